import type { HexsideFeature, Terrain } from '../model/terrain.ts';

/**
 * SAMPLE — NOT THE PUBLISHED DAI SENSO! TERRAIN EFFECTS CHART.
 *
 * 4.2.3.8 sends the player to "the Terrain Effects Chart on the map", which the seeds do not print.
 * These left column shifts are a stand-in, set to what the rules' own examples imply
 * (docs/rulings.md R-TEC):
 * - 4.2.3.8 example: a clear hex gives 0, a City 1, a river hexside 1, and a mountain hexside at
 *   least as much as the river (the lower of the two counts);
 * - 4.2.3.6 clarification (DS-CL-05): a marine's +1 across an All-Sea hexside still nets one to
 *   the left, so an All-Sea hexside is worth 2;
 * - 2.2.3.4 clarification: a Beachhead-2 marker gives two shifts, a Beachhead-1 one (its Beachhead
 *   Hexside is read as a hexside worth its level, in place of the All-Sea value, gap §2 #13).
 * The other values are guesses and marked so by this header.
 */
export const TEC_SAMPLE_IS_SAMPLE = true as const;

/** Left shifts for the terrain of the defending hex. */
export const TEC_SAMPLE_HEX: Readonly<Record<Terrain, number>> = {
  clear: 0, desert: 0, rough: 1, forest: 1, jungle: 1, swamp: 1, mountain: 2, allSea: 0,
};

/** A City in the defending hex (4.2.3.8 example: one shift). The hex gives the greater of City and terrain. */
export const TEC_SAMPLE_CITY = 1;

/** Left shifts for a hexside feature attacked across; a side without a feature gives 0 (gap §2 #14). */
export const TEC_SAMPLE_HEXSIDE: Readonly<Record<HexsideFeature, number>> = {
  river: 1, lake: 1, mountain: 2, strait: 1, allSea: 2, border: 0,
};
