import type { Faction } from './factions.ts';
import type { NavalZoneBox } from './naval.ts';

/**
 * Every place a counter can be, as the rules name them. A counter's place is one value of this
 * union, stored on the counter itself, so no counter can be in two places or in none.
 */
export type Place =
  /** A map hex. A Beachhead marker also names the hex its arrow points to: the Beachhead Hexside. */
  | { readonly kind: 'hex'; readonly hex: string; readonly arrowTo?: string }
  /** A faction's Force Pool (on its Force Pool Display). */
  | { readonly kind: 'forcePool'; readonly faction: Faction }
  /** The Holding Box of a multi-step unit (AEx, CBI HQ, ABDA Army) on a Force Pool Display (2.3). */
  | { readonly kind: 'holdingBox'; readonly unit: string }
  | { readonly kind: 'navalZone'; readonly zone: string; readonly box: NavalZoneBox }
  | { readonly kind: 'offMapBox'; readonly box: string }
  | { readonly kind: 'delayBox' }
  | { readonly kind: 'navalWarfareDelayBox' }
  | { readonly kind: 'strategicWarfareBox' }
  /** A box of the Turn Track: pieces that come back on that game turn. */
  | { readonly kind: 'turnTrack'; readonly turn: number }
  /** A space on a game track (Victory Points, Japanese government...). */
  | { readonly kind: 'track'; readonly track: string; readonly space: number }
  /** Out of play for now: SNLF Beachhead-0 markers are "set aside" (4.3 Step 3). */
  | { readonly kind: 'setAside' };

export type PlaceKind = Place['kind'];

/** A stable string key for a place (the arrow of a Beachhead marker is not part of the place). */
export function placeKey(p: Place): string {
  switch (p.kind) {
    case 'hex': return `hex:${p.hex}`;
    case 'forcePool': return `forcePool:${p.faction}`;
    case 'holdingBox': return `holdingBox:${p.unit}`;
    case 'navalZone': return `navalZone:${p.zone}:${p.box}`;
    case 'offMapBox': return `offMapBox:${p.box}`;
    case 'turnTrack': return `turnTrack:${p.turn}`;
    case 'track': return `track:${p.track}:${p.space}`;
    default: return p.kind;
  }
}

export function samePlace(a: Place, b: Place): boolean {
  return placeKey(a) === placeKey(b);
}

/** Names to use for ids when describing a place; each defaults to the id itself. */
export interface PlaceNames {
  readonly zone?: (id: string) => string;
  readonly hex?: (id: string) => string;
  readonly unit?: (id: string) => string;
  readonly offMapBox?: (id: string) => string;
}

/** 'victoryPoints' → 'Victory Points': track ids are camelCase names. */
const titleCase = (id: string): string =>
  id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The place in words, for messages and the guide: 'hex w3218', 'South China Sea On Station Box'. */
export function describePlace(p: Place, names: PlaceNames = {}): string {
  switch (p.kind) {
    case 'hex': return names.hex ? names.hex(p.hex) : `hex ${p.hex}`;
    case 'forcePool': return `${titleCase(p.faction)} Force Pool`;
    case 'holdingBox': return `Holding Box of ${names.unit ? names.unit(p.unit) : p.unit}`;
    case 'navalZone': {
      const box = p.box === 'onStation' ? 'On Station Box' : p.box === 'convoys' ? 'Convoys Box' : 'Used Box';
      return `${names.zone ? names.zone(p.zone) : p.zone} ${box}`;
    }
    case 'offMapBox': return names.offMapBox ? names.offMapBox(p.box) : `Off-Map Box ${p.box}`;
    case 'delayBox': return 'Delay Box';
    case 'navalWarfareDelayBox': return 'Naval Warfare Delay Box';
    case 'strategicWarfareBox': return 'Strategic Warfare Box';
    case 'turnTrack': return `Turn Track, box ${p.turn}`;
    case 'track': return `${titleCase(p.track)} track, space ${p.space}`;
    case 'setAside': return 'set aside';
  }
}
