import type { DsEvent } from '../../../../src/ds/events/index.ts';
import { explain } from '../../../../src/ds/legal/index.ts';
import type { Faction } from '../../../../src/ds/model/factions.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { TEACHING, loadScenario, type TurnSnapshot } from '../../../support/turn-harness.ts';

export const NORTH = 'scenarios/fixtures/organization-north.json';

/**
 * A scenario ready for the Organization Segment tests: `phasing` plays, and the Current Card has no
 * Political Events Segment section, so the turn goes straight on to the Support Segment (2.1).
 */
export function gameFor(path: string, phasing: Faction): DsGameState {
  const g = loadScenario(path);
  const card = g.game.currentCard;
  return { ...g, game: { ...g.game, phasing, currentCard: { name: card.name, blitzValue: card.blitzValue, politicalEvents: '' } } };
}

export const teachingFor = (phasing: Faction): DsGameState => gameFor(TEACHING, phasing);

export const codes = (s: TurnSnapshot, e: DsEvent): string[] => explain(s, e).map((v) => v.code);
export const logOf = (s: TurnSnapshot): string[] => s.context.log.map((l) => `${l.rule} ${l.message}`);
export const placeOf = (s: TurnSnapshot, id: string) => s.context.game.counters.get(id)?.at;
export const hex = (h: string) => ({ kind: 'hex', hex: h }) as const;
export const pool = (faction: Faction) => ({ kind: 'forcePool', faction }) as const;

/** Events no Organization step may accept: wrong ids, another faction's pieces, other steps' actions. */
export const COMMON_PROBES: readonly DsEvent[] = [
  { type: 'DONE' }, { type: 'CONTINUE' }, { type: 'ROLL', value: 3 },
  { type: 'COMBINE', units: ['no-such-unit', 'br-1-burma'], into: 'br-14-army' },
  { type: 'CONVERT', unit: 'no-such-unit', into: 'br-sing-fort' },
  { type: 'ELIMINATE', unit: 'no-such-unit' },
  { type: 'BREAK_DOWN', unit: 'no-such-unit', into: ['br-16-bde'] },
  { type: 'PLACE_DETACHMENT', marker: 'no-such-marker', hex: 'w4215' },
  { type: 'REMOVE_DETACHMENT', marker: 'no-such-marker' },
];
