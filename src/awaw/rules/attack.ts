import type { Violation } from '../../core/violation.ts';
import type { AttackForce, CombatMode } from '../model/combat.ts';
import type { AwawGame } from '../model/game.ts';
import { areEnemies, sideOf, type Faction } from '../model/ids.ts';
import { factionOf, groundIn, hexOf, hexOfUnit, markersIn, nationalityOf, unit, weatherOf } from '../model/queries.ts';
import type { GroundUnit } from '../model/units.ts';
import type { TurnBook } from '../turn/context.ts';
import { unitDefense } from './dm.ts';
import { attackFactor, isMechanizedArmor, isSpecialized, mayTakeOffensiveAction } from './ground-units.ts';
import { atLeastOneToOne, oddsOf } from './odds.ts';
import { attackPermittedOn } from './offensives.ts';
import { partisanAttackViolations } from './partisans/movement-combat.ts';

/**
 * 15.2 and 15.4: who may attack what. Catalog: W-1..W-10, W-37; GU-9, GU-46, GU-58; XP-28, XP-33.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** Enemy ground units that defend in a hex (flak has no combat factor and does not defend, GU-75). */
export const defendersIn = (g: AwawGame, hex: string, attacker: Faction): GroundUnit[] =>
  groundIn(g, hex).filter((u) => u.type !== 'flak' && areEnemies(factionOf(g, u), attacker));

/** W-1 15.21 (34.24B): no attack from or into swamp, jungle or jungle/mountain during a monsoon. */
export function monsoonBars(g: AwawGame, hex: string): boolean {
  const t = hexOf(g, hex)?.terrain;
  return (weatherOf(g, hex)?.monsoon ?? false) && (t === 'swamp' || t === 'jungle' || t === 'jungleMountain');
}

/** The airdrop a unit made this phase that still stands (not aborted or shot down). */
export const standingDrop = (book: TurnBook, id: string, mode?: CombatMode) =>
  book.airdrops.find((d) => d.unit === id && d.status === 'dropped' && (mode === undefined || d.mode === mode));

/** Units that attacked in `mode` this combat phase (W-6 15.43: one attack each). */
export const attackedIn = (book: TurnBook, mode: CombatMode): Set<string> =>
  new Set(book.attacks.filter((a) => a.mode === mode).flatMap((a) => a.attackers));

/** W-9 15.46 attackedOncePerPhase: each hex once per alliance faction and combat mode (exploitation may attack again). */
export const hexAttackedBy = (book: TurnBook, mode: CombatMode, faction: Faction, hex: string): boolean =>
  book.attacks.some((a) => a.mode === mode && a.faction === faction && a.targets.includes(hex));

/** An exploiting armor unit (placed on a breakthrough hex, 16.2) of this turn. */
export const exploiterOf = (book: TurnBook, id: string) => book.exploiters.find((x) => x.unit === id);

/**
 * Whether a unit may attack at all in `mode` now (not yet which hex): W-1 15.21 eligibleAttackers,
 * GU-9/GU-75 (replacements and flak never), W-6 15.43 (once per mode), GU-58 10.61D (the Chindit not
 * in the phase it drops), XP-28 16.41 exploitAttackers (in exploitation only exploiting armor with
 * its component intact, and airborne units dropped during exploitation), XP-29 16.41 (an airborne
 * unit dropping in exploitation has not dropped or fought before).
 */
export function attackerViolations(g: AwawGame, book: TurnBook, mode: CombatMode, faction: Faction, u: GroundUnit): Violation[] {
  const out: Violation[] = [];
  if (factionOf(g, u) !== faction) out.push(v('15.21', 'attack.otherFaction', `${u.name} is not of the ${faction} alliance faction: one faction attacks at a time (15.46, R-AWAW-ONE-FACTION)`));
  if (hexOfUnit(g, u.id) === undefined) out.push(v('15.23', 'attack.offMap', `${u.name} is not on the map (15.23: no attacks from a mapboard box)`));
  if (!mayTakeOffensiveAction(u) || attackFactor(u) <= 0) out.push(v('10.23', 'attack.mayNotAttack', `${u.name} may not attack (${u.type === 'flak' ? '10.93' : '10.23'})`));
  if (attackedIn(book, mode).has(u.id)) out.push(v('15.43', 'attack.twice', `${u.name} has already attacked in this ${mode} combat (15.43)`));
  const drop = book.airdrops.find((d) => d.unit === u.id && d.status === 'dropped');
  if (u.type === 'chindit' && drop) out.push(v('10.61D', 'attack.chinditDropped', 'the Chindit may not attack in the combat phase it airdrops (10.61D)'));
  if (mode === 'exploitation') {
    const exploiter = exploiterOf(book, u.id);
    const droppedNow = drop?.mode === 'exploitation';
    if (!droppedNow && !(exploiter && isMechanizedArmor(g, u))) {
      out.push(v('16.41', 'attack.notExploiting', `${u.name} is not an exploiting armor unit nor an airborne unit dropped during exploitation (16.41)`));
    }
  }
  return out;
}

