import { ocsFreeMoves } from '../../src/ocs/rules/free-moves.ts';
import type { Ruleset } from '../../src/core/ruleset.ts';
import { OCS_EVENT_TYPES, parseOcsEvent, type OcsEvent } from '../../src/ocs/events/index.ts';
import { OCS_STEPS } from '../../src/ocs/legal/steps.ts';
import { CONFIRM_IDS } from '../../src/ocs/legal/step-ids.ts';
import { OCS_HEX } from '../../src/ocs/model/hex.ts';
import { sideName } from '../../src/ocs/model/query.ts';
import type { OcsGame } from '../../src/ocs/model/state.ts';
import { ocsScenario } from '../../src/ocs/scenario/support.ts';
import type { OcsTurnContext } from '../../src/ocs/turn/context.ts';
import { OCS_VIEWS } from '../../src/ocs/view/index.ts';
import { OCS_GUARD_READINGS } from './guard-readings.ts';
import { OCS_SEGMENT_MACHINES } from './segment-machine.ts';
import { OCS_INFO } from './info.ts';
import { ocsTurnMachine } from './turn.machine.ts';

/**
 * The Operational Combat Series ground combat procedure (rule 9) as a ruleset: the OCS player
 * turn in its order, with overruns in the movement segments, the Combat Segment and the
 * Exploitation Phase's combat, each combat by the nine steps of 9.2.
 */
export const ocsRuleset: Ruleset<OcsGame, OcsTurnContext, OcsEvent> = {
  ...OCS_INFO,
  hex: OCS_HEX,
  scenario: ocsScenario,
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
  freeMoves: ocsFreeMoves,
  testing: () => import('../../src/ocs/testing.ts').then((m) => m.OCS_TESTING),
};
