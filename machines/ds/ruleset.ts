import type { Ruleset } from '../../src/core/ruleset.ts';
import { DS_EVENT_TYPES, parseEvent, type DsEvent } from '../../src/ds/events/index.ts';
import { SAVED_GAME_FORMAT } from '../../src/ds/events/saved-game.ts';
import { Invariants } from '../../src/ds/fuzz/invariants.ts';
import { dsMalformed, namesOf, nearMiss, wrongStep } from '../../src/ds/fuzz/mutations.ts';
import { DS_FUZZ_GROUPS } from '../../src/ds/fuzz/targets.ts';
import { STEPS } from '../../src/ds/legal/steps.ts';
import { FACTIONS, FACTION_NAMES } from '../../src/ds/model/factions.ts';
import { DS_HEX } from '../../src/ds/model/hex-ids.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { PATH_FIXTURES, withPhasing } from '../../src/ds/paths/fixtures.ts';
import { IMPOSSIBLE_OUTCOMES, UNREACHED } from '../../src/ds/paths/impossible.ts';
import { DS_PATH_NOTES } from '../../src/ds/paths/notes.ts';
import { DS_PROBE_IDS, DS_BARE_EVENTS } from '../../src/ds/paths/probes.ts';
import { sequenceKey, stopAtNextFactionTurn } from '../../src/ds/paths/sequence-key.ts';
import { VARIANTS, dsVariantOf } from '../../src/ds/paths/variants.ts';
import { parseScenario, parseScenarioText, SCENARIO_FORMAT } from '../../src/ds/scenario/index.ts';
import { summarize } from '../../src/ds/scenario/summary.ts';
import type { DsTurnContext } from '../../src/ds/turn/context.ts';
import { dsViews } from '../../src/ds/view/index.ts';
import { GUARD_READINGS } from './guard-readings.ts';
import { SEGMENT_MACHINES } from './segment-machine.ts';
import { dsTurnMachine } from './turn.machine.ts';
import { STEP_IDS } from '../../src/ds/legal/step-ids.ts';

/**
 * Dai Senso! as a ruleset: the faction turn of rules 2 (Initial Administrative Phase) and 4 (Combat
 * Phase) in rulebook order. Everything the generic tools know of DS comes through this object.
 */
export const dsRuleset: Ruleset<DsGameState, DsTurnContext, DsEvent> = {
  id: 'ds',
  title: 'Dai Senso!',
  description: 'The Dai Senso! faction turn: the Initial Administrative Phase (rule 2) and the Combat Phase (rule 4), with the other phases as confirm steps.',
  formats: { scenario: SCENARIO_FORMAT, savedGame: SAVED_GAME_FORMAT },
  hex: DS_HEX,
  scenario: {
    parseText: parseScenarioText,
    parse: parseScenario,
    summary: summarize,
    withSide: withPhasing,
    sides: (game) => game.game.factionOrder.map((f) => ({ id: f, name: FACTION_NAMES[f] })),
  },
  events: { types: DS_EVENT_TYPES, parse: parseEvent },
  machine: dsTurnMachine,
  segments: SEGMENT_MACHINES,
  steps: STEPS,
  headline(ctx) {
    const g = ctx.game.game;
    return {
      text: `Turn ${g.turn}, ${g.season} ${g.year}: ${FACTION_NAMES[g.phasing]} faction turn`,
      data: { turn: g.turn, season: g.season, year: g.year, phasing: g.phasing },
    };
  },
  outline: {
    root: 'ds.factionTurn',
    // A new faction turn, or the next game turn's Seasonal Victory Phase: the last one's marks go.
    startsAfresh: ['ds.factionTurn', STEP_IDS.seasonalVictory],
    guardReadings: GUARD_READINGS,
  },
  views: dsViews,
  paths: {
    fixtures: PATH_FIXTURES,
    sequenceKey,
    stopAt: stopAtNextFactionTurn,
    variantOf: (e, ctx) => dsVariantOf(e, ctx.game),
    variants: VARIANTS,
    noSuch: DS_PROBE_IDS,
    bare: DS_BARE_EVENTS,
    sideField: { field: 'faction', values: FACTIONS },
    impossible: IMPOSSIBLE_OUTCOMES,
    unreached: UNREACHED,
    notes: DS_PATH_NOTES,
  },
  fuzz: {
    groups: DS_FUZZ_GROUPS,
    names: namesOf,
    nearMiss,
    wrongStep,
    malformed: dsMalformed,
    invariants: (game) => new Invariants(game),
  },
};
