import type { PartisanArea } from '../../data/partisan-areas.ts';
import { MAJOR_POWER_PARTISAN_TABLE, MINOR_EUROPE_TABLE, MINOR_PACIFIC_TABLE, parsePoolEntry, type MajorPowerRow, type PoolEntry } from '../../data/partisan-tables.ts';
import type { AwawGame } from '../../model/game.ts';
import type { Faction } from '../../model/ids.ts';
import { politicsOf, type PoliticalFacts } from '../../model/politics.ts';
import { factionOf, groundOnMap } from '../../model/queries.ts';
import { areaOfPartisan } from './areas.ts';

/**
 * 11.2 Partisan force pools. Catalog: PT-2..PT-10 (the tables are data/partisan-tables.ts).
 */

const NONE: PoolEntry = { automatic: 0, maximum: 0 };

/**
 * The table cell of a faction in an area: 11.22's columns Axis / Western Allies / Communist (the
 * "Communist" partisans of France and Italy are Russia's, AG-G-15; China's "Western Allies" cell
 * holds the Nationalist pool and its "Communist" cell Communist China's, AG-G-31); 11.23's
 * Ax / WA / Ru in Europe and Jap / WA / Ru in the Pacific (Communist China's "1**" is the same
 * Communist Chinese pool as 11.22's China row, AG-G-31).
 */
export function poolCell(area: PartisanArea, faction: Faction): string | undefined {
  if (area.table === 'major') {
    const row = MAJOR_POWER_PARTISAN_TABLE[area.row as MajorPowerRow];
    if (area.id === 'china') return faction === 'nationalistChina' ? row[1] : faction === 'communistChina' ? row[2] : faction === 'axis' ? row[0] : undefined;
    return faction === 'axis' ? row[0] : faction === 'western' ? row[1] : faction === 'russia' ? row[2] : undefined;
  }
  if (area.table === 'europe') {
    const row = MINOR_EUROPE_TABLE[area.row];
    return row && (faction === 'axis' ? row[6] : faction === 'western' ? row[7] : faction === 'russia' ? row[8] : undefined);
  }
  if (area.table === 'pacific') {
    const row = MINOR_PACIFIC_TABLE[area.row];
    return row && (faction === 'axis' ? row[5] : faction === 'western' ? row[6] : faction === 'russia' ? row[7] : undefined);
  }
  return undefined;
}

/**
 * PT-9 11.22F poolChina (and 11.23 "1**"): Communist China's partisans are one in 1939-41, two in
 * 1942, three in 1943, four in 1944, five in 1945 and six in 1946 (AG-G-31: a year schedule).
 */
export const communistChinaPool = (year: number): number => Math.min(6, Math.max(1, year - 1940));

/**
 * PT-2 11.21 partisanPoolLimit: the partisans a faction may build in an area are limited by the
 * area's pool; production (and Axis Moslem Unrest) raises some pools.
 * PT-3 poolNotation: "a:b", a automatic, b at most with production results, one result for each
 * partisan above a (R-AWAW-PARTISAN-PRODUCTION; the required number is not in the texts, AG-G-18).
 * PT-4 11.22A poolFrance, PT-5 11.22B poolBritain, PT-7 11.22D poolSiberia, PT-8 11.22E poolItaly:
 * the table's cells. PT-6 11.22C poolRussia: the Communist pool in Russia is lowered by one per
 * Russian occupation policies result, by three at most (44.32B). PT-9 China: Nationalist two,
 * Communist by year. PT-10 11.23 poolMinorCountry: the minor table's partisan columns (Ireland's
 * "2†" counts two when Germany may build there, 11.341B). PT-26 11.341C: India, two for Japan
 * once it has an Indian Subversion production result.
 */
export function poolSize(p: PoliticalFacts, area: PartisanArea, faction: Faction, year: number): number {
  if (area.id === 'india') return faction === 'axis' && p.partisans.indianSubversion ? 2 : 0;
  if (area.id === 'china' && faction === 'communistChina') return communistChinaPool(year);
  const cell = poolCell(area, faction);
  const entry = cell === undefined ? NONE : parsePoolEntry(cell);
  const results = p.partisans.productionResults[`${area.id}:${faction}`] ?? 0;
  let size = entry.automatic + Math.min(Math.max(0, results), entry.maximum - entry.automatic);
  if (area.id === 'russia' && faction === 'russia') size -= Math.min(3, Math.max(0, p.partisans.russianOccupationPolicyResults));
  return Math.max(0, size);
}

/** The faction's partisans on the map counted against an area's pool. */
export function partisansInPlay(g: AwawGame, area: PartisanArea, faction: Faction): number {
  return groundOnMap(g, faction).filter((u) => u.type === 'partisan' && factionOf(g, u) === faction && areaOfPartisan(g, u)?.id === area.id).length;
}

/** PT-2: room left in the pool. */
export const poolRoom = (g: AwawGame, area: PartisanArea, faction: Faction): number =>
  poolSize(politicsOf(g), area, faction, g.info.year) - partisansInPlay(g, area, faction);
