import type { Violation } from '../../core/violation.ts';
import type { AwawGame } from '../model/game.ts';
import { hexOfUnit, unit, withMoved } from '../model/queries.ts';
import { hexPlace } from '../model/places.ts';
import { endOfMoveViolations } from './stacking.ts';
import type { TurnBook, UnderWayAttack } from '../turn/context.ts';
import { defendersIn, standingDrop } from './attack.ts';
import { effectiveSupply } from './ground-units.ts';
import { onMap } from './losses.ts';
import { exploitAdvanceViolations } from './exploitation-attack.ts';

/**
 * 15.9 Advance after combat. Catalog: W-65..W-67 (and GU-51, XP-36, XP-37, SK-13).
 */

/** W-65 15.91 advanceAfterCombat: only when every defending ground unit of every attacked hex is gone. */
export const defendersGone = (g: AwawGame, a: UnderWayAttack): boolean =>
  onMap(g, a.defenders).length === 0 && a.targets.every((h) => defendersIn(g, h, a.faction).length === 0);

/**
 * Why `unitId` may not advance into `hex` now:
 * W-65 15.91 (004: the attacker's surviving ground units of the attack, R-AWAW-RULE15-COPIES), into a
 * hex the defender held; W-66 15.92A unsupplied units may not; W-66 15.92C / GU-51 10.56 airdropped
 * units may not (the stricter 10.56, AG-G-56); W-66 15.92B / XP-36 16.47: exploiting armor keeps the
 * chain; W-66 15.92D: defenders never advance (only attackers are asked); SK-13 12.21: not overstacked.
 * W-67 15.93 multiplayerDisagreement: one player commands an alliance faction's attack here, so
 * allies never disagree (R-AWAW-ONE-FACTION).
 */
export function advanceViolations(g: AwawGame, book: TurnBook, a: UnderWayAttack, unitId: string, hex: string): Violation[] {
  const u = unit(g, unitId);
  if (!u || !a.attackers.includes(unitId) || hexOfUnit(g, unitId) === undefined) {
    return [{ rule: '15.91', code: 'advance.notAttacker', message: `${unitId} is not a surviving unit of this attack (15.91)` }];
  }
  const out: Violation[] = [];
  if (!a.targets.includes(hex)) out.push({ rule: '15.91', code: 'advance.notDefenderHex', message: `${hex} is not a hex the defender held (15.91)` });
  if (!defendersGone(g, a)) out.push({ rule: '15.91', code: 'advance.defendersLeft', message: 'advance only follows the elimination of every defending unit (15.91)' });
  if (a.advanced.some((x) => x.unit === unitId)) out.push({ rule: '15.91', code: 'advance.twice', message: `${u.name} has already advanced` });
  if (effectiveSupply(u) === 'unsupplied') out.push({ rule: '15.92A', code: 'advance.unsupplied', message: `${u.name} is unsupplied and may not advance (15.92A)` });
  if (standingDrop(book, unitId)) out.push({ rule: '10.56', code: 'advance.airdropped', message: `${u.name} airdropped this turn and may not advance (10.56, 15.92C)` });
  if (u.shockArmy) out.push({ rule: '12.16', code: 'advance.shockArmy', message: 'shock armies are eliminated before advancing after combat (12.16)' });
  const at = hexOfUnit(g, unitId)!;
  if (!g.board.grid.adjacent(at, hex)) out.push({ rule: '15.91', code: 'advance.notAdjacent', message: `${u.name} in ${at} is not adjacent to ${hex}` });
  if (out.length === 0 && a.mode === 'exploitation') out.push(...exploitAdvanceViolations(g, book, unitId, hex));
  if (out.length === 0) out.push(...endOfMoveViolations(withMoved(g, unitId, hexPlace(hex)), hex));
  return out;
}
