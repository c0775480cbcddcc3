/**
 * The geography of the AWAW teaching map: a stretch of the 1942 eastern front between Voronezh,
 * Rostov and Stalingrad. Land and sea from Natural Earth (npm world-atlas, land at 1:50m); rivers
 * as polylines through their towns, read off a map (the Don, the Donets, the Volga, the Chir);
 * hexes about 60 km across, as on the AWAW European mapboard. The hex ids follow the AWAW convention
 * (src/awaw/model/hex-ids.ts) but are not the printed map's (R-AWAW-TEACHING-MAP).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { hexCentre } from '../../src/core/hex/convention.ts';
import { AWAW_HEX, rowLetters } from '../../src/awaw/model/hex-ids.ts';

export interface Geo { readonly lon: number; readonly lat: number }
export interface Pt { readonly x: number; readonly y: number }

/** The map's reference point and scale: hex radius 34.6 km (60 km across the flats). */
const ORIGIN: Geo = { lon: 41.5, lat: 49.2 };
const RADIUS_KM = 34.64;
const KM_PER_LAT = 110.57;
const KM_PER_LON = 111.32 * Math.cos((ORIGIN.lat * Math.PI) / 180);

/** The rows (N, 14 ... Z) and the positions along them that make the board (offset coordinates). */
export const ROWS: readonly number[] = Array.from({ length: 13 }, (_, i) => 10 + i);
export const POSITIONS: readonly number[] = Array.from({ length: 14 }, (_, i) => 48 + i);

/** The centre of the board in map units, where ORIGIN lies. */
function boardCentre(): Pt {
  const mid = hexCentre(AWAW_HEX, 100 - ROWS[Math.floor(ROWS.length / 2)]!, POSITIONS[Math.floor(POSITIONS.length / 2)]!);
  return mid;
}

/** Geographic point to map units (x east, y down the page), the inverse too. */
export function toMap(g: Geo): Pt {
  const c = boardCentre();
  return { x: c.x + ((g.lon - ORIGIN.lon) * KM_PER_LON) / RADIUS_KM, y: c.y + ((ORIGIN.lat - g.lat) * KM_PER_LAT) / RADIUS_KM };
}
export function toGeo(p: Pt): Geo {
  const c = boardCentre();
  return { lon: ORIGIN.lon + ((p.x - c.x) * RADIUS_KM) / KM_PER_LON, lat: ORIGIN.lat - ((p.y - c.y) * RADIUS_KM) / KM_PER_LAT };
}

export interface BoardHex { readonly id: string; readonly centre: Pt; readonly geo: Geo }

export function boardHexes(): BoardHex[] {
  const out: BoardHex[] = [];
  for (const r of ROWS) {
    if (rowLetters(r) === undefined) continue;
    for (const o of POSITIONS) {
      const id = AWAW_HEX.format('e', 100 - r, o);
      if (id === undefined) continue;
      const centre = hexCentre(AWAW_HEX, 100 - r, o);
      out.push({ id, centre, geo: toGeo(centre) });
    }
  }
  return out;
}

/** The hex whose centre is nearest a geographic point. */
export function hexAt(hexes: readonly BoardHex[], g: Geo): string {
  const p = toMap(g);
  let best = hexes[0]!;
  let d = Infinity;
  for (const h of hexes) {
    const e = Math.hypot(h.centre.x - p.x, h.centre.y - p.y);
    if (e < d) { d = e; best = h; }
  }
  return best.id;
}

type NamedTopology = Topology<{ [key: string]: GeometryCollection }>;
const require = createRequire(import.meta.url);

/** Natural Earth land (1:50m): whether a point is land. */
export function landTest(): (g: Geo) => boolean {
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as NamedTopology;
  const land = feature(topo, topo.objects['land']!).features as Feature<Polygon | MultiPolygon>[];
  const near = land.filter((f) => {
    const coords = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    return coords.some((poly) => poly[0]!.some(([lon, lat]) => lon! > 30 && lon! < 52 && lat! > 40 && lat! < 58));
  });
  return (g) => near.some((f) => geoContains(f, [g.lon, g.lat]));
}

/** Land when at least three of seven sample points (centre and six towards the corners) are land. */
export function isLandHex(h: BoardHex, land: (g: Geo) => boolean): boolean {
  const pts = [h.centre, ...Array.from({ length: 6 }, (_, i) => ({ x: h.centre.x + 0.6 * Math.cos((Math.PI / 3) * i + Math.PI / 6), y: h.centre.y + 0.6 * Math.sin((Math.PI / 3) * i + Math.PI / 6) }))];
  return pts.filter((p) => land(toGeo(p))).length >= 3;
}

/** Rivers as polylines through their towns (lon, lat). */
export const RIVERS: Readonly<Record<string, readonly Geo[]>> = {
  Don: [
    { lon: 39.2, lat: 52.2 }, { lon: 39.2, lat: 51.67 }, { lon: 39.45, lat: 51.0 }, { lon: 40.1, lat: 50.45 }, { lon: 40.4, lat: 50.17 },
    { lon: 40.5, lat: 49.93 }, { lon: 41.1, lat: 49.8 }, { lon: 42.7, lat: 49.6 }, { lon: 43.05, lat: 49.3 }, { lon: 43.5, lat: 48.75 },
    { lon: 42.6, lat: 47.95 }, { lon: 42.1, lat: 47.65 }, { lon: 41.1, lat: 47.58 }, { lon: 40.3, lat: 47.35 }, { lon: 39.7, lat: 47.23 }, { lon: 39.4, lat: 47.1 },
  ],
  Donets: [
    { lon: 37.3, lat: 49.2 }, { lon: 38.4, lat: 48.9 }, { lon: 39.3, lat: 48.55 }, { lon: 40.3, lat: 48.3 }, { lon: 40.8, lat: 47.6 },
  ],
  Volga: [
    { lon: 45.4, lat: 50.8 }, { lon: 45.4, lat: 50.08 }, { lon: 44.9, lat: 49.3 }, { lon: 44.5, lat: 48.7 }, { lon: 44.6, lat: 48.3 }, { lon: 45.3, lat: 47.8 },
  ],
};

const cross = (o: Pt, a: Pt, b: Pt) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
/** Whether segments p1-p2 and q1-q2 cross. */
export function segmentsCross(p1: Pt, p2: Pt, q1: Pt, q2: Pt): boolean {
  const d1 = cross(q1, q2, p1); const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1); const d4 = cross(p1, p2, q2);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Whether the line between two hex centres crosses a river. */
export function riverBetween(a: BoardHex, b: BoardHex): string | undefined {
  for (const [name, line] of Object.entries(RIVERS)) {
    const pts = line.map(toMap);
    for (let i = 0; i + 1 < pts.length; i++) if (segmentsCross(a.centre, b.centre, pts[i]!, pts[i + 1]!)) return name;
  }
  return undefined;
}
