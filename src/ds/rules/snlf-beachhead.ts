import type { Violation } from '../../core/violation.ts';
import { contentsOf } from '../model/contents.ts';
import { isAllSeaHex, isLandHex } from '../model/terrain.ts';
import type { DsGameState } from '../model/state.ts';
import { hexName } from './admin-labels.ts';

/**
 * PE-9 (2.2.3.4) snlfBeachheadSource: Axis SNLF Beachhead-0 markers come into play through the
 * Operation Z (15.29) and Widespread Attacks (15.37) Political Events. Those sections are not in the
 * seeds; the marker is placed as 2.2.3.4 places any Beachhead marker: in an All-Sea hex with no
 * other Beachhead marker, its arrow at an adjacent Land hex outside any Neutral Minor Country
 * (docs/rulings.md R-SNLF-PLACEMENT). They come from the Axis Force Pool; those "set aside" after
 * use (4.3 Step 3) do not come back this way.
 */

/** An Axis SNLF Beachhead-0 marker waiting in the Axis Force Pool. */
export function snlfMarkersInForcePool(state: DsGameState): string[] {
  return contentsOf(state, { kind: 'forcePool', faction: 'axis' })
    .filter((p) => p.counter.kind === 'marker' && p.counter.type === 'beachhead' && p.counter.snlf)
    .map((p) => p.counter.id);
}

const hasBeachhead = (state: DsGameState, hex: string): boolean =>
  contentsOf(state, { kind: 'hex', hex }).some((p) => p.counter.kind === 'marker' && p.counter.type === 'beachhead');

const v = (code: string, message: string): Violation => ({ rule: '2.2.3.4', code, message });

/** Why marker `marker` may not go in `hex` with its arrow at `arrowTo` (empty: it may). */
export function snlfPlacementViolations(state: DsGameState, marker: string, hex: string, arrowTo: string): Violation[] {
  const c = state.counters.get(marker)?.counter;
  if (!c) return [v('snlf.unknownMarker', `There is no counter "${marker}".`)];
  if (c.kind !== 'marker' || c.type !== 'beachhead' || !c.snlf) return [v('snlf.notSnlf', `"${marker}" is not an Axis SNLF Beachhead-0 marker.`)];
  if (!snlfMarkersInForcePool(state).includes(marker)) return [v('snlf.notInForcePool', `${marker} is not in the Axis Force Pool.`)];
  const at = state.board.hexes[hex];
  if (!at) return [v('snlf.unknownHex', `There is no hex ${hex} on this map.`)];
  if (!isAllSeaHex(at)) return [v('snlf.notAllSea', `A Beachhead marker goes in an All-Sea hex; ${hexName(state, hex)} is Land.`)];
  if (hasBeachhead(state, hex)) return [v('snlf.beachheadThere', `${hexName(state, hex)} already holds a Beachhead marker.`)];
  const target = state.board.hexes[arrowTo];
  if (!target || !state.board.grid.adjacent(hex, arrowTo)) {
    return [v('snlf.arrowNotAdjacent', `The arrow points across a side of its own hex: ${arrowTo} is not next to ${hexName(state, hex)}.`)];
  }
  if (!isLandHex(target)) return [v('snlf.arrowToSea', `The arrow must point to a Land hex; ${hexName(state, arrowTo)} is All-Sea.`)];
  if (target.country !== undefined && state.countries[target.country]?.status === 'neutral') {
    return [v('snlf.arrowToNeutral', `The arrow may not point into a Neutral Minor Country (13.4): ${hexName(state, arrowTo)} is neutral.`)];
  }
  return [];
}

/** Every legal (marker, hex, arrowTo) placement. */
export function snlfPlacementOptions(state: DsGameState): { marker: string; hex: string; arrowTo: string }[] {
  const markers = snlfMarkersInForcePool(state);
  if (markers.length === 0) return [];
  const out: { marker: string; hex: string; arrowTo: string }[] = [];
  for (const hex of Object.keys(state.board.hexes).sort()) {
    for (const arrowTo of state.board.grid.neighbours(hex)) {
      if (snlfPlacementViolations(state, markers[0]!, hex, arrowTo).length > 0) continue;
      for (const marker of markers) out.push({ marker, hex, arrowTo });
    }
  }
  return out;
}
