import type { Violation } from '../../core/violation.ts';
import { ATTRITION_COLUMNS, ATTRITION_TABLE, parseAttritionResult, type AttritionColumn } from '../data/attrition-table.ts';
import type { AwawGame } from '../model/game.ts';
import { theaterOf } from '../model/hex-ids.ts';
import { sideOf, type Faction } from '../model/ids.ts';
import { factionOf, groundOnMap, hexOfUnit, nationalityOf, unit, weatherOf } from '../model/queries.ts';
import type { GroundUnit } from '../model/units.ts';
import type { TurnBook } from '../turn/context.ts';
import { attackedIn } from './attack.ts';
import { attritionFront, attritionTargetsOf, zoneFaction, zoneIsEnemyOf } from './attrition-zones.ts';
import { unitCtl } from './ctl.ts';
import { attackFactor, countsForAttrition } from './ground-units.ts';
import { attritionPermittedOn } from './offensives.ts';
import { winterPreparationOf } from './partisans/movement-combat.ts';

/**
 * 14.2-14.4: declaring and rolling an attrition. Catalog: T-3..T-13.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/**
 * T-5 14.23 ineligibleAttritioners: A units in offensive operations this combat phase (attacks,
 * airdrops, exploitation); B units counted in another attrition this game turn; C-E no attritionable
 * enemy unit across a passable, unfortified hexside (attrition-zones.ts); F partisans, replacements,
 * flak (GU-10, GU-75). Why a unit may not count against `zone`, or undefined.
 */
export function attritionerBar(g: AwawGame, book: TurnBook, zone: string, u: GroundUnit): string | undefined {
  const at = hexOfUnit(g, u.id);
  if (at === undefined) return `${u.name} is not on the map`;
  if (!countsForAttrition(u) || attackFactor(u) <= 0) return `${u.name} does not count in attritions (14.23F, 10.23, 10.93)`;
  if (attackedIn(book, 'regular').has(u.id) || attackedIn(book, 'exploitation').has(u.id)) return `${u.name} attacked this combat phase (14.23A)`;
  if (book.airdrops.some((d) => d.unit === u.id)) return `${u.name} airdropped this combat phase (14.23A)`;
  if (book.exploiters.some((x) => x.unit === u.id)) return `${u.name} exploited this combat phase (14.23A)`;
  if (book.attritionCounted.includes(u.id)) return `${u.name} has been counted in another attrition (14.23B)`;
  if (attritionTargetsOf(g, book.zones, zone, at).length === 0) return `${u.name} is not in contact with an attritionable unit of ${zone} (14.22, 14.23C-E)`;
  return undefined;
}

/** The units of `faction` eligible against `zone` (14.22, 14.23): all of them count until left out (14.213). */
export const eligibleAttritionersOf = (g: AwawGame, book: TurnBook, faction: Faction, zone: string): string[] =>
  groundOnMap(g, faction).filter((u) => attritionerBar(g, book, zone, u) === undefined).map((u) => u.id);

/**
 * An attrition declared against `zone` by `units` (T-3 14.213 optionalInclusion: any of the eligible
 * units, at least one): the zone an enemy's (14.13), one roll per faction against it per turn
 * (14.13), permitted on its front (W-8, R-AWAW-OFFENSIVES).
 */
export function attritionViolations(g: AwawGame, book: TurnBook, zone: string, unitIds: readonly string[]): Violation[] {
  if (!Object.values(book.zones).includes(zone)) return [v('14.211', 'attrition.unknownZone', `no attrition zone "${zone}"`)];
  const units = unitIds.map((id) => unit(g, id));
  if (unitIds.length === 0 || units.some((u) => u === undefined)) return [v('14.21', 'attrition.units', 'an attrition names at least one ground unit of the map')];
  if (new Set(unitIds).size !== unitIds.length) return [v('14.23B', 'attrition.listedTwice', 'a unit is listed twice')];
  const atk = units as GroundUnit[];
  const faction = factionOf(g, atk[0]!);
  if (sideOf(faction) !== g.info.phasing) return [v('14.13', 'attrition.notPhasing', `${atk[0]!.name} is not the phasing side's`)];
  if (!zoneIsEnemyOf(zone, faction)) return [v('14.13', 'attrition.notEnemy', `${zone} is not an enemy attrition zone`)];
  const out: Violation[] = [];
  if (book.attritionsRolled.includes(`${faction}>${zone}`)) out.push(v('14.13', 'attrition.twice', `the ${faction} faction has already attritioned ${zone} this turn (14.13)`));
  const front = attritionFront(g, Object.entries(book.zones).find(([, z]) => z === zone)![0]);
  if (!attritionPermittedOn(g, faction, front, book.attacks)) out.push(v('15.45', 'attrition.fullOffensive', `no attrition on the ${front ?? 'unknown'} front, where the faction conducts a full offensive (15.45, R-AWAW-OFFENSIVES)`));
  for (const u of atk) {
    if (factionOf(g, u) !== faction) out.push(v('14.31', 'attrition.mixedFactions', `${u.name} is of another alliance faction: each faction attritions separately (14.31)`));
    const bar = attritionerBar(g, book, zone, u);
    if (bar) out.push(v('14.23', 'attrition.ineligible', bar));
  }
  return out;
}

