import { counterFaction } from '../model/counters.ts';
import { contentsOf, moveCounter } from '../model/contents.ts';
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

/**
 * BF-1 (2.2.5) the phasing ground units that a Beachhead marker leaving its hex would leave to
 * fail at sea: those in its hex for which `failsAtSea` holds once the marker is in the Force Pool
 * (none while another friendly Beachhead marker stays with them).
 */
export function leftToFailAtSea(state: DsGameState, marker: string, phasing: Faction): Placed[] {
  const m = state.counters.get(marker);
  if (!m || m.at.kind !== 'hex') return [];
  const without = moveCounter(state, marker, { kind: 'forcePool', faction: phasing });
  return contentsOf(without, { kind: 'hex', hex: m.at.hex }).filter((p) => failsAtSea(without, p, phasing));
}
