/**
 * Countries of the teaching map in spring 1942, and how Natural Earth's present-day countries
 * map onto them. Malaysia is split at 108°E into Malaya and British Borneo; Bangladesh was part of
 * British India; Taiwan (Formosa) was part of Japan.
 */
import type { ScenarioInput } from '../../src/ds/scenario/index.ts';
import type { Terrain } from '../../src/ds/model/terrain.ts';
import type { GeoPoint } from './fit.ts';

type CountryInput = NonNullable<ScenarioInput['countries']>[number];

export const COUNTRIES: readonly CountryInput[] = [
  { id: 'japan', name: 'Japan', major: true, faction: 'axis' },
  { id: 'britain', name: 'Britain', major: true, faction: 'western' },
  { id: 'usa', name: 'USA', major: true, faction: 'western' },
  { id: 'ussr', name: 'USSR', major: true, faction: 'soviet' },
  { id: 'siam', name: 'Siam', faction: 'axis' },
  {
    id: 'indochina', name: 'French Indochina', status: 'policyAffected', faction: 'axis',
    policies: ['Japanese bases by the 1940-41 agreements with Vichy France (sample)'],
  },
  { id: 'china', name: 'Nationalist China', faction: 'western' },
  { id: 'nei', name: 'Netherlands East Indies', faction: 'western' },
  { id: 'australia', name: 'Australia', faction: 'western' },
  { id: 'malaya', name: 'Malaya', status: 'dependent', dependentOf: 'britain', faction: 'western' },
  { id: 'burma', name: 'Burma', status: 'dependent', dependentOf: 'britain', faction: 'western' },
  { id: 'india', name: 'India', status: 'dependent', dependentOf: 'britain', faction: 'western' },
  { id: 'ceylon', name: 'Ceylon', status: 'dependent', dependentOf: 'britain', faction: 'western' },
  { id: 'britishBorneo', name: 'British Borneo', status: 'dependent', dependentOf: 'britain', faction: 'western' },
  { id: 'hongKong', name: 'Hong Kong', status: 'dependent', dependentOf: 'britain', faction: 'western' },
  { id: 'christmasIsland', name: 'Christmas Island', status: 'dependent', dependentOf: 'britain', faction: 'western' },
  { id: 'philippines', name: 'Philippines', status: 'dependent', dependentOf: 'usa', faction: 'western' },
  { id: 'portugueseTimor', name: 'Portuguese Timor', status: 'neutral' },
];

const BY_NATURAL_EARTH: Readonly<Record<string, string>> = {
  India: 'india', Bangladesh: 'india', Nepal: 'india', Bhutan: 'india', 'Sri Lanka': 'ceylon',
  Myanmar: 'burma', Thailand: 'siam', Laos: 'indochina', Cambodia: 'indochina', Vietnam: 'indochina',
  Singapore: 'malaya', Brunei: 'britishBorneo', Indonesia: 'nei', 'Timor-Leste': 'portugueseTimor',
  Philippines: 'philippines', China: 'china', Macao: 'china', 'Hong Kong': 'hongKong',
  Taiwan: 'japan', Japan: 'japan', Australia: 'australia', 'Indian Ocean Ter.': 'christmasIsland',
};

/** The 1942 country of a point Natural Earth puts in `name`, or undefined if out of scope. */
export function dsCountry(name: string, g: GeoPoint): string | undefined {
  if (name === 'Malaysia') return g.lon < 108 ? 'malaya' : 'britishBorneo';
  return BY_NATURAL_EARTH[name];
}

const JUNGLE = new Set(['malaya', 'nei', 'britishBorneo', 'burma', 'siam', 'indochina', 'philippines', 'christmasIsland', 'portugueseTimor']);

/**
 * Land terrain by a simple rule (a simplification): 'jungle' in tropical South-East Asia, by
 * country; 'clear' in India, Ceylon, China, Hong Kong, Formosa and Australia.
 */
export function terrainOf(country: string): Terrain {
  return JUNGLE.has(country) ? 'jungle' : 'clear';
}

export const TERRAIN_RULE = "Land terrain is 'jungle' in Malaya, the NEI, British Borneo, Burma, Siam, Indochina, the Philippines, "
  + "Christmas Island and Portuguese Timor, and 'clear' in India, Ceylon, China, Hong Kong, Formosa and Australia; "
  + 'no mountains, forests or swamps are drawn.';

