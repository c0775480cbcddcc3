import type { AwawGame } from '../model/game.ts';
import { hexOf, hexsideBetween } from '../model/queries.ts';
import { isRough } from '../model/terrain.ts';
import type { GroundUnit } from '../model/units.ts';
import { zocLeaveCost } from './zoc.ts';

/**
 * What entering a hex costs a ground unit (13.41-13.46), as exploitation movement needs it now. Rule
 * 13 is issue 20's; these are its words, kept small: one per hex, one more for rough terrain
 * (Japanese units and the Chindit not for jungle, GU-60 10.63), two more (one in the Pacific) to
 * leave a hex in a hostile armor ZoC (GU-26 10.343).
 */
export function enterCost(g: AwawGame, u: GroundUnit, from: string, to: string, hostileZoc: ReadonlySet<string>): number {
  const t = hexOf(g, to)?.terrain ?? 'clear';
  const jungleFree = t === 'jungle' && (u.type === 'chindit' || u.nationality === 'japanese');
  return 1 + (isRough(t) && !jungleFree ? 1 : 0) + (hostileZoc.has(from) ? zocLeaveCost(from) : 0);
}

/** 13.43: no ground move across all-ocean or all-lake hexsides except at a crossing arrow, nor across impassable ones. */
export function crossable(g: AwawGame, from: string, to: string): boolean {
  const side = hexsideBetween(g, from, to);
  if (!side) return true;
  if (side.features.has('impassable')) return false;
  return !side.features.has('allWater') || side.features.has('crossingArrow');
}