/**
 * W-5 15.42 splitHexAttackers: units of one hex may attack different hexes, or not attack: nothing
 * here ties a unit to its hex-mates' attacks.
 *
 * Violations of an attack on `targets` by `attackers` in `mode`:
 * W-1 15.21 adjacency (or, for an airdropped unit, on top of the enemy); GU-46 10.55A: a dropped
 * unit attacks only its drop hex (GU-47 10.55B: in a multi-hex attack, one of them);
 * W-3 15.23 noBoxAttacks; W-4 15.41: every defending unit of a hex defends; W-7 15.44
 * multiHexDefense: every attacker adjacent to every defending hex; W-9 15.46; W-10 15.47 twoPerHex
 * (specialized units, armor in its breakthrough hex (XP-33 16.45) and shock armies excepted);
 * the offensive level of the hex attacked (R-AWAW-OFFENSIVES); W-37 15.52 minimumOddsExceptions,
 * checked with the most ground support the attacker could add (R-AWAW-MIN-ODDS).
 */
export function attackViolations(g: AwawGame, book: TurnBook, mode: CombatMode, targets: readonly string[], attackerIds: readonly string[], maxSupport: number): Violation[] {
  const out: Violation[] = [];
  const units = attackerIds.map((id) => unit(g, id));
  const missing = attackerIds.filter((_, i) => units[i] === undefined);
  if (missing.length > 0) return [v('15.21', 'attack.unknownUnit', `no ground unit ${missing.map((m) => `"${m}"`).join(', ')}`)];
  if (new Set(attackerIds).size !== attackerIds.length || new Set(targets).size !== targets.length) return [v('15.43', 'attack.listedTwice', 'a unit or hex is listed twice')];
  const atk = units as GroundUnit[];
  const faction = factionOf(g, atk[0]!);
  if (sideOf(faction) !== g.info.phasing) return [v('15.21', 'attack.notPhasing', `${atk[0]!.name} is not the phasing side's`)];
  for (const hex of targets) {
    if (!hexOf(g, hex)) return [v('15.23', 'attack.notAHex', `${hex} is not a hex of the map (15.23: no attacks into a mapboard box)`)];
    if (defendersIn(g, hex, faction).length === 0) out.push(v('15.21', 'attack.noEnemy', `${hex} holds no enemy ground unit with a combat factor`));
    if (hexAttackedBy(book, mode, faction, hex)) out.push(v('15.46', 'attack.hexTwice', `${hex} has already been attacked by this faction in ${mode} combat (15.46)`));
    if (!attackPermittedOn(g, faction, hex)) out.push(v('15.45', 'attack.noOffensive', `the ${faction} faction has no offensive on the front of ${hex} (9.71, R-AWAW-OFFENSIVES)`));
    if (monsoonBars(g, hex)) out.push(v('15.21', 'attack.monsoon', `${hex} may not be attacked during the monsoon (34.24B)`));
  }
  const perHex = new Map<string, number>();
  for (const u of atk) {
    out.push(...attackerViolations(g, book, mode, faction, u));
    // PT-44 11.42: partisans attack no hex across their country's borders.
    for (const hex of targets) out.push(...partisanAttackViolations(g, u, hex));
    const at = hexOfUnit(g, u.id);
    if (at === undefined) continue;
    const drop = standingDrop(book, u.id);
    if (drop) {
      if (!targets.includes(drop.hex)) out.push(v('10.55A', 'attack.dropHexOnly', `${u.name} airdropped on ${drop.hex} and may attack only there (10.55A)`));
    } else {
      for (const hex of targets) if (!g.board.grid.adjacent(at, hex)) out.push(v('15.44', 'attack.notAdjacent', `${u.name} in ${at} is not adjacent to ${hex} (15.21, 15.44)`));
      if (monsoonBars(g, at)) out.push(v('15.21', 'attack.monsoon', `${u.name} in ${at} may not attack during the monsoon (34.24B)`));
    }
    const breakthroughArmor = mode === 'exploitation' && exploiterOf(book, u.id)?.breakthrough === at && exploiterOf(book, u.id)?.route === undefined;
    if (!isSpecialized(u) && !u.shockArmy && !breakthroughArmor && !drop) perHex.set(at, (perHex.get(at) ?? 0) + 1);
  }
  for (const [hex, n] of perHex) {
    const before = book.attacks.filter((a) => a.mode === mode).flatMap((a) => a.origins).filter((o) => o.hex === hex)
      .map((o) => unit(g, o.unit)).filter((u) => u !== undefined && !isSpecialized(u) && !u.shockArmy).length;
    if (n + before > 2) out.push(v('15.47', 'attack.twoPerHex', `only two ground units may attack from ${hex} (15.47)`));
  }
  if (out.length === 0) out.push(...minimumOddsViolations(g, book, mode, faction, targets, atk, maxSupport));
  return out;
}

