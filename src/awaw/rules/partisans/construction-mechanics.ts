import type { Violation } from '../../../core/violation.ts';
import type { PartisanArea } from '../../data/partisan-areas.ts';
import type { AwawGame } from '../../model/game.ts';
import { theaterOf } from '../../model/hex-ids.ts';
import { areEnemies, type Faction } from '../../model/ids.ts';
import { atWar, type MajorPower, type PoliticalFacts } from '../../model/politics.ts';
import { factionOf, groundIn, hasFeature, markersIn } from '../../model/queries.ts';
import type { PartisanBuild } from '../../turn/movement-book.ts';
import { enemyZoc } from '../zoc.ts';
import { builderOf } from './areas.ts';

/**
 * 11.35 Mechanics of partisan construction, and 11.354-11.356 who builds. Catalog: PT-28..PT-39.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** PT-28 11.351 constructionTiming: partisans are placed during the unit construction phase. */
export const PARTISAN_PLACEMENT_PHASE = 'construction';

/** PT-29 11.352 partisanCost: two BRPs each, except the free builds of PT-30 and PT-31. */
export const PARTISAN_BRP_COST = 2;

/**
 * The BRPs a build costs, given this turn's earlier builds:
 * PT-30 11.352A russianFreePartisan: Russia builds one partisan a turn free in Russia, eastern Poland
 * or Siberia; a second there costs two. PT-31 11.352B chineseCommunistFreePartisan: Communist China
 * builds one a turn free while Yenan is held by Communist China or Russia.
 */
export function partisanCost(p: PoliticalFacts, builds: readonly PartisanBuild[], builder: MajorPower, area: PartisanArea): number {
  const freeUsed = builds.some((b) => b.builder === builder && b.cost === 0);
  if (builder === 'russia' && (area.id === 'russia' || area.id === 'siberia') && !freeUsed) return 0;
  if (builder === 'communistChina' && p.partisans.yenanHeldByCommunists && !freeUsed) return 0;
  return PARTISAN_BRP_COST;
}

/**
 * PT-33 11.353B atWarRequired: a major power not at war with the major power the partisans will
 * operate against may not build them (EXCEPTION: Indian partisans, PT-12, PT-66).
 */
export const atWarWithTarget = (p: PoliticalFacts, builder: MajorPower, against: MajorPower | undefined, area: PartisanArea): boolean =>
  area.id === 'india' || (against !== undefined && atWar(p, builder, against));

/**
 * PT-34 11.353C onePerCountryPerTurn: one partisan per alliance faction and country each turn (the
 * area: the Iraq group is one country, 11.341A; Siberia apart from Russia, AG-G-55), except that
 * Russia may add a second in Russia or eastern Poland at the normal cost to its free build there.
 */
export function onePerCountryViolations(builds: readonly PartisanBuild[], faction: Faction, area: PartisanArea): Violation[] {
  const here = builds.filter((b) => b.faction === faction && b.area === area.id);
  if (here.length === 0) return [];
  if (faction === 'russia' && area.id === 'russia' && here.length === 1 && here[0]!.cost === 0) return [];
  return [v('11.353C', 'partisan.onePerCountry', `the ${faction} faction has already built ${here.length === 1 ? 'a partisan' : 'its partisans'} in ${area.row} this turn (11.353C)`)];
}

/**
 * PT-35 11.353D placementHex: on a vacant enemy-controlled hex, or on one holding only partisans of
 * the same major power that would otherwise be enemy-controlled (the map's control stays the
 * previous controller's under a partisan, 11.61).
 * PT-36 11.353E placementExclusions: not in a hex with an enemy ground, air or naval unit, air base
 * counter, rocket base, bridgehead, port counter, railhead, IC, fortification or fortress, nor in an
 * enemy ZoC. (Air and naval units are counts, not counters, in this model: R-AWAW-AIR.)
 */
export function placementHexViolations(g: AwawGame, builder: MajorPower, faction: Faction, hex: string): Violation[] {
  const out: Violation[] = [];
  const holder = g.control[hex];
  if (holder === undefined || !areEnemies(holder, faction)) out.push(v('11.353D', 'partisan.notEnemyHex', `${hex} is not enemy-controlled (11.353D)`));
  const units = groundIn(g, hex);
  const sameBuilder = units.every((u) => u.type === 'partisan' && builderOf(g, u) === builder);
  if (units.length > 0 && !sameBuilder) out.push(v('11.353D', 'partisan.notVacant', `${hex} is not vacant: only partisans of the same major power may already be there (11.353D)`));
  if (units.some((u) => areEnemies(factionOf(g, u), faction))) out.push(v('11.353E', 'partisan.enemyUnit', `${hex} holds an enemy ground unit (11.353E)`));
  const counters = markersIn(g, hex).filter((m) => ['airbase', 'rocketBase', 'bridgehead', 'portCounter', 'railhead', 'fortification'].includes(m.type));
  if (counters.length > 0) out.push(v('11.353E', 'partisan.counter', `${hex} holds a ${counters[0]!.type} counter (11.353E)`));
  if (hasFeature(g, hex, 'ic') || hasFeature(g, hex, 'fortress')) out.push(v('11.353E', 'partisan.icOrFortress', `${hex} holds an IC or a fortress (11.353E)`));
  if (enemyZoc(g, faction).has(hex)) out.push(v('11.353E', 'partisan.enemyZoc', `${hex} is in an enemy ZoC (11.353E)`));
  return out;
}

/**
 * Who may build:
 * PT-37 11.354 westernBuilder: subject to 11.32A, any Western Allied major power at war with Germany
 * builds Western Allied partisans in Europe;
 * PT-38 11.355 europeanAxisBuilder: European Axis partisans are built by Germany;
 * PT-39 11.356 nationalistBuilder: Nationalist Chinese partisans by Nationalist China.
 */
export function builderViolations(p: PoliticalFacts, builder: MajorPower, faction: Faction, hex: string): Violation[] {
  const europe = theaterOf(hex) === 'europe';
  if (faction === 'western' && europe && !atWar(p, builder, 'germany')) return [v('11.354', 'partisan.westernBuilder', `${builder} is not at war with Germany and may not build Western Allied partisans in Europe (11.354)`)];
  if (faction === 'axis' && europe && builder !== 'germany') return [v('11.355', 'partisan.axisBuilder', 'European Axis partisans must be built by Germany (11.355)')];
  if (faction === 'nationalistChina' && builder !== 'nationalistChina') return [v('11.356', 'partisan.nationalistBuilder', 'Nationalist Chinese partisans must be built by Nationalist China (11.356)')];
  return [];
}
