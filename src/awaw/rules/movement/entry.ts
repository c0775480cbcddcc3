import type { Violation } from '../../../core/violation.ts';
import { NAMED_PROHIBITED_HEXSIDES } from '../../data/movement.ts';
import type { AwawGame } from '../../model/game.ts';
import { areEnemies } from '../../model/ids.ts';
import { factionOf, groundIn, hexOf, hexsideBetween } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import { partisanGeographyViolations } from '../partisans/movement-combat.ts';

/**
 * 13.43, 13.44, 13.46: where a ground unit may not go. Catalog: MV-21, MV-22, MV-25 (and PT-44,
 * PT-45 for partisans).
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/**
 * MV-21 13.43 prohibitedHexsides: no ground movement across A all-ocean and all-lake hexsides except
 * at a crossing arrow, B all-Qattara depression hexsides (MM26-NN26, NN25-NN26), C all-Himalaya
 * hexsides (Ledo R15-R16 included), D all-outback hexsides. The named ones are data/movement.ts; the
 * scenario marks the others `impassable`, and all-water ones `allWater`.
 */
export function prohibitedHexside(g: AwawGame, from: string, to: string): Violation | undefined {
  const named = NAMED_PROHIBITED_HEXSIDES.find((s) => (s.between[0] === from && s.between[1] === to) || (s.between[0] === to && s.between[1] === from));
  if (named) return v(named.rule, 'move.hexside', `no ground movement across the ${named.kind} hexside ${from}-${to} (${named.rule})`);
  const side = hexsideBetween(g, from, to);
  if (side?.features.has('impassable')) return v('13.43', 'move.hexside', `the hexside ${from}-${to} is impassable to ground movement (13.43B-D)`);
  if (side?.features.has('allWater') && !side.features.has('crossingArrow')) return v('13.43A', 'move.hexside', `the hexside ${from}-${to} is all-ocean or all-lake, with no crossing arrow (13.43A)`);
  return undefined;
}

/** Enemy ("hostile") ground units in a hex. */
export const hostileGroundIn = (g: AwawGame, hex: string, u: GroundUnit): GroundUnit[] =>
  groundIn(g, hex).filter((x) => areEnemies(factionOf(g, x), factionOf(g, u)));

/**
 * Why `u` may not enter `to` from `from` in ground movement (its cost aside):
 * the two hexes are adjacent land hexes of the map (a ground unit never ends at sea and moves by sea
 * only by sea transport, 12.23, 21.43; PT-45 11.43: partisans never by sea);
 * MV-21 above;
 * MV-25 13.46 noEnemyOccupiedHexes: never onto or through hexes of hostile ground units, except in
 * an overrun (`overrun`); an airdrop on top of them is not movement (10.5);
 * PT-44 11.42: partisans stay in their country.
 */
export function entryViolations(g: AwawGame, u: GroundUnit, from: string, to: string, overrun = false): Violation[] {
  const edge = edgeViolations(g, from, to);
  return edge.length > 0 ? edge : hexEntryViolations(g, u, to, overrun);
}

/** The hexes are adjacent on the map and the hexside between them open to ground movement (MV-21). */
export function edgeViolations(g: AwawGame, from: string, to: string): Violation[] {
  if (!hexOf(g, to)) return [v('13.41', 'move.notAHex', `${to} is not a hex of the map`)];
  if (!g.board.grid.adjacent(from, to)) return [v('13.41', 'move.notAdjacent', `${to} is not adjacent to ${from}`)];
  const side = prohibitedHexside(g, from, to);
  return side ? [side] : [];
}

/** What bars `u` from `to` whichever side it comes from: the sea, hostile units (MV-25), a partisan's borders (PT-44). */
export function hexEntryViolations(g: AwawGame, u: GroundUnit, to: string, overrun = false): Violation[] {
  const info = hexOf(g, to);
  if (!info) return [v('13.41', 'move.notAHex', `${to} is not a hex of the map`)];
  if (info.terrain === 'sea') return [v('12.23', 'move.sea', `${to} is a sea hex: ground units go by sea only by sea transport (12.23, 21.43${u.type === 'partisan' ? ', 11.43' : ''})`)];
  if (!overrun && hostileGroundIn(g, to, u).length > 0) return [v('13.46', 'move.enemyHex', `${to} holds hostile ground units: only an overrun enters it (13.46)`)];
  return partisanGeographyViolations(g, u, to);
}

/**
 * MV-22 13.44 offBoardMovement: ground units move onto or off the mapboard only where the rules of
 * the mapboard box allow it (rule 5, not in the texts: no box allows it here, R-AWAW-MOVE-BOXES),
 * leave only with enough movement, and never move between boxes in the movement phase.
 */
export const boxMovementAllowed = (_box: string, _toMap: boolean): boolean => false;
export const betweenBoxesAllowed = false;