/** Whether the attack falls under 15.52's 1:1 minimum: French or Chinese units, an airdrop, a fortification or fortress. */
export function minimumOddsCategory(g: AwawGame, book: TurnBook, targets: readonly string[], atk: readonly GroundUnit[], faction: Faction): string | undefined {
  if (atk.some((u) => nationalityOf(g, u).noAttacksBelowOneToOne)) return 'French or Chinese units may not attack at less than 1:1 (75.21, 80.21)';
  if (atk.some((u) => standingDrop(book, u.id) !== undefined)) return 'an airdrop onto an enemy hex needs 1:1 in the first round (10.55C)';
  if (targets.some((h) => fortifiedAgainst(g, h, faction))) return 'attacks against fortifications and fortresses need 1:1 (32.21A)';
  return undefined;
}

/** A fortress hex, or a hex with a fortification counter of the defender's (15.52, 15.55). */
export function fortifiedAgainst(g: AwawGame, hex: string, attacker: Faction): boolean {
  const info = hexOf(g, hex);
  if (!info) return false;
  return info.features.has('fortress') || markersIn(g, hex, 'fortification').some((m) => areEnemies(m.faction, attacker));
}

/** The force of a declared attack, as the DMs read it. */
export function forceOf(book: TurnBook, mode: CombatMode, faction: Faction, targets: readonly string[], attackers: readonly string[], groundSupport = 0, defensiveAir = 0): AttackForce {
  const dropped = attackers.filter((id) => standingDrop(book, id) !== undefined);
  return { mode, faction, targets, attackers, dropped, seaborne: [], groundSupport, defensiveAir };
}

/** The attack's strength and the defense's DM-modified strength, ground only. */
export function groundStrengths(g: AwawGame, force: AttackForce): { attack: number; defense: number } {
  const attack = force.attackers.reduce((n, id) => n + attackFactor(unit(g, id)!), 0);
  let defense = 0;
  for (const hex of force.targets) for (const d of defendersIn(g, hex, force.faction)) defense += unitDefense(g, d, hex, force).strength;
  return { attack, defense };
}

function minimumOddsViolations(g: AwawGame, book: TurnBook, mode: CombatMode, faction: Faction, targets: readonly string[], atk: readonly GroundUnit[], maxSupport: number): Violation[] {
  const why = minimumOddsCategory(g, book, targets, atk, faction);
  if (!why) return [];
  const force = forceOf(book, mode, faction, targets, atk.map((u) => u.id));
  const s = groundStrengths(g, force);
  const odds = oddsOf(s.attack + maxSupport, s.defense);
  return atLeastOneToOne(odds) ? [] : [v('15.52', 'attack.belowOneToOne', `${s.attack + maxSupport} against ${s.defense} is ${odds.text}: ${why} (15.52)`)];
}

/** The faction whose air flies defensive air support: the first defending unit's (R-AWAW-AIR). */
export const defendingFaction = (g: AwawGame, a: { readonly defenders: readonly string[] }): Faction => factionOf(g, unit(g, a.defenders[0]!)!);
