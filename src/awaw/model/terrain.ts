/** Hex terrain of the AWAW map (13.41, 15.32D, 14.62D). `sea` hexes are drawn but hold no ground unit. */
export const TERRAINS = ['clear', 'forest', 'jungle', 'mountain', 'swamp', 'jungleMountain', 'sea'] as const;
export type Terrain = (typeof TERRAINS)[number];
export const TERRAIN_NAMES: Readonly<Record<Terrain, string>> = {
  clear: 'Clear', forest: 'Forest', jungle: 'Jungle', mountain: 'Mountain', swamp: 'Swamp', jungleMountain: 'Jungle/mountain', sea: 'Sea',
};
/** Rough terrain: forest, jungle, mountain, swamp and jungle/mountain (13.41C, 14.62D). */
export const isRough = (t: Terrain): boolean => t !== 'clear' && t !== 'sea';

/**
 * What is printed in a hex: capitals, objectives, ICs, ports, fortresses (omnidirectional), Pacific
 * one-hex islands, Pearl Harbor. Fortifications, bridgeheads, beach defenses, air bases, railheads
 * and port counters are counters (markers), not print.
 */
export const HEX_FEATURES = ['capital', 'objective', 'ic', 'port', 'fortress', 'oneHexIsland', 'pearlHarbor'] as const;
export type HexFeature = (typeof HEX_FEATURES)[number];

/**
 * Hexside features: rivers, crossing arrows, all-water and impassable sides (13.43, 14.23C).
 * Fortress and fortification lines (Maginot, West Wall) are directional: `fortified` names the hex
 * they protect (15.32E/F, 15.321).
 */
export const HEXSIDE_FEATURES = ['river', 'crossingArrow', 'allWater', 'impassable'] as const;
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];
export type LineKind = 'fortress' | 'fortification';
