import { counterFaction } from '../model/counters.ts';
import type { Faction } from '../model/factions.ts';
import type { MarkerType } from '../model/markers.ts';
import type { Place } from '../model/places.ts';
import type { DsGameState } from '../model/state.ts';
import { hasFriendlyBeachhead } from './beachhead-failure.ts';
import { isSnlfBeachhead } from './blitz-enabled.ts';
import { returnDestination } from './return-to-base.ts';

/** 4.3 Marker Segment: three steps, in order, done by themselves. */

/**
 * MK-1 (4.3 S1) troopConvoyReturnToConvoysBox: the phasing faction's Troop Convoy markers (Convoy
 * markers showing their Troop side) in a Naval Zone's Used Box, with the box they go back to. The
 * rule says "may"; nothing is lost by it, so it is done for the player (R-MARKER-SEGMENT-AUTO).
 */
export function troopConvoysToReturn(state: DsGameState, faction: Faction = state.game.phasing): { marker: string; to: Place }[] {
  const out: { marker: string; to: Place }[] = [];
  for (const id of state.counters.sortedIds) {
    const { counter, at } = state.counters.get(id)!;
    if (at.kind !== 'navalZone' || at.box !== 'used') continue;
    if (counter.kind !== 'marker' || counter.type !== 'convoy' || counter.mode !== 'troop') continue;
    if (counterFaction(counter, state.countries) !== faction) continue;
    out.push({ marker: id, to: { kind: 'navalZone', zone: at.zone, box: 'convoys' } });
  }
  return out;
}

/** The markers MK-2 removes. */
export const TURN_MARKER_TYPES: readonly MarkerType[] = ['blitz', 'totsugeki', 'failure', 'mobilizing'];

/**
 * MK-2 (4.3 S2) removeTurnMarkers: the phasing faction's Blitz, Totsugeki, Failure and Mobilizing
 * markers on the map are removed and "set aside for future use": back to its Force Pool, where
 * 2.2.4 takes Blitz markers from (R-MARKER-SET-ASIDE).
 */
export function turnMarkersToRemove(state: DsGameState, faction: Faction = state.game.phasing): { marker: string; to: Place }[] {
  return state.counters.sortedIds.flatMap((id) => {
    const { counter, at } = state.counters.get(id)!;
    if (at.kind !== 'hex' || counter.kind !== 'marker' || !TURN_MARKER_TYPES.includes(counter.type)) return [];
    if (counterFaction(counter, state.countries) !== faction) return [];
    return [{ marker: id, to: { kind: 'forcePool', faction } as Place }];
  });
}

/**
 * MK-3 (4.3 S3) snlfBeachhead0RemovalAndFailure, first part: the Axis SNLF Beachhead-0 markers on
 * the map, removed and set aside. Step 3 runs in the Axis Marker Segment only (gap §2 #32,
 * R-MK3-AXIS-ONLY).
 */
export function snlfBeachheadsToRemove(state: DsGameState): string[] {
  if (state.game.phasing !== 'axis') return [];
  return state.counters.sortedIds.filter((id) => state.counters.get(id)!.at.kind === 'hex' && isSnlfBeachhead(state, id));
}

/**
 * MK-3, second part: once they are gone, Axis ground units in an All-Sea hex without a friendly
 * Beachhead marker are eliminated: Delay Stripe to the Delay Box, the others to their Force Pool.
 */
export function strandedAxisUnits(state: DsGameState): { unit: string; to: Place }[] {
  if (state.game.phasing !== 'axis') return [];
  return state.counters.sortedIds.flatMap((id) => {
    const { counter, at } = state.counters.get(id)!;
    if (counter.kind !== 'ground' || at.kind !== 'hex' || counterFaction(counter, state.countries) !== 'axis') return [];
    if (state.board.hexes[at.hex]?.terrain !== 'allSea' || hasFriendlyBeachhead(state, at.hex, 'axis')) return [];
    return [{ unit: id, to: returnDestination(counter, 'axis') }];
  });
}
