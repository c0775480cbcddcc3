import type { Marker } from '../../model/markers.ts';
import type { SupportUnit } from '../../model/support-units.ts';

/**
 * SU-1, FP-*, AP-*, FUP-*, AUP-*, PR-* (2.2.3.1, 2.2.3.3): the placement rules tell one support unit
 * from another only by its side (type, and whether it is flipped) and its nationality: "an Air Force
 * is placed within 3 hexes of a friendly Air Base of its nationality", "a Japanese Air Force ... with
 * the Kamikazes marker". Nothing in them reads a unit's name or id, and a unit in the Force Pool has
 * no effect on the map, so two Force Pool units with the same class have the same legal targets:
 * the enumerator works them out once per class. The Delay Stripe is kept in the key although no
 * placement rule reads it, so the class never hides a difference a later rule may make.
 */
export function placementClassOf(unit: SupportUnit): string {
  return `${unit.type}|${unit.nationality}|${unit.flipped ? 'flipped' : 'face'}|${unit.delayStripe ? 'stripe' : 'plain'}`;
}

/**
 * CV-2..CV-8 (2.2.3.6): a Convoy marker's zones depend on its kind (Standard, Scratch, Fleet Train)
 * and, for a Standard Convoy, its nationality (its Home Country); markers alike in these have the same
 * zones, worked out once. The other printed fields are kept in the key for the same reason as above.
 */
export function convoyClassOf(marker: Extract<Marker, { type: 'convoy' }>): string {
  return `${marker.convoy}|${marker.nationality ?? ''}|${marker.faction ?? ''}|${marker.mode}|${marker.delayStripe ? 'stripe' : 'plain'}`;
}
