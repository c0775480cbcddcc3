/**
 * Map terrain. The seeds cite the Terrain Effects Chart without printing it, so terrain types are
 * the ones the DS rules name (All-Sea, City, Mountain, Jungle...) and their combat effects live in
 * a sample table elsewhere (docs/rulings.md R-TEC).
 */
export const TERRAINS = ['clear', 'rough', 'forest', 'jungle', 'swamp', 'mountain', 'desert', 'allSea'] as const;
export type Terrain = (typeof TERRAINS)[number];

/**
 * Features along a hexside. `allSea` hexsides block land movement and Retreat unless also a
 * `strait` (4.2.5.2); `mountain`, `river` and `lake` shift combat and stop EZOC (4.2.3.8, 4.2.5.1);
 * `border` marks a country border (2.3.2.4 Line forts).
 */
export const HEXSIDE_FEATURES = ['allSea', 'strait', 'mountain', 'river', 'lake', 'border'] as const;
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];

export interface City {
  readonly name: string;
  /** A Capital city (Minor Country Capitals matter to Free Passage and Mobilizing). */
  readonly capital?: boolean;
}

export interface Port {
  /** Key Ports are marked on the Terrain Key (2.2.3.6 Scratch Convoy and Fleet Train placement). */
  readonly key: boolean;
}

export interface Hex {
  readonly id: string;
  readonly terrain: Terrain;
  /** Place name printed in the hex (Singapore, Akyab...). */
  readonly name?: string;
  readonly city?: City;
  readonly port?: Port;
  /** Country the hex belongs to; absent for All-Sea hexes. */
  readonly country?: string;
  /**
   * Naval Zones the hex lies in: All-Sea hexes lie in one; a port lies in each zone it opens onto
   * (two or more makes it a Multi-Zone Port, 2.2.3.1).
   */
  readonly navalZones: readonly string[];
  readonly weatherArea: string;
}

export interface Hexside {
  /** The two adjacent hexes the side lies between, in canonical (sorted) order. */
  readonly between: readonly [string, string];
  readonly features: readonly HexsideFeature[];
}

export const isLandHex = (hex: Hex): boolean => hex.terrain !== 'allSea';
export const isAllSeaHex = (hex: Hex): boolean => hex.terrain === 'allSea';
export const isMultiZonePort = (hex: Hex): boolean => hex.port !== undefined && hex.navalZones.length > 1;
