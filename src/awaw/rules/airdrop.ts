import type { Violation } from '../../core/violation.ts';
import type { CombatMode } from '../model/combat.ts';
import type { AwawGame } from '../model/game.ts';
import { sideOf } from '../model/ids.ts';
import { factionOf, groundIn, hexOf, hexOfUnit, markersIn, unit, weatherOf, withMoved } from '../model/queries.ts';
import { hexPlace } from '../model/places.ts';
import type { GroundUnit } from '../model/units.ts';
import type { TurnBook } from '../turn/context.ts';
import { attackedIn, attackerViolations, defendersIn, forceOf, groundStrengths } from './attack.ts';
import { unitCtl } from './ctl.ts';
import { armyOilApplies, mayAirdropByType, mayTakeOffensiveAction } from './ground-units.ts';
import { atLeastOneToOne, oddsOf } from './odds.ts';
import { stackingViolations } from './stacking.ts';
import { airAvailable, supportLimit } from './support.ts';

/**
 * 10.5 Airborne and 10.6 Chindits: airdrops. Catalog: GU-37..GU-58. Air transport and interception
 * are rules 18-19, not in the texts: the scenario gives each faction's air transport factors and
 * drop range, and the defender enters what interception did (R-AWAW-AIR).
 *
 * GU-39 10.52 airdropTiming: airdrops are made in the combat phase only, immediately before regular
 * ground combat (15.11) or before exploitation combat (16.44): the machine's two airdrop steps.
 * GU-54 10.58 airdropIgnoresZoc: no ZoC is consulted here.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** GU-44 10.53E airdropWeather: not into winter effect 3+ or restrictive winter; not from or into monsoon swamp, jungle, jungle/mountain. */
export function weatherBarsDrop(g: AwawGame, from: string, to: string): string | undefined {
  const into = weatherOf(g, to);
  if ((into?.winterLevel ?? 0) >= 3) return `a winter effect of ${into!.winterLevel} in ${to} (10.53E)`;
  if (into?.restrictive) return `restrictive winter weather in ${to} (10.53E)`;
  const monsoonRough = (h: string) => (weatherOf(g, h)?.monsoon ?? false) && ['swamp', 'jungle', 'jungleMountain'].includes(hexOf(g, h)?.terrain ?? '');
  if (monsoonRough(from) || monsoonRough(to)) return 'the monsoon (10.53E, 34.24B)';
  return undefined;
}

/**
 * Violations of an airdrop of `unitId` onto `hex` in `mode`:
 * GU-38 10.51 / GU-55 10.61A: airborne units and the Chindit only; GU-37 10.42: fully supplied,
 * not under army oil; GU-40 10.53A airdropBasing: from a hex with a friendly air base and an
 * unused air transport factor (the Chindit needs none, GU-55); GU-41 10.53B: not air or sea
 * transported this turn, not having attacked; XP-29 16.41: in exploitation, not having dropped or
 * fought before this player turn; GU-43 10.53D airdropCtl: CTL 2+; GU-44 weather; GU-57 10.61C: the
 * Chindit never onto enemy ground units; the drop range (R-AWAW-AIR); SK-4 12.12: at most three
 * specialized units; GU-48 10.55C airdropMinOdds: onto an enemy hex only if a first round at 1:1
 * can be fought (with every unit that could join and all the support the faction could fly,
 * R-AWAW-MIN-ODDS).
 */
