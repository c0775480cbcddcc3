import type { Ruleset } from '../../src/core/ruleset.ts';
import { OCS_EVENT_TYPES, OCS_SAVED_GAME_FORMAT, parseOcsEvent, type OcsEvent } from '../../src/ocs/events/index.ts';
import { ocsInvariants } from '../../src/ocs/fuzz/invariants.ts';
import { ocsMalformed, ocsNames, ocsNearMiss, ocsWrongStep } from '../../src/ocs/fuzz/mutations.ts';
import { OCS_FUZZ_GROUPS } from '../../src/ocs/fuzz/targets.ts';
import { OCS_STEPS } from '../../src/ocs/legal/steps.ts';
import { CONFIRM_IDS } from '../../src/ocs/legal/step-ids.ts';
import { OCS_HEX } from '../../src/ocs/model/hex.ts';
import { sideName } from '../../src/ocs/model/query.ts';
import type { OcsGame } from '../../src/ocs/model/state.ts';
import { OCS_PATH_FIXTURES, withPhasing } from '../../src/ocs/paths/fixtures.ts';
import { OCS_IMPOSSIBLE, OCS_PATH_NOTES, OCS_UNREACHED } from '../../src/ocs/paths/impossible.ts';
import { OCS_BARE_EVENTS, OCS_PROBE_IDS } from '../../src/ocs/paths/probes.ts';
import { ocsSequenceKey, stopAtNextPlayerTurn } from '../../src/ocs/paths/sequence-key.ts';
import { OCS_VARIANTS, ocsVariantOf } from '../../src/ocs/paths/variants.ts';
import { OCS_SCENARIO_FORMAT, parseOcsScenario, parseOcsScenarioText, summarizeOcs } from '../../src/ocs/scenario/index.ts';
import type { OcsTurnContext } from '../../src/ocs/turn/context.ts';
import { OCS_VIEWS } from '../../src/ocs/view/index.ts';
import { OCS_GUARD_READINGS } from './guard-readings.ts';
import { OCS_SEGMENT_MACHINES } from './segment-machine.ts';
import { ocsTurnMachine } from './turn.machine.ts';

/**
 * The Operational Combat Series ground combat procedure (rule 9) as a ruleset: the OCS player
 * turn in its order, with overruns in the movement segments, the Combat Segment and the
 * Exploitation Phase's combat, each combat by the nine steps of 9.2.
 */
export const ocsRuleset: Ruleset<OcsGame, OcsTurnContext, OcsEvent> = {
  id: 'ocs',
  title: 'Operational Combat Series',
  description: 'The OCS ground combat procedure (rule 9): overruns, the Combat Segment and the Exploitation Phase\'s combat, with the other phases of the player turn as confirm steps.',
  formats: { scenario: OCS_SCENARIO_FORMAT, savedGame: OCS_SAVED_GAME_FORMAT },
  hex: OCS_HEX,
  scenario: {
    parseText: parseOcsScenarioText,
    parse: parseOcsScenario,
    summary: summarizeOcs,
    withSide: withPhasing,
    sides: (g) => g.frame.playerOrder.map((id) => ({ id, name: sideName(g, id) })),
  },
  events: { types: OCS_EVENT_TYPES, parse: parseOcsEvent },
  machine: ocsTurnMachine,
  segments: OCS_SEGMENT_MACHINES,
  steps: OCS_STEPS,
  headline(ctx) {
    const f = ctx.game.frame;
    return { text: `Turn ${f.turn}${f.date ? ` (${f.date})` : ''}: ${sideName(ctx.game, f.phasing)} player turn`, data: { turn: f.turn, date: f.date, phasing: f.phasing } };
  },
  outline: { root: 'ocs.playerTurn', startsAfresh: ['ocs.playerTurn', CONFIRM_IDS.weather], guardReadings: OCS_GUARD_READINGS },
  views: OCS_VIEWS,
  paths: {
    fixtures: OCS_PATH_FIXTURES,
    sequenceKey: ocsSequenceKey,
    stopAt: stopAtNextPlayerTurn,
    variantOf: ocsVariantOf,
    variants: OCS_VARIANTS,
    noSuch: OCS_PROBE_IDS,
    bare: OCS_BARE_EVENTS,
    sideField: { field: 'side', values: ['nk', 'un'] },
    impossible: OCS_IMPOSSIBLE,
    unreached: OCS_UNREACHED,
    notes: OCS_PATH_NOTES,
  },
  fuzz: {
    groups: OCS_FUZZ_GROUPS,
    names: ocsNames,
    nearMiss: ocsNearMiss,
    wrongStep: ocsWrongStep,
    malformed: ocsMalformed,
    invariants: ocsInvariants,
  },
};
