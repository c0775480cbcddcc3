import { contentsOf } from '../../model/contents.ts';
import { counterFaction } from '../../model/counters.ts';
import type { Faction } from '../../model/factions.ts';
import type { Marker } from '../../model/markers.ts';
import type { DsGameState } from '../../model/state.ts';
import type { HexsideFeature } from '../../model/terrain.ts';

/**
 * What a hexside is, for every combat rule that asks: 4.2.1.1 (attack), 4.2.3.6 and 4.2.3.8
 * (shifts), 4.2.5.2 (Retreat), 4.2.5.3 (Retreat Conversion), 4.2.6.1 (marine losses) and 4.2.8
 * (Exploitation). One reading for all of them, from the hexside's own features **and** the terrain
 * of the two hexes (R-ALL-SEA-HEXSIDE): a map tags the All-Sea sides between two Land hexes, but
 * every side of an All-Sea hex is All-Sea water whether tagged or not.
 */

/** Features listed for the hexside between two adjacent hexes (none: a plain hexside). */
export function sideFeatures(state: DsGameState, a: string, b: string): readonly HexsideFeature[] {
  return state.board.hexsides[state.board.grid.hexsideKey(a, b)]?.features ?? [];
}

/**
 * R-ALL-SEA-HEXSIDE: an All-Sea hexside is one the map marks All-Sea (a Strait is one too,
 * R-STRAIT) or one with an All-Sea hex on either side (a unit on a Beachhead marker at sea is
 * surrounded by them; its Beachhead Hexside is one of them, 4.2.1.1 "an All-Sea hexside that is
 * also a Beachhead Hexside").
 */
export function isAllSeaHexside(state: DsGameState, a: string, b: string): boolean {
  const f = sideFeatures(state, a, b);
  if (f.includes('allSea') || f.includes('strait')) return true;
  return state.board.hexes[a]?.terrain === 'allSea' || state.board.hexes[b]?.terrain === 'allSea';
}

/** A Strait: an All-Sea hexside the map marks as a Strait (R-STRAIT). */
export const isStraitHexside = (state: DsGameState, a: string, b: string): boolean => sideFeatures(state, a, b).includes('strait');

type BeachheadMarker = Extract<Marker, { type: 'beachhead' }>;

/** A Beachhead marker in `from` (of `faction`, when given) whose arrow points to `to`. */
export function beachheadPointing(state: DsGameState, from: string, to: string, faction?: Faction): BeachheadMarker | undefined {
  for (const p of contentsOf(state, { kind: 'hex', hex: from })) {
    const c = p.counter;
    if (c.kind !== 'marker' || c.type !== 'beachhead' || p.at.kind !== 'hex' || p.at.arrowTo !== to) continue;
    if (faction === undefined || counterFaction(c, state.countries) === faction) return c;
  }
  return undefined;
}

/**
 * R-BEACHHEAD-ARROW: the hexside between a and b is a Beachhead Hexside when a Beachhead marker in
 * one of them points its arrow at the other ("the hexside that the Beachhead marker's arrow points
 * to", 4.2.5.2).
 */
export const isBeachheadHexside = (state: DsGameState, a: string, b: string): boolean =>
  beachheadPointing(state, a, b) !== undefined || beachheadPointing(state, b, a) !== undefined;

/**
 * The water crossed going from `from` to `to`, as the rules name it: a Beachhead Hexside, a
 * Strait, another All-Sea hexside, or none (a land hexside). A Beachhead Hexside is named first,
 * then a Strait, since the rules except them from All-Sea by those names.
 */
export function waterCrossing(state: DsGameState, from: string, to: string): 'beachhead' | 'strait' | 'allSea' | undefined {
  if (!isAllSeaHexside(state, from, to)) return undefined;
  if (isBeachheadHexside(state, from, to)) return 'beachhead';
  return isStraitHexside(state, from, to) ? 'strait' : 'allSea';
}
