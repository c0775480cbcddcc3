import { counterFaction } from '../model/counters.ts';
import { contentsOf } from '../model/contents.ts';
import type { Faction } from '../model/factions.ts';
import type { DsGameState, Placed } from '../model/state.ts';

/** A friendly Beachhead marker (of any level, SNLF included) in the hex. */
export function hasFriendlyBeachhead(state: DsGameState, hex: string, faction: Faction): boolean {
  return contentsOf(state, { kind: 'hex', hex }).some(
    (p) => p.counter.kind === 'marker' && p.counter.type === 'beachhead' && counterFaction(p.counter, state.countries) === faction,
  );
}

/**
 * BF-1 (2.2.5) beachheadFailure: at the end of the step, every phasing ground unit in an All-Sea
 * hex without a friendly Beachhead marker is eliminated.
 */
export function failsAtSea(state: DsGameState, placed: Placed, phasing: Faction): boolean {
  if (placed.counter.kind !== 'ground' || placed.at.kind !== 'hex') return false;
  if (counterFaction(placed.counter, state.countries) !== phasing) return false;
  const hex = state.board.hexes[placed.at.hex];
  return hex?.terrain === 'allSea' && !hasFriendlyBeachhead(state, placed.at.hex, phasing);
}
