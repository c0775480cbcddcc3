/**
 * The teaching map's geography: the Pusan Perimeter in September 1950, from the Naktong River to
 * Pohang, on OCS-style flat-topped hexes of 8 km (about five miles). A hex's centre comes from the
 * core hex geometry (OCS_HEX), in hex radii, turned into kilometres and then degrees by an
 * equirectangular projection around 35.6°N (small enough a region for it).
 */
import { hexCentre } from '../../../src/core/hex/convention.ts';
import { OCS_HEX } from '../../../src/ocs/model/hex.ts';
import type { GeoPoint } from '../../teaching/fit.ts';

export type { GeoPoint };

export const HEX_KM = 8;
const RADIUS_KM = HEX_KM / Math.sqrt(3);
const KM_PER_LAT = 111.0;
const KM_PER_LON = 111.0 * Math.cos((35.6 * Math.PI) / 180);
/** The map's north-west corner: column 0, row 0 sits here. */
const ORIGIN: GeoPoint = { lon: 127.93, lat: 36.25 };
export const COLUMNS = 21;
export const ROWS = 17;
export const MAP_LETTER = 'A';

export const hexIdOf = (col: number, row: number): string => OCS_HEX.format(MAP_LETTER, col, row)!;

/** A point of the map, in hex radii (x east, y south), as geography. */
export function toGeo(x: number, y: number): GeoPoint {
  return { lon: ORIGIN.lon + (x * RADIUS_KM) / KM_PER_LON, lat: ORIGIN.lat - (y * RADIUS_KM) / KM_PER_LAT };
}

export function toMap(g: GeoPoint): { x: number; y: number } {
  return { x: ((g.lon - ORIGIN.lon) * KM_PER_LON) / RADIUS_KM, y: ((ORIGIN.lat - g.lat) * KM_PER_LAT) / RADIUS_KM };
}

export const centreOf = (col: number, row: number): { x: number; y: number } => hexCentre(OCS_HEX, col, row);

/** The hex whose centre is nearest to a point. */
export function hexAt(g: GeoPoint): { col: number; row: number } {
  const p = toMap(g);
  let best = { col: 1, row: 1 };
  let bestD = Infinity;
  for (let col = 1; col <= COLUMNS; col++) {
    for (let row = 1; row <= ROWS; row++) {
      const c = centreOf(col, row);
      const d = Math.hypot(c.x - p.x, c.y - p.y);
      if (d < bestD) { bestD = d; best = { col, row }; }
    }
  }
  return best;
}

/** Seven sample points of a flat-topped hex: the centre and six points toward its corners (0°, 60°, ...). */
export function samples(col: number, row: number): GeoPoint[] {
  const c = centreOf(col, row);
  const out = [toGeo(c.x, c.y)];
  for (let k = 0; k < 6; k++) {
    const a = (60 * k * Math.PI) / 180;
    out.push(toGeo(c.x + 0.55 * Math.cos(a), c.y + 0.55 * Math.sin(a)));
  }
  return out;
}

/** Distance in km between two points (equirectangular). */
export const km = (a: GeoPoint, b: GeoPoint): number => Math.hypot((a.lon - b.lon) * KM_PER_LON, (a.lat - b.lat) * KM_PER_LAT);
