import type { Theater } from '../model/hex-ids.ts';

/**
 * The areas of the partisan force pools (11.22, 11.23, 11.341): each a row of one of the two
 * tables, with the country ids (R-AWAW-COUNTRY-IDS) that make it up. The text fixes what an area
 * includes: France with Corsica (11.22A), Britain with Ulster (11.22B), Russia with eastern Poland
 * (11.22C; with Poland instead when the Nazi-Soviet Pact was not signed, 11.341D), Italy with Sicily
 * and Sardinia (11.22E), China without Manchuria, Hong Kong, Taiwan or Hainan (11.22F), Iraq with
 * Kuwait, Arabia, Transjordan, Palestine and Lebanon/Syria (11.23 *, 11.341A), Spain with Spanish
 * Morocco (11.34). The Ukraine is part of Russia for partisans (11.33C speaks of Communist partisans
 * "in the Ukraine"); India's two Japanese partisans are 11.341C's.
 */
export interface PartisanArea {
  readonly id: string;
  readonly table: 'major' | 'europe' | 'pacific' | 'special';
  /** The table row as printed. */
  readonly row: string;
  readonly theater: Theater;
  readonly countries: readonly string[];
}

export const PARTISAN_AREAS: readonly PartisanArea[] = [
  { id: 'france', table: 'major', row: 'France', theater: 'europe', countries: ['france', 'corsica'] },
  { id: 'britain', table: 'major', row: 'Britain', theater: 'europe', countries: ['britain', 'ulster'] },
  { id: 'russia', table: 'major', row: 'Russia', theater: 'europe', countries: ['russia', 'easternPoland', 'ukraine'] },
  { id: 'siberia', table: 'major', row: 'Siberia', theater: 'pacific', countries: ['siberia'] },
  { id: 'italy', table: 'major', row: 'Italy', theater: 'europe', countries: ['italy', 'sicily', 'sardinia'] },
  { id: 'china', table: 'major', row: 'China', theater: 'pacific', countries: ['china'] },
  { id: 'belgium', table: 'europe', row: 'Belgium', theater: 'europe', countries: ['belgium'] },
  { id: 'bulgaria', table: 'europe', row: 'Bulgaria', theater: 'europe', countries: ['bulgaria'] },
  { id: 'denmark', table: 'europe', row: 'Denmark', theater: 'europe', countries: ['denmark'] },
  { id: 'egypt', table: 'europe', row: 'Egypt', theater: 'europe', countries: ['egypt'] },
  { id: 'finland', table: 'europe', row: 'Finland', theater: 'europe', countries: ['finland'] },
  { id: 'greece', table: 'europe', row: 'Greece', theater: 'europe', countries: ['greece'] },
  { id: 'hungary', table: 'europe', row: 'Hungary', theater: 'europe', countries: ['hungary'] },
  { id: 'iraq', table: 'europe', row: 'Iraq*', theater: 'europe', countries: ['iraq', 'kuwait', 'arabia', 'transjordan', 'palestine', 'lebanonSyria'] },
  { id: 'ireland', table: 'europe', row: 'Ireland', theater: 'europe', countries: ['ireland'] },
  { id: 'netherlands', table: 'europe', row: 'Netherlands', theater: 'europe', countries: ['netherlands'] },
  { id: 'norway', table: 'europe', row: 'Norway', theater: 'europe', countries: ['norway'] },
  { id: 'persia', table: 'europe', row: 'Persia', theater: 'europe', countries: ['persia'] },
  { id: 'poland', table: 'europe', row: 'W. Poland', theater: 'europe', countries: ['westernPoland'] },
  { id: 'rumania', table: 'europe', row: 'Rumania', theater: 'europe', countries: ['rumania'] },
  { id: 'spain', table: 'europe', row: 'Spain', theater: 'europe', countries: ['spain', 'spanishMorocco'] },
  { id: 'sweden', table: 'europe', row: 'Sweden', theater: 'europe', countries: ['sweden'] },
  { id: 'turkey', table: 'europe', row: 'Turkey', theater: 'europe', countries: ['turkey'] },
  { id: 'yugoslavia', table: 'europe', row: 'Yugoslavia', theater: 'europe', countries: ['yugoslavia'] },
  { id: 'dutchEastIndies', table: 'pacific', row: 'Dutch East Indies', theater: 'pacific', countries: ['dutchEastIndies'] },
  { id: 'philippines', table: 'pacific', row: 'Philippines', theater: 'pacific', countries: ['philippines'] },
  { id: 'thailand', table: 'pacific', row: 'Thailand', theater: 'pacific', countries: ['thailand'] },
  { id: 'india', table: 'special', row: '11.341C', theater: 'pacific', countries: ['india'] },
];

export const AREA_BY_ID: ReadonlyMap<string, PartisanArea> = new Map(PARTISAN_AREAS.map((a) => [a.id, a]));

/** Countries never open to partisans (11.33E, G, H). */
export const NO_PARTISAN_COUNTRIES: readonly string[] = ['germany', 'japan', 'usa'];

/** The Middle East areas of 11.341A, each with its own pool and its one partisan per turn. */
export const MIDDLE_EAST_AREAS: readonly string[] = ['egypt', 'iraq', 'persia'];

/** 11.71B: the Persian BRP route hexes, by the names the map prints. */
export const PERSIAN_ROUTE_CITIES: readonly string[] = ['Abadan', 'Ahwaz', 'Tehran'];
