/**
 * Naval Zones and Weather Areas of the teaching map, by simple dividing lines in longitude and
 * latitude (a simplification of the printed zone borders).
 */
import type { GeoPoint } from './fit.ts';

export type ZoneId = 'southChinaSea' | 'bayOfBengal';
export type WeatherId = 'northMonsoon' | 'southMonsoon';

/** Where the Malay Peninsula and Sumatra divide the two zones: a line Kra – Singapore – Sunda Strait. */
function dividingLon(lat: number): number {
  if (lat >= 6.5) return 99.3;
  if (lat >= 1.3) return 103.85 - ((lat - 1.3) / 5.2) * 3.45;
  return 103.85 + ((1.3 - lat) / 7.3) * 1.95;
}

/** The latitude of the Java – Lesser Sunda line east of the Sunda Strait (105.8°E). */
function southernLat(lon: number): number {
  return lon < 114.5 ? -7.3 : -8.6;
}

/**
 * The Naval Zone of an All-Sea hex centred at g. The Bay of Bengal is west of the line Kra
 * Isthmus (99.3°E north of 6.5°N) – Singapore (103.85°E 1.3°N) – Sunda Strait (105.8°E 6°S),
 * and south of the line of Java (7.3°S) and the Lesser Sunda Islands (8.6°S east of 114.5°E):
 * the Andaman Sea, the Malacca Strait and the Indian Ocean south of Java with Christmas Island.
 * The South China Sea is the rest: the Gulf of Siam, the South China Sea proper, the Java Sea.
 */
export function zoneOf(g: GeoPoint): ZoneId {
  if (g.lat < -6 && g.lon >= 105.8) return g.lat >= southernLat(g.lon) ? 'southChinaSea' : 'bayOfBengal';
  return g.lon > dividingLon(g.lat) ? 'southChinaSea' : 'bayOfBengal';
}

export const ZONE_RULE = 'Naval Zones by a dividing line: the Bay of Bengal lies west of the line Kra Isthmus (99.3°E, north of 6.5°N) '
  + '– Singapore (103.85°E 1.3°N) – Sunda Strait (105.8°E 6°S) and south of the line of Java (7.3°S) and the Lesser Sunda '
  + 'Islands (8.6°S east of 114.5°E); the South China Sea is the rest (Gulf of Siam, South China Sea, Java Sea, and the seas '
  + 'east of the Philippines and Formosa, which the printed map gives to other zones). Each All-Sea hex takes the zone of its '
  + 'centre; each port opens onto the zones of its adjacent All-Sea hexes.';

/** The Weather Area of a hex centred at g: South Monsoon south of the equator, North Monsoon north of it. */
export function weatherOf(g: GeoPoint): WeatherId {
  return g.lat < 0 ? 'southMonsoon' : 'northMonsoon';
}

export const WEATHER_RULE = 'Weather Areas by latitude: hexes whose centre lies south of the equator are in the South Monsoon '
  + 'Weather Area, the others in the North Monsoon Weather Area (the printed border differs).';
