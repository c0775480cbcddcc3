import type { Faction } from './factions.ts';

/** The three boxes of a Naval Zone's display (2.2.3: On Station; 2.2.3.6: Convoys; 4.1.5, 4.3: Used). */
export const NAVAL_ZONE_BOXES = ['onStation', 'convoys', 'used'] as const;
export type NavalZoneBox = (typeof NAVAL_ZONE_BOXES)[number];

export const NAVAL_ZONE_BOX_NAMES: Readonly<Record<NavalZoneBox, string>> = {
  onStation: 'On Station Box',
  convoys: 'Convoys Box',
  used: 'Used Box',
};

export interface NavalZone {
  readonly id: string;
  readonly name: string;
  /** Zones a Fleet Unit Path may step to next (2.2.3.1). */
  readonly adjacentZones: readonly string[];
  /** Off-Map Boxes a Fleet Unit Path may step to from this zone. */
  readonly adjacentOffMapBoxes: readonly string[];
  /** Factions with an inherent Supply Convoy printed in this zone (2.2.1: never removed). */
  readonly inherentSupplyConvoys: readonly Faction[];
}

/**
 * A pair of adjacent Naval Zones that a Fleet Unit Path may cross only if one of the listed ports
 * is an Open Port (2.2.3.1 Restricted Waterway Restriction).
 */
export interface RestrictedWaterway {
  readonly zones: readonly [string, string];
  readonly ports: readonly string[];
}

export interface OffMapBox {
  readonly id: string;
  readonly name: string;
  /** Owning faction: a Western Off-Map Box counts as a Home Country Open Port for Western fleets. */
  readonly faction: Faction;
  readonly adjacentZones: readonly string[];
}
