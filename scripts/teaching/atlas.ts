/**
 * Natural Earth land and countries at 1:50m (npm world-atlas, TopoJSON), as point queries:
 * is (lon, lat) land, and in which country. Polygons are clipped to the region and cut into
 * strips two degrees of longitude wide (plus a degree of overlap each side), so that d3-geo's spherical `geoContains` runs only on
 * the few small pieces of the strip a point falls in.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { clipPolygon, type Rect } from './clip.ts';
import type { GeoPoint } from './fit.ts';

interface Piece {
  readonly name: string;
  readonly polygon: Feature<Polygon>;
  readonly south: number;
  readonly north: number;
}

type NamedTopology = Topology<{ [key: string]: GeometryCollection<{ name?: string }> }>;

/** The part of the world the atlas answers for; points outside it are sea. */
export const ATLAS_BOUNDS: Rect = { west: 60, south: -30, east: 140, north: 40 };
const STRIP = 2;
const STRIPS = Math.ceil((ATLAS_BOUNDS.east - ATLAS_BOUNDS.west) / STRIP);

const require = createRequire(import.meta.url);

function loadTopology(file: string): NamedTopology {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as NamedTopology;
}

function latRange(rings: readonly (readonly Position[])[]): [number, number] {
  let south = Infinity;
  let north = -Infinity;
  for (const ring of rings) for (const p of ring) { south = Math.min(south, p[1] ?? 0); north = Math.max(north, p[1] ?? 0); }
  return [south, north];
}

/** Every (multi)polygon of a layer, clipped into strips: strips[i] holds the pieces of strip i. */
function strips(topology: NamedTopology, object: string): Piece[][] {
  const layer = topology.objects[object];
  if (!layer) throw new Error(`world-atlas has no "${object}" layer`);
  const out: Piece[][] = Array.from({ length: STRIPS }, () => []);
  for (const f of feature(topology, layer).features) {
    const name = f.properties?.name ?? object;
    const g = f.geometry as Polygon | MultiPolygon | null;
    const polys = g?.type === 'Polygon' ? [g.coordinates] : g?.type === 'MultiPolygon' ? g.coordinates : [];
    for (const rings of polys) {
      for (let i = 0; i < STRIPS; i++) {
        const west = ATLAS_BOUNDS.west + i * STRIP;
        // Strips overlap by a degree, so no query point ever lies on a cut edge.
        const clipped = clipPolygon(rings, { ...ATLAS_BOUNDS, west: west - 1, east: west + STRIP + 1 });
        if (!clipped) continue;
        const [south, north] = latRange(clipped);
        out[i]!.push({ name, south, north, polygon: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: clipped } } });
      }
    }
  }
  return out;
}

function stripOf(g: GeoPoint): number {
  const i = Math.floor((g.lon - ATLAS_BOUNDS.west) / STRIP);
  return g.lat < ATLAS_BOUNDS.south || g.lat > ATLAS_BOUNDS.north || i < 0 || i >= STRIPS ? -1 : i;
}

function find(pieces: readonly Piece[][], g: GeoPoint): Piece | undefined {
  const i = stripOf(g);
  if (i < 0) return undefined;
  return pieces[i]!.find((p) => g.lat >= p.south && g.lat <= p.north && geoContains(p.polygon, [g.lon, g.lat]));
}

export class Atlas {
  static load(): Atlas {
    return new Atlas(strips(loadTopology('land-50m.json'), 'land'), strips(loadTopology('countries-50m.json'), 'countries'));
  }

  private constructor(private readonly land: readonly Piece[][], private readonly countries: readonly Piece[][]) {}

  isLand(g: GeoPoint): boolean {
    return find(this.land, g) !== undefined;
  }

  /** Natural Earth name of the country at g (e.g. "Malaysia"), if any. */
  countryAt(g: GeoPoint): string | undefined {
    return find(this.countries, g)?.name;
  }
}
