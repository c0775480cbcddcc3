import type { HexId } from '../../core/hex/hex-id.ts';
import type { SideId } from './sides.ts';

/**
 * Where a piece is: a hex of the map, the Dead Pile (9.11: units that lost their last step), the
 * pieces a Specialized Combat destroyed, or the counter mix off the map (the spare counters a
 * capture takes, R-OCS-COUNTER-MIX). A side's places are keyed by the piece's own side.
 */
export type Place =
  | { readonly kind: 'hex'; readonly hex: HexId }
  | { readonly kind: 'deadPile' }
  | { readonly kind: 'eliminated' }
  | { readonly kind: 'spare' };

export const PLACE_NAMES = ['deadPile', 'eliminated', 'spare'] as const;
export type OffMapPlace = (typeof PLACE_NAMES)[number];

export const inHex = (hex: HexId): Place => ({ kind: 'hex', hex });
export const DEAD_PILE: Place = { kind: 'deadPile' };
export const ELIMINATED: Place = { kind: 'eliminated' };
export const SPARE: Place = { kind: 'spare' };

/** The store's place key: the hex id, or the off-map place's name (hex ids hold a dot, names none). */
export const placeKey = (p: Place): string => (p.kind === 'hex' ? p.hex : p.kind);

/** The off-map place of a side, as the views key it: "deadPile:nk". */
export const sidePlaceKey = (place: OffMapPlace, side: SideId): string => `${place}:${side}`;
