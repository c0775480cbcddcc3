import {
  FACTION_NAMES, NATIONALITY_INFO, SUPPORT_FACE_NAMES, counterFaction, formatValues, markerLabel, supportFace,
  hexName, zoneName, type Counter, type DsGameState, type Faction, type PlaceNames,
} from '../../src/ds/model/index.ts';

/** How a counter is written in the guide: "25th Army 4-4-2", "CV Fleet TF11", "Beachhead-1". */
export function counterLabel(c: Counter): string {
  if (c.kind === 'ground') return `${c.name} ${formatValues(c.values)}`;
  if (c.kind === 'support') return `${SUPPORT_FACE_NAMES[supportFace(c)]} ${c.name}`;
  return markerLabel(c);
}

/** A very short tag that fits on a counter chip on the map. */
export function counterChip(c: Counter): string {
  if (c.kind === 'ground') return c.type === 'hq' ? 'HQ' : formatValues(c.values);
  if (c.kind === 'support') return ({ airForce: 'AF', interceptor: 'Int', bomber: 'Bmb', cvFleet: 'CV', surfaceFleet: 'SF', subFleet: 'Sub', cvStrike: 'CVS', devastation: 'Dev', escortTroopConvoy: 'ETC' } as const)[supportFace(c)];
  return c.type === 'beachhead' ? `BH${c.level}` : markerLabel(c).slice(0, 3);
}

export function counterOwner(state: DsGameState, c: Counter): Faction | undefined {
  return counterFaction(c, state.countries);
}

export function nationalityName(c: Counter): string {
  return c.nationality ? NATIONALITY_INFO[c.nationality].name : '';
}

export const factionName = (f: Faction | undefined): string => (f ? FACTION_NAMES[f] : 'neutral');

/** Names of zones, units and boxes as the state knows them, for describing places. */
export function placeNames(state: DsGameState): PlaceNames {
  return {
    zone: (id) => zoneName(state, id),
    unit: (id) => { const c = state.counters[id]?.counter; return c ? counterLabel(c) : id; },
    offMapBox: (id) => state.offMapBoxes[id]?.name ?? id,
    hex: (id) => hexName(state, id),
  };
}

const FEATURE_NAMES = { allSea: 'All-Sea', strait: 'Strait', mountain: 'Mountain', river: 'River', lake: 'Lake', border: 'Border' } as const;
export const hexsideFeatureName = (f: keyof typeof FEATURE_NAMES): string => FEATURE_NAMES[f];
