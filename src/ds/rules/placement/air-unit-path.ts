import type { DsGameState } from '../../model/state.ts';
import type { MemoKey, PlacementContext } from './context.ts';

/**
 * Air Unit Path (2.2.3.1): "The path is traced from the Air Base, along a continuous chain of
 * adjacent hexes, to the placement hex. The path cannot go into a Land hex affected by Mud, nor may
 * it go into a hex in a Neutral Minor Country (13.4) or Policy Affected Country (13.6)."
 */

/**
 * AUP-2, AUP-3 (2.2.3.1) airPathMayEnter: the path may go into this hex: not a Land hex whose
 * Weather Area has Mud (R-WEATHER), not a hex of a Neutral Minor Country or a Policy Affected
 * Country (R-NEUTRAL, R-POLICY). The Air Base it starts from is not gone into.
 */
export function airPathMayEnter(state: DsGameState, hex: string): boolean {
  const h = state.board.hexes[hex];
  if (!h) return false;
  if (h.terrain !== 'allSea' && state.weatherAreas[h.weatherArea]?.weather === 'mud') return false;
  const status = h.country ? state.countries[h.country]?.status : undefined;
  return status !== 'neutral' && status !== 'policyAffected';
}

/**
 * AUP-1, AUP-4 (2.2.3.1, gap §2 #10) airUnitPathReach: every hex an Air Unit Path of at most
 * `range` hexes reaches from one of `origins`, with its length. The rules give the range ("within
 * three hexes") and the path apart; the path is read as no longer than the range, and the Air Base
 * itself (0 hexes) is within range (R-AIR-PATH). One breadth-first search from all origins at once
 * gives, for every hex, the shortest path from any of them.
 */
export function airUnitPathReach(state: DsGameState, origins: readonly string[], range: number): ReadonlyMap<string, number> {
  const grid = state.board.grid;
  const reached = new Map<string, number>();
  const closed = new Set<string>();
  let frontier: string[] = [];
  for (const o of origins) {
    if (grid.has(o) && !reached.has(o)) {
      reached.set(o, 0);
      frontier.push(o);
    }
  }
  for (let d = 1; d <= range && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const h of frontier) {
      for (const nb of grid.neighbours(h)) {
        if (reached.has(nb) || closed.has(nb)) continue;
        if (!airPathMayEnter(state, nb)) {
          closed.add(nb);
          continue;
        }
        reached.set(nb, d);
        next.push(nb);
      }
    }
    frontier = next;
  }
  return reached;
}

/** The reach from `origins` within `range`, once per context. */
export function airReach(ctx: PlacementContext, key: readonly MemoKey[], origins: readonly string[], range: number): ReadonlyMap<string, number> {
  return ctx.memo(['airReach', range, ...key], () => airUnitPathReach(ctx.state, origins, range));
}

/** The origin nearest to `hex` as the crow flies (R-DISTANCE), with its distance. */
export function nearest(state: DsGameState, hex: string, origins: readonly string[]): { hex: string; distance: number } | undefined {
  let best: { hex: string; distance: number } | undefined;
  for (const o of origins) {
    const distance = state.board.grid.distance(o, hex);
    if (!best || distance < best.distance) best = { hex: o, distance };
  }
  return best;
}
