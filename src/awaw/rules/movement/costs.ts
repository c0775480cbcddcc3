import { BASIC_ENTRY_COST, OVERRUN_EXTRA_COST, ROUGH_EXTRA_COST, ROUGH_TERRAIN } from '../../data/movement.ts';
import { SAMPLE_WEATHER_MOVEMENT, type WeatherMovementTable } from '../../data/movement-weather.sample.ts';
import type { AwawGame } from '../../model/game.ts';
import { politicsOf } from '../../model/politics.ts';
import { hexOf, weatherOf } from '../../model/queries.ts';
import type { Terrain } from '../../model/terrain.ts';
import type { GroundUnit } from '../../model/units.ts';

/**
 * 13.41B-E The movement cost of entering a hex, with each part and its rule (the guide shows them).
 * Catalog: MV-13..MV-16, MV-23, MV-26; OV-6 and OV-17 (the overrun surcharge).
 */

export interface CostPart {
  readonly rule: string;
  readonly value: number;
  readonly label: string;
  /** The part comes from SAMPLE data (R-AWAW-WEATHER-MOVEMENT). */
  readonly sample?: boolean;
}

export interface EntryCost {
  readonly total: number;
  readonly parts: readonly CostPart[];
}

/**
 * MV-23 13.44 offBoardHexesClear: off-board hexes count as clear terrain for movement (the model
 * has none yet: rule 5's boxes are places, not hexes). SAMPLE (R-AWAW-WEATHER-MOVEMENT): frozen
 * swamps are entered as clear, as 14.62D treats them.
 */
export function movementTerrain(g: AwawGame, hex: string, offBoard = false, table: WeatherMovementTable = SAMPLE_WEATHER_MOVEMENT): Terrain {
  const t = hexOf(g, hex)?.terrain ?? 'clear';
  if (offBoard) return 'clear';
  if (t === 'swamp' && table.frozenSwampAsClear && weatherOf(g, hex)?.frozen) return 'clear';
  return t;
}

/** Japanese ground units and the Chindit enter jungle as if clear (13.41C, 10.63). */
export const jungleAsClear = (g: AwawGame, u: GroundUnit): boolean => u.type === 'chindit' || politicsOf(g).majorPowerOf[u.nationality] === 'japan';

/**
 * What entering `to` from `from` costs `u`:
 * MV-13 13.41B clearCost: one movement factor to enter a clear hex;
 * MV-14 13.41C roughCost: one more for forest, jungle, mountain, jungle/mountain or swamp; Japanese
 * ground units and the Chindit pay none for jungle but do for jungle/mountain (GU-60 10.63);
 * MV-15 13.41D zocCost: the ZoC cost of leaving `from` (zoc.ts; `zocCost` is that hex's);
 * MV-16 13.41E overrunCost / OV-6 13.52 overrunMovementCost: one more for each overrunning unit to
 * occupy the overrun hex; OV-17 13.56 overrunHexFree: other units entering a hex where an overrun
 * took place pay no such cost (only the overrunning units are `overrun`);
 * MV-26 13.47 weatherAreas: SAMPLE monsoon cost to enter swamp, jungle or jungle/mountain.
 * Rivers cost nothing to cross: 13.41 names no river cost (R-AWAW-MOVEMENT-COSTS).
 */
export function entryCost(g: AwawGame, u: GroundUnit, to: string, zocCost: number, overrun: boolean, table: WeatherMovementTable = SAMPLE_WEATHER_MOVEMENT): EntryCost {
  const parts: CostPart[] = [{ rule: '13.41B', value: BASIC_ENTRY_COST, label: 'enter a hex' }];
  const t = movementTerrain(g, to, false, table);
  if (ROUGH_TERRAIN.includes(t) && !(t === 'jungle' && jungleAsClear(g, u))) parts.push({ rule: '13.41C', value: ROUGH_EXTRA_COST, label: `enter ${t === 'jungleMountain' ? 'jungle/mountain' : t}` });
  if (zocCost > 0) parts.push({ rule: '13.41D', value: zocCost, label: 'leave a hex in a hostile armor ZoC' });
  if (overrun) parts.push({ rule: '13.52', value: OVERRUN_EXTRA_COST, label: 'overrun' });
  const w = weatherOf(g, to);
  if (w?.monsoon && table.monsoonTerrains.includes(t)) parts.push({ rule: '13.47', value: table.monsoonExtraCost, label: `monsoon in ${w.name} (SAMPLE)`, sample: true });
  return { total: parts.reduce((n, p) => n + p.value, 0), parts };
}
