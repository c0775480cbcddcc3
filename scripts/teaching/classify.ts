/**
 * Land or sea, and country, for every hex of the region: the fit is inverted at seven sample
 * points of the hex; a hex is land when at least 40% of them are land, and its country is the
 * 1942 country most of its land samples fall in.
 */
import type { Atlas } from './atlas.ts';
import { COUNTRIES, dsCountry } from './countries.ts';
import type { Affine, GeoPoint } from './fit.ts';
import { centre, idOf, samplePoints } from './hexmath.ts';

export const LAND_SHARE = 0.4;

export interface Region {
  readonly cols: readonly [number, number];
  readonly rows: readonly [number, number];
}

export const REGION: Region = { cols: [25, 44], rows: [8, 27] };

export interface Classified {
  readonly id: string;
  readonly col: number;
  readonly row: number;
  /** Geographic position of the hex centre. */
  readonly geo: GeoPoint;
  /** Land samples out of seven. */
  readonly landSamples: number;
  /** Majority 1942 country of the land samples, if any sample found one. */
  readonly country?: string;
}

const COUNTRY_ORDER = new Map(COUNTRIES.map((c, i) => [c.id, i]));

function majority(ids: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (COUNTRY_ORDER.get(a[0]) ?? 99) - (COUNTRY_ORDER.get(b[0]) ?? 99))[0]?.[0];
}

export function classifyRegion(atlas: Atlas, fit: Affine, region: Region = REGION): Classified[] {
  const out: Classified[] = [];
  for (let col = region.cols[0]; col <= region.cols[1]; col++) {
    for (let row = region.rows[0]; row <= region.rows[1]; row++) {
      const c = centre(col, row);
      const samples = samplePoints(c).map((p) => fit.toGeo(p));
      const land = samples.filter((g) => atlas.isLand(g));
      const countries = samples.flatMap((g) => {
        const name = atlas.countryAt(g);
        const ds = name === undefined ? undefined : dsCountry(name, g);
        return ds === undefined ? [] : [ds];
      });
      const country = majority(countries);
      out.push({ id: idOf(col, row), col, row, geo: fit.toGeo(c), landSamples: land.length, ...(country !== undefined && { country }) });
    }
  }
  return out;
}

export const isLandByShare = (h: Classified): boolean => h.landSamples / 7 >= LAND_SHARE;
