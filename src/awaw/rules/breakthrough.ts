import type { Violation } from '../../core/violation.ts';
import type { AwawGame } from '../model/game.ts';
import { theaterOf } from '../model/hex-ids.ts';
import { factionOf, hexOf, hexOfUnit, unit } from '../model/queries.ts';
import type { GroundUnit } from '../model/units.ts';
import type { Breakthrough, TurnBook, UnderWayAttack } from '../turn/context.ts';
import { attackedIn, standingDrop } from './attack.ts';
import { ctlAllowsBreakthrough, unitCtl } from './ctl.ts';
import { isMechanizedArmor } from './ground-units.ts';

/**
 * 16.1 Breakthroughs and 16.2 placement of armor on breakthrough hexes. Catalog: XP-1..XP-11, XP-40, W-62.
 */

/**
 * XP-2 16.11A breakthroughArmor: the attacking force of the final round included a fully supplied
 * armor unit with its mechanized component intact and a CTL of one or more (W-62 15.82C). Armor on
 * exploitation supply counts as fully supplied here (XP-40 16.61, AG-G-58).
 */
export function forceCanBreakThrough(g: AwawGame, a: UnderWayAttack): boolean {
  const finalRound = a.round?.attackers ?? a.attackers;
  return finalRound.map((id) => unit(g, id)).some((u) => u !== undefined && u.type === 'armor'
    && (u.supply === 'full' || u.exploitationSupply) && isMechanizedArmor(g, u) && ctlAllowsBreakthrough(unitCtl(g, u)));
}

/**
 * XP-1 16.11 breakthroughCreated: the attack eliminated every defender of the hex, XP-2 holds, and
 * XP-3 16.11B breakthroughAdvance: an attacking ground unit that survived the final round advances
 * into the hex, not a partisan nor an airborne unit dropped on it. XP-4 16.12: each hex of a
 * multi-hex attack can become one. XP-5 16.13 breakthroughRegularOnly: never from exploitation
 * attacks (nor overruns, issue 20). XP-6 16.14 undefendedBreakthrough: only a seaborne invasion by
 * several armor units breaks through an undefended hex: invasions are not modelled (R-AWAW-INVASIONS).
 */
export function advanceMakesBreakthrough(g: AwawGame, book: TurnBook, a: UnderWayAttack, advancing: GroundUnit, hex: string): boolean {
  if (a.mode !== 'regular') return false;
  if (book.breakthroughs.some((b) => b.hex === hex)) return false;
  if (advancing.type === 'partisan' || standingDrop(book, advancing.id)) return false;
  return forceCanBreakThrough(g, a);
}

/** XP-7 16.15 invasionBreakthroughCtl: armor exploiting from an invasion's breakthrough has its CTL reduced by one (no invasions here: 0). */
export const invasionCtlReduction = (fromInvasion: boolean): number => (fromInvasion ? 1 : 0);

/**
 * XP-9 16.22A-C exploitEligibility and XP-10 16.22D exploitNotAttacked: armor with a CTL of one or
 * more (checked on the unmodified CTL, AG-G-59), fully supplied from an unlimited source (not on
 * exploitation supply, XP-40), its mechanized component intact, that has not attacked this combat
 * phase.
 */
export function exploitEligibilityViolations(g: AwawGame, book: TurnBook, u: GroundUnit): Violation[] {
  const out: Violation[] = [];
  if (u.type !== 'armor') return [{ rule: '16.21', code: 'exploit.notArmor', message: `${u.name} is not an armor unit (16.21)` }];
  if (!ctlAllowsBreakthrough(unitCtl(g, u))) out.push({ rule: '16.22A', code: 'exploit.ctl', message: `${u.name} has a CTL below one (16.22A, 15.82C)` });
  if (u.supply !== 'full' || u.exploitationSupply) out.push({ rule: '16.22B', code: 'exploit.supply', message: `${u.name} was not fully supplied from an unlimited source (16.22B, 16.61)` });
  if (!isMechanizedArmor(g, u)) out.push({ rule: '16.22C', code: 'exploit.mechanized', message: `${u.name} has its mechanized component negated (16.22C)` });
  if (attackedIn(book, 'regular').has(u.id)) out.push({ rule: '16.22D', code: 'exploit.attacked', message: `${u.name} attacked this combat phase (16.22D)` });
  return out;
}

/**
 * XP-8 16.21 placementEligibility: an eligible armor unit that was, at the start of the first round
 * of the combat that created the breakthrough, adjacent to or stacked with any attacking unit.
 * XP-11 16.21/16.23 placementTiming: after all regular combat, regardless of movement factors,
 * ZoCs and stacking (SK-6 12.14 lets it overstack there). XP-15 16.31D: in the Pacific, none may
 * exploit from a forest, jungle, mountain, jungle/mountain or swamp breakthrough hex (Japanese armor
 * from jungle), so none is placed there (AG-G-62).
 */
export function placementViolations(g: AwawGame, book: TurnBook, unitId: string, hex: string): Violation[] {
  const u = unit(g, unitId);
  const b = book.breakthroughs.find((x) => x.hex === hex);
  if (!u) return [{ rule: '16.21', code: 'exploit.unknownUnit', message: `no ground unit "${unitId}"` }];
  if (!b) return [{ rule: '16.21', code: 'exploit.notBreakthrough', message: `${hex} is not a breakthrough hex` }];
  if (book.exploiters.some((x) => x.unit === unitId)) return [{ rule: '16.21', code: 'exploit.placedTwice', message: `${u.name} is already on a breakthrough hex` }];
  if (factionOf(g, u) !== b.faction) return [{ rule: '16.21', code: 'exploit.otherFaction', message: `${u.name} is not of the faction that broke through` }];
  const out = exploitEligibilityViolations(g, book, u);
  const at = hexOfUnit(g, unitId);
  if (at === undefined || !wasNextToAttackers(g, b, at)) out.push({ rule: '16.21', code: 'exploit.notNext', message: `${u.name} was not adjacent to or stacked with a unit attacking ${hex} when the combat began (16.21)` });
  const info = hexOf(g, hex);
  if (info && theaterOf(hex) === 'pacific' && info.terrain !== 'clear' && !(info.terrain === 'jungle' && u.nationality === 'japanese')) {
    out.push({ rule: '16.31D', code: 'exploit.pacificTerrain', message: `no exploitation from ${info.terrain} in the Pacific (16.31D)` });
  }
  return out;
}

export const wasNextToAttackers = (g: AwawGame, b: Breakthrough, at: string): boolean =>
  b.firstRoundHexes.some((h) => h === at || g.board.grid.adjacent(h, at));

/** The ground factors that defended `hex` in the attack (16.31E). */
export const defendedFactors = (g: AwawGame, a: UnderWayAttack, hex: string): number =>
  a.defenders.filter((_, i) => a.defenderHexes[i] === hex).map((id) => unit(g, id)).reduce((n, u) => n + (u ? (u.type === 'replacement' ? 1 : u.factor) : 0), 0);
