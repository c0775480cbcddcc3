import type { HexId } from '../../core/hex/hex-id.ts';

/**
 * Terrain (9.3): a hex may show several terrain types (9.3b), a hexside may carry features (a
 * river the attack crosses, a road). Their effects are the game's Terrain Effects Chart (9.3c),
 * not in the seed: src/ocs/data/terrain-effects.sample.ts.
 */
export const HEX_TERRAINS = ['open', 'woods', 'hills', 'village', 'swamp', 'city', 'mountain', 'sea'] as const;
export type HexTerrain = (typeof HEX_TERRAINS)[number];

export const HEXSIDE_FEATURES = ['minorRiver', 'majorRiver', 'road'] as const;
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];

/** 9.3: the four terrain categories, the rows of the Combat Table. */
export const CATEGORIES = ['open', 'close', 'veryClose', 'extremelyClose'] as const;
export type TerrainCategory = (typeof CATEGORIES)[number];

export interface OcsHex {
  readonly id: HexId;
  /** Every terrain symbol in the hex (9.3b); the first is the one the map is coloured by. */
  readonly terrain: readonly HexTerrain[];
  readonly name?: string;
}

/** A terrain the defender can choose (9.4b, 9.4c): a type in the defender's hex or a feature of the hexside crossed. */
export type TerrainChoice =
  | { readonly kind: 'hex'; readonly terrain: HexTerrain }
  | { readonly kind: 'hexside'; readonly terrain: HexsideFeature };

export const terrainChoiceKey = (c: TerrainChoice): string => `${c.kind}:${c.terrain}`;

/** A terrain choice from an event's kind and name, when the name is a terrain of that kind. */
export function toTerrainChoice(kind: 'hex' | 'hexside', terrain: string): TerrainChoice | undefined {
  if (kind === 'hex') { const t = HEX_TERRAINS.find((x) => x === terrain); return t && { kind, terrain: t }; }
  const f = HEXSIDE_FEATURES.find((x) => x === terrain);
  return f && { kind, terrain: f };
}
