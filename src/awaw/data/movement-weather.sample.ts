import type { Terrain } from '../model/terrain.ts';

/**
 * SAMPLE DATA: weather effects on regular ground movement and overruns. Rule 34 (weather, winter,
 * mud, monsoon) is not in the texts; 13.47 says only that a unit obeys an area's weather
 * restrictions while in it and regains what it lost on leaving, and 13.57 that winter effects and
 * mud may prohibit overruns "in certain areas (34)". These values are invented to make the phase
 * playable, are named SAMPLE in every log line that uses them, and are replaced by the scenario's
 * own (R-AWAW-WEATHER-MOVEMENT in docs/rulings.md).
 */
export interface WeatherMovementTable {
  readonly sample: boolean;
  readonly source: string;
  /** A winter area of level L lowers the movement factor of armor and mechanized infantry in it by L × this. */
  readonly winterMechanizedReductionPerLevel: number;
  /** Extra movement factors to enter these terrains in a monsoon area. */
  readonly monsoonExtraCost: number;
  readonly monsoonTerrains: readonly Terrain[];
  /** Frozen swamps are entered as clear (14.62D says so for attrition occupation). */
  readonly frozenSwampAsClear: boolean;
  /** 13.57: no overrun into a hex of a restrictive-winter area. */
  readonly noOverrunRestrictive: boolean;
  /** 13.57: no overrun into a hex of a winter area of this level or more (0: never). */
  readonly noOverrunWinterLevel: number;
  /** The 13.47 example's 34.23B: in a restrictive-winter area no exploitation out of mountain hexes. */
  readonly noExploitationOutOfMountainRestrictive: boolean;
}

export const SAMPLE_WEATHER_MOVEMENT: WeatherMovementTable = {
  sample: true,
  source: 'SAMPLE: rule 34 is not in the texts (R-AWAW-WEATHER-MOVEMENT)',
  // The 16.39 example lowers exploiting armor by the winter level; the sample applies it to regular movement of mechanized units too.
  winterMechanizedReductionPerLevel: 1,
  monsoonExtraCost: 1,
  monsoonTerrains: ['swamp', 'jungle', 'jungleMountain'],
  frozenSwampAsClear: true,
  noOverrunRestrictive: true,
  noOverrunWinterLevel: 3,
  noExploitationOutOfMountainRestrictive: true,
};
