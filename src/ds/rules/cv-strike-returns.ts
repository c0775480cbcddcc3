import type { Place } from '../model/places.ts';
import type { DsGameState } from '../model/state.ts';
import { supportFace } from '../model/support-units.ts';

/**
 * CS-1 (4.1.5) cvStrikeReturns: every CV Strike unit in a hex, of any faction, is placed in "that
 * Naval Zone's" Used Box: the Naval Zone the hex lies in (the first listed for a Multi-Zone Port).
 * A CV Strike in a Land hex that lies in no Naval Zone goes to the Used Box of the nearest hex's
 * zone (gap §2 #16, R-CV-STRIKE-ZONE). It keeps its CV Strike side: 4.1.5 does not flip it; Return
 * to Base (2.2.1, RB-5) does. The step is always performed, Blitz markers or not (BC-6).
 */
export function cvStrikesInHexes(state: DsGameState): string[] {
  return state.counters.sortedIds.filter((id) => {
    const { counter, at } = state.counters.get(id)!;
    return at.kind === 'hex' && counter.kind === 'support' && supportFace(counter) === 'cvStrike';
  });
}

/** The Naval Zone of the hex, or of the nearest hex that lies in one. */
export function navalZoneOfHex(state: DsGameState, hex: string): string | undefined {
  for (const h of state.board.grid.within(hex, 99)) {
    const zone = state.board.hexes[h]?.navalZones[0];
    if (zone !== undefined) return zone;
  }
  return undefined;
}

/** Where a CV Strike goes in Step 5: its Naval Zone's Used Box (undefined if the board has no zone). */
export function cvStrikeReturnPlace(state: DsGameState, unit: string): Place | undefined {
  const at = state.counters.get(unit)?.at;
  if (at?.kind !== 'hex') return undefined;
  const zone = navalZoneOfHex(state, at.hex);
  return zone !== undefined ? { kind: 'navalZone', zone, box: 'used' } : undefined;
}
