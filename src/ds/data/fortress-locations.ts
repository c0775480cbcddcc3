import type { Nationality } from '../model/nationalities.ts';

/**
 * Where each fortress unit may be placed, as 2.3.2.4 Fortress Conversion and Garrison Unit
 * Restrictions lists them. A fortress counter is known by its printed name or a designation
 * (`Cey`, `HK`...); the Line fort also by its `fortKind: "line"`. Fortresses not listed here are
 * restricted only by the general rules (a Land hex, one fortress per hex: 2.3.2.1) and by any hexes
 * the scenario prints on them (`restrictedTo`).
 */
export interface FortressLocation {
  /** Catalog id of the restriction (ds-predicates.md FH-1..FH-12). */
  readonly catalog: string;
  readonly nationality: Nationality;
  /** The fortress as printed: 'Cey', 'HK', 'Per', 'Line'... */
  readonly fortress: string;
  /** The only hexes it can be placed in; absent: any Land hex that meets `condition`. */
  readonly hexes?: readonly string[];
  /** The place the rules name, for messages. */
  readonly placeName?: string;
  /**
   * A condition on the game instead of a hex list: the Axis Japanese Mandate marker on the VP Track
   * (Per), or a hex within Russia that shares a border with Manchukuo (Line).
   */
  readonly condition?: 'japaneseMandateOnVpTrack' | 'russiaBorderingManchukuo';
  /** Only one unit of the nationality per turn can be converted into this fortress (Per, Line). */
  readonly oncePerTurn?: boolean;
}

/** 2.3.2.4, in the rules' own order: Britain, Japan, Manchukuo, Russia, US. */
export const FORTRESS_LOCATIONS: readonly FortressLocation[] = [
  /** FH-1: "The Cey fortress unit can only be placed in Trincomalee (w3509)." */
  { catalog: 'FH-1', nationality: 'british', fortress: 'Cey', hexes: ['w3509'], placeName: 'Trincomalee' },
  /** FH-2: "The HK fortress unit can only be placed in Hong Kong (w4222)." */
  { catalog: 'FH-2', nationality: 'british', fortress: 'HK', hexes: ['w4222'], placeName: 'Hong Kong' },
  /** FH-3: "The Sing fortress unit can only be placed in Singapore (w3218)." */
  { catalog: 'FH-3', nationality: 'british', fortress: 'Sing', hexes: ['w3218'], placeName: 'Singapore' },
  /** FH-4: "The Dai fortress unit can only be placed in Dairen (w5125)." (Japan) */
  { catalog: 'FH-4', nationality: 'japanese', fortress: 'Dai', hexes: ['w5125'], placeName: 'Dairen' },
  /**
   * FH-5: "A Per fortress unit can be placed in any Land hex on the map, but only if the Axis
   * Japanese Mandate marker is on the VP Track. Only one Japanese unit per turn can be converted
   * into a Per fortress."
   */
  { catalog: 'FH-5', nationality: 'japanese', fortress: 'Per', condition: 'japaneseMandateOnVpTrack', oncePerTurn: true },
  /** FH-6: "The Sai fortress unit can only be placed in Saipan (e3906)." */
  { catalog: 'FH-6', nationality: 'japanese', fortress: 'Sai', hexes: ['e3906'], placeName: 'Saipan' },
  /** FH-7: "The Truk fortress unit can only be placed in Truk (e3408)." */
  { catalog: 'FH-7', nationality: 'japanese', fortress: 'Truk', hexes: ['e3408'], placeName: 'Truk' },
  /** FH-8: "The Dai fortress unit can only be placed in Dairen (w5125)." (Manchukuo) */
  { catalog: 'FH-8', nationality: 'manchukuo', fortress: 'Dai', hexes: ['w5125'], placeName: 'Dairen' },
  /** FH-9: "The Vlad fortress unit can only be placed in Vladivostok (e5301)." */
  { catalog: 'FH-9', nationality: 'russian', fortress: 'Vlad', hexes: ['e5301'], placeName: 'Vladivostok' },
  /**
   * FH-10: "A Line fortress unit can only be placed in a hex within Russia that shares a border
   * with Manchukuo. Only one Russian unit per turn can be converted into a Line fortress." Once
   * placed it stays, even after the hex no longer borders Manchukuo (clarification; the hex of
   * Blagoveshchensk is read as w5727: docs/rulings.md R-BLAGOVESHCHENSK, gap §2 #2).
   */
  { catalog: 'FH-10', nationality: 'russian', fortress: 'Line', condition: 'russiaBorderingManchukuo', oncePerTurn: true },
  /** FH-11: "The Gm fortress unit can only be placed in Guam (e3806)." */
  { catalog: 'FH-11', nationality: 'us', fortress: 'Gm', hexes: ['e3806'], placeName: 'Guam' },
  /** FH-12: "The Man fortress unit can only be placed in Manila (w3824)." */
  { catalog: 'FH-12', nationality: 'us', fortress: 'Man', hexes: ['w3824'], placeName: 'Manila' },
];
