import { SAMPLE_WEATHER_MOVEMENT, type WeatherMovementTable } from '../../data/movement-weather.sample.ts';
import type { AwawGame } from '../../model/game.ts';
import { weatherOf } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { UnitMovement } from '../../turn/movement-book.ts';
import { effectiveSupply, hasMechanizedComponent, mechNegated, movementFactor } from '../ground-units.ts';
import { supplyForMovement } from '../partisans/supply.ts';

/**
 * 13.41 Movement governed by movement factor, 13.411 and 13.42. Catalog: MV-11, MV-12, MV-17..MV-20,
 * MV-26 (the allowance side of weather areas).
 */

/**
 * MV-12 13.41A outOfSupplyNoMove: ground units out of supply may not move (30.531). The Chindit is
 * always in at least limited supply (GU-59 10.62) and partisans always in supply (PT-53 11.51).
 */
export const mayMoveBySupply = (u: GroundUnit): boolean => supplyForMovement(u, effectiveSupply(u)) !== 'unsupplied';

/**
 * SAMPLE (R-AWAW-WEATHER-MOVEMENT): the movement factors a winter area takes from a unit while it is
 * there: armor and mechanized infantry with the component intact lose the area's level (the 16.39
 * example's reduction, applied to regular movement).
 */
export function weatherReduction(g: AwawGame, u: GroundUnit, hex: string, table: WeatherMovementTable = SAMPLE_WEATHER_MOVEMENT): number {
  const level = weatherOf(g, hex)?.winterLevel ?? 0;
  if (level <= 0 || !hasMechanizedComponent(u) || mechNegated(g, u, hex)) return 0;
  return level * table.winterMechanizedReductionPerLevel;
}

/**
 * SAMPLE (R-AWAW-WEATHER-MOVEMENT), after the 13.47 example: where "exploitation out of mountain
 * hexes is prohibited in winter (34.23B)", read as a restrictive-winter area, an exploiting unit in a
 * mountain hex of that area may move no further; elsewhere it goes on normally.
 */
export function weatherBarsLeaving(g: AwawGame, hex: string, exploitation: boolean, table: WeatherMovementTable = SAMPLE_WEATHER_MOVEMENT): boolean {
  const w = weatherOf(g, hex);
  return exploitation && table.noExploitationOutOfMountainRestrictive && (w?.restrictive ?? false) && g.board.hexes.get(hex)?.terrain === 'mountain';
}

/**
 * MV-11 13.41 movementFactorLimit: every ground unit may move up to its movement factor, as it
 * stands in `hex`:
 * MV-17 13.41F mechMovementFactor: armor and mechanized infantry partially supplied move three in
 * Europe and two in the Pacific; army oil may negate armor's mechanized component (10.32); in the
 * Pacific all British and American infantry move two (rules/ground-units.ts movementFactor, GU-1..GU-7,
 * GU-17, GU-74: the values of data/movement.ts);
 * MV-26 13.47 weatherAreas: in an area with weather restrictions the unit obeys them while it stays
 * there, and regains what it lost when it leaves (the allowance is read in the hex the unit is
 * leaving, GU-21's reading AG-G-44).
 */
export const allowanceIn = (g: AwawGame, u: GroundUnit, hex: string, table?: WeatherMovementTable): number =>
  Math.max(0, movementFactor(g, u, hex) - weatherReduction(g, u, hex, table));

/**
 * MV-18 13.411 minimumOneHex: a supplied ground unit may always move at least one hex, in regular and
 * exploitation movement, whatever the terrain, ZoCs, 16.31E's reductions, weather and oil effects.
 * MV-19 13.411 minimumOneHexLimits: not for a unit conducting an overrun, never into an ineligible
 * hex (the entry checks still apply), and no sea or air transport on it.
 * Read as: the first hex a unit enters in the phase may cost more than its allowance; after it the
 * unit has spent more than it has and moves no further.
 */
export const minimumMoveApplies = (u: GroundUnit, moved: UnitMovement | undefined, overrun: boolean): boolean =>
  mayMoveBySupply(u) && !overrun && (moved === undefined || moved.path.length === 0);

/**
 * MV-20 13.42 noTransferNoSaving: movement factors belong to one unit and one phase: a unit's spent
 * factors are its own (the book keeps them per unit) and a new player turn begins with none spent.
 */
export const spentBy = (moved: UnitMovement | undefined): number => moved?.spent ?? 0;