/** T-7 14.41 attritionColumn: by the attritioning factors. */
export function attritionColumn(factors: number): AttritionColumn {
  if (factors >= 61) return '61+';
  return ATTRITION_COLUMNS[Math.max(0, Math.ceil(factors / 10) - 1)]!;
}

/** T-8 14.42A factorDrm: +1 for every ten factors over 61 (71-80 +1, 81-90 +2...; gaps.md AWAW #8). */
export const factorDrm = (factors: number): number => (factors <= 70 ? 0 : Math.floor((factors - 71) / 10) + 1);

/**
 * The level of the largest number of factors engaged (14.42B/C), the lower one on a tie
 * ("the less favorable"): for CTLs and winter preparation.
 */
export function levelOfMost(entries: readonly { factors: number; level: number }[]): number {
  const by = new Map<number, number>();
  for (const e of entries) by.set(e.level, (by.get(e.level) ?? 0) + e.factors);
  let best: { level: number; factors: number } | undefined;
  for (const [level, factors] of by) {
    if (!best || factors > best.factors || (factors === best.factors && level < best.level)) best = { level, factors };
  }
  return best?.level ?? 0;
}

/** T-9 14.42B ctlDrm: attacker's CTL of most factors minus the defender's (AT-T-1..AT-T-3). */
export function ctlDrm(g: AwawGame, attackers: readonly GroundUnit[], defenders: readonly GroundUnit[]): number {
  const level = (us: readonly GroundUnit[]) => levelOfMost(us.map((u) => ({ factors: attackFactor(u), level: unitCtl(g, u) })));
  return level(attackers) - level(defenders);
}

/**
 * T-10 14.42C winterPrepDrm: in winter-effect turns only, the difference of winter preparation, each
 * level capped at the winter level of the defenders' area (the highest among the defenders in
 * contact, R-AWAW-WINTER-AREA); no modifier where no winter effect applies.
 */
export function winterDrm(g: AwawGame, attackers: readonly GroundUnit[], defenders: readonly GroundUnit[]): number {
  const level = Math.max(0, ...defenders.map((u) => weatherOf(g, hexOfUnit(g, u.id) ?? '')?.winterLevel ?? 0));
  if (level <= 0) return 0;
  const prep = (us: readonly GroundUnit[]) => Math.min(level, levelOfMost(us.map((u) => ({ factors: attackFactor(u), level: winterPreparationOf(u, nationalityOf(g, u).winterPreparation) }))));
  return prep(attackers) - prep(defenders);
}

/** The zone's units in contact with the attritioning units (14.42B, 14.52C). */
export function defendersInContact(g: AwawGame, book: TurnBook, zone: string, attackers: readonly GroundUnit[]): GroundUnit[] {
  const seen = new Map<string, GroundUnit>();
  for (const a of attackers) for (const d of attritionTargetsOf(g, book.zones, zone, hexOfUnit(g, a.id)!)) seen.set(d.id, d);
  return [...seen.values()];
}

/**
 * T-11 14.43 clampResult: below 0 reads 0, above 11 reads "11+". T-12 14.41 (Asia)
 * pacificHexHalving: on the Pacific mapboard the hexes are halved, rounded down.
 */
export function attritionResult(column: AttritionColumn, modified: number, pacific: boolean): { c: number; h: number; text: string; row: number } {
  const row = Math.min(11, Math.max(0, modified));
  const text = ATTRITION_TABLE[row]![ATTRITION_COLUMNS.indexOf(column)]!;
  const r = parseAttritionResult(text);
  return { c: r.c, h: pacific ? Math.floor(r.h / 2) : r.h, text, row };
}

/** T-13 14.44 swap1C1Hfor2C: the attacker may take "2C" for "1C/1H". */
export const mayTake2C = (text: string): boolean => text === '1C/1H';

/** Whether a zone lies on the Pacific mapboard (T-12). */
export const zoneIsPacific = (book: TurnBook, zone: string): boolean =>
  Object.entries(book.zones).some(([h, z]) => z === zone && theaterOf(h) === 'pacific');

export const zoneHexes = (book: TurnBook, zone: string): string[] => Object.entries(book.zones).filter(([, z]) => z === zone).map(([h]) => h);
export { zoneFaction };
export type { Faction };