export function airdropViolations(g: AwawGame, book: TurnBook, mode: CombatMode, unitId: string, hex: string): Violation[] {
  const u = unit(g, unitId);
  const from = u === undefined ? undefined : hexOfUnit(g, unitId);
  if (!u || from === undefined) return [v('10.51', 'airdrop.unknownUnit', `no ground unit "${unitId}" on the map`)];
  if (!hexOf(g, hex) || hexOf(g, hex)!.terrain === 'sea') return [v('10.55', 'airdrop.notLand', `${hex} is not a land hex of the map`)];
  const faction = factionOf(g, u);
  const out: Violation[] = [];
  if (sideOf(faction) !== g.info.phasing) out.push(v('10.52', 'airdrop.notPhasing', `${u.name} is not the phasing side's`));
  if (!mayAirdropByType(u) || !mayTakeOffensiveAction(u)) out.push(v('10.51', 'airdrop.notAirborne', `${u.name} cannot airdrop: only airborne units and the Chindit do (10.51, 10.61)`));
  if (book.airdrops.some((d) => d.unit === unitId)) out.push(v('16.41', 'airdrop.twice', `${u.name} has already airdropped this turn (16.41)`));
  if (attackedIn(book, 'regular').has(unitId) || attackedIn(book, 'exploitation').has(unitId)) out.push(v('10.53B', 'airdrop.attacked', `${u.name} has attacked this combat phase (10.53B, 16.41)`));
  if (u.transported) out.push(v('10.53B', 'airdrop.transported', `${u.name} was air or sea transported this turn (10.53B)`));
  if (u.supply !== 'full' || armyOilApplies(u)) out.push(v('10.42', 'airdrop.supply', `${u.name} is not fully supplied (10.42)`));
  if (unitCtl(g, u) < 2) out.push(v('10.53D', 'airdrop.ctl', `${u.name} has a CTL of ${unitCtl(g, u)}; airdrops need 2 (10.53D)`));
  if (u.type !== 'chindit') {
    if (!markersIn(g, from, 'airbase').some((m) => m.faction === faction)) out.push(v('10.53A', 'airdrop.noAirBase', `${u.name} is not at a friendly air base (10.53A)`));
    const transport = (g.factions[faction]?.airTransport ?? 0) - (book.transportUsed[faction] ?? 0);
    if (transport < 1) out.push(v('10.53A', 'airdrop.noTransport', `no uninverted air transport factor is left (10.53A)`));
  }
  if (from === hex) out.push(v('10.55', 'airdrop.ownHex', `${u.name} is already in ${hex}: a drop is onto another hex`));
  const range = g.factions[faction]?.airdropRange ?? 0;
  if (g.board.grid.distance(from, hex) > range) out.push(v('10.53A', 'airdrop.range', `${hex} is ${g.board.grid.distance(from, hex)} hexes from ${from}; the drop range is ${range} (R-AWAW-AIR)`));
  const weather = weatherBarsDrop(g, from, hex);
  if (weather) out.push(v('10.53E', 'airdrop.weather', `no airdrop: ${weather}`));
  const enemies = defendersIn(g, hex, faction);
  if (u.type === 'chindit' && enemies.length > 0) out.push(v('10.61C', 'airdrop.chinditOnEnemy', 'the Chindit may not airdrop onto enemy ground units (10.61C)'));
  if (out.length > 0) return out;
  const after = withMoved(g, unitId, hexPlace(hex));
  const stack = stackingViolations(after, hex).filter((x) => x.code === 'stacking.specialized');
  if (stack.length > 0) return stack;
  if (enemies.length > 0 && !firstRoundCanReachOneToOne(after, book, mode, u, hex)) {
    out.push(v('10.55C', 'airdrop.odds', `no first round at 1:1 or better could follow an airdrop onto ${hex} (10.55C)`));
  }
  return out;
}

/** GU-48: the best first round the faction could fight on `hex` after the drop. */
function firstRoundCanReachOneToOne(g: AwawGame, book: TurnBook, mode: CombatMode, dropped: GroundUnit, hex: string): boolean {
  const faction = factionOf(g, dropped);
  const used = attackedIn(book, mode);
  const helpers = g.board.grid.neighbours(hex).flatMap((n) => groundIn(g, n))
    .filter((x) => factionOf(g, x) === faction && !used.has(x.id) && attackerViolations(g, book, mode, faction, x).length === 0);
  const alsoDropped = groundIn(g, hex).filter((x) => factionOf(g, x) === faction && x.id !== dropped.id);
  const ids = [dropped.id, ...alsoDropped.map((x) => x.id), ...helpers.map((x) => x.id)];
  const force = { ...forceOf(book, mode, faction, [hex], ids), dropped: [dropped.id, ...alsoDropped.map((x) => x.id)] };
  const s = groundStrengths(g, force);
  return atLeastOneToOne(oddsOf(s.attack + supportLimit(airAvailable(g, book, faction), s.attack), s.defense));
}

/**
 * GU-42 10.53C airdropOffensiveOperation: the transport factor always conducts an offensive
 * operation; the airborne unit does when it drops onto enemy ground units and combat follows. For
 * 14.23A every dropped unit is out of the attrition (airdrops onto undefended hexes included).
 */
export const airdropIsOffensive = (onEnemy: boolean, combatFollowed: boolean): boolean => onEnemy && combatFollowed;

/**
 * GU-45 10.54 airdropInterception and GU-56 10.61B chinditTransportLoss: a transport forced to abort
 * takes the unit back to its base; a transport eliminated takes the unit with it (18.624).
 */
export type InterceptionOutcome = 'aborted' | 'eliminated';

/**
 * GU-52 10.56 airborneWithEnemyEliminated: an airborne unit still in a hex with enemy ground units
 * after combat is eliminated. GU-51 10.56 noMoveAfterAirdrop: it may not advance or move until the
 * next game turn (advance.ts). GU-53 10.57 airdropNoAutoSupply: no automatic supply the turn after.
 * GU-46 10.55A / GU-47 10.55B: attack.ts. GU-49 10.55D / GU-50 10.55E: dm-positive.ts.
 * GU-58 10.61D chinditNoActAfterDrop: attack.ts.
 */
export const strandedAfterCombat = (g: AwawGame, u: GroundUnit): boolean => {
  const at = hexOfUnit(g, u.id);
  return at !== undefined && defendersIn(g, at, factionOf(g, u)).length > 0;
};
