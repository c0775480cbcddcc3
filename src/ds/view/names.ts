import {
  FACTION_NAMES, NATIONALITY_INFO, SUPPORT_FACE_NAMES, counterFaction, formatValues, hexName, markerLabel, supportFace, zoneName,
  type Counter, type DsGameState, type Faction, type HexsideFeature, type PlaceNames, type Terrain,
} from '../model/index.ts';

/**
 * How the guide writes DS things: counters, their owners, terrain and hexside features. The
 * wording of messages and logs is the model's (src/ds/model/names.ts); these are the guide's
 * shorter forms, for chips, lists and tooltips.
 */

/** How a counter is written in the guide: "25th Army 4-4-2", "CV Fleet TF11", "Beachhead-1". */
export function counterLabel(c: Counter): string {
  if (c.kind === 'ground') return `${c.name} ${formatValues(c.values)}`;
  if (c.kind === 'support') return `${SUPPORT_FACE_NAMES[supportFace(c)]} ${c.name}`;
  return markerLabel(c);
}

const SUPPORT_CHIPS = {
  airForce: 'AF', interceptor: 'Int', bomber: 'Bmb', cvFleet: 'CV', surfaceFleet: 'SF', subFleet: 'Sub', cvStrike: 'CVS', devastation: 'Dev', escortTroopConvoy: 'ETC',
} as const;

/** A very short tag that fits on a counter chip on the map. */
export function counterChip(c: Counter): string {
  if (c.kind === 'ground') return c.type === 'hq' ? 'HQ' : formatValues(c.values);
  if (c.kind === 'support') return SUPPORT_CHIPS[supportFace(c)];
  return c.type === 'beachhead' ? `BH${c.level}` : markerLabel(c).slice(0, 3);
}

export function counterOwner(state: DsGameState, c: Counter): Faction | undefined {
  return counterFaction(c, state.countries);
}

export function nationalityName(c: Counter): string {
  return c.nationality ? NATIONALITY_INFO[c.nationality].name : '';
}

export const factionName = (f: Faction | undefined): string => (f ? FACTION_NAMES[f] : 'neutral');

/** A counter by id as the guide writes it, or the id when there is no such counter. */
export function unitLabel(state: DsGameState, id: string): string {
  const c = state.counters.get(id)?.counter;
  return c ? counterLabel(c) : id;
}

const placeNamesCache = new WeakMap<DsGameState, PlaceNames>();

/** Names of zones, units, boxes and hexes as the state knows them (made once per state). */
export function placeNames(state: DsGameState): PlaceNames {
  let names = placeNamesCache.get(state);
  if (!names) {
    names = {
      zone: (id) => zoneName(state, id),
      unit: (id) => unitLabel(state, id),
      offMapBox: (id) => state.offMapBoxes[id]?.name ?? id,
      hex: (id) => hexName(state, id),
    };
    placeNamesCache.set(state, names);
  }
  return names;
}

export const TERRAIN_NAMES: Readonly<Record<Terrain, string>> = {
  clear: 'Clear', rough: 'Rough', forest: 'Forest', jungle: 'Jungle', swamp: 'Swamp', mountain: 'Mountain', desert: 'Desert', allSea: 'All-Sea',
};

/** Hexside features as the legend names them. */
export const FEATURE_NAMES: Readonly<Record<HexsideFeature, string>> = {
  allSea: 'All-Sea hexside', strait: 'Strait', mountain: 'Mountain hexside', river: 'River', lake: 'Lake', border: 'Border',
};

const SHORT_FEATURE_NAMES: Readonly<Record<HexsideFeature, string>> = {
  allSea: 'All-Sea', strait: 'Strait', mountain: 'Mountain', river: 'River', lake: 'Lake', border: 'Border',
};

/** A hexside feature in a list of a hex's sides: "All-Sea", "River". */
export const hexsideFeatureName = (f: HexsideFeature): string => SHORT_FEATURE_NAMES[f];
