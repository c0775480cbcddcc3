import type { Ruleset } from '../../src/core/ruleset.ts';
import { DS_EVENT_TYPES, parseEvent, type DsEvent } from '../../src/ds/events/index.ts';
import { STEPS } from '../../src/ds/legal/steps.ts';
import { FACTION_NAMES } from '../../src/ds/model/factions.ts';
import { DS_HEX } from '../../src/ds/model/hex-ids.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { dsScenario } from '../../src/ds/scenario/support.ts';
import type { DsTurnContext } from '../../src/ds/turn/context.ts';
import { dsFreeMoves } from '../../src/ds/rules/free-moves.ts';
import { dsViews } from '../../src/ds/view/index.ts';
import { GUARD_READINGS } from './guard-readings.ts';
import { DS_INFO } from './info.ts';
import { SEGMENT_MACHINES } from './segment-machine.ts';
import { dsTurnMachine } from './turn.machine.ts';
import { STEP_IDS } from '../../src/ds/legal/step-ids.ts';

/**
 * Dai Senso! as a ruleset: the faction turn of rules 2 (Initial Administrative Phase) and 4 (Combat
 * Phase) in rulebook order. Everything the generic tools know of DS comes through this object.
 */
export const dsRuleset: Ruleset<DsGameState, DsTurnContext, DsEvent> = {
  ...DS_INFO,
  hex: DS_HEX,
  scenario: dsScenario,
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
  freeMoves: dsFreeMoves,
  testing: () => import('../../src/ds/testing.ts').then((m) => m.DS_TESTING),
};
