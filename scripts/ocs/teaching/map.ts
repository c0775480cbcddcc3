/**
 * The teaching map's hexes and hexsides from the geography: sea where less than 40% of a hex's
 * sample points are land (Natural Earth 1:50m, the DS teaching map's atlas), towns where they
 * stand, mountain near the ridges' peaks, open ground along the rivers and the coast, hills
 * elsewhere with some woods; the Naktong and its tributaries on the hexsides their courses
 * cross, roads on the hexsides between the hexes they run through.
 */
import { Atlas } from '../../teaching/atlas.ts';
import { centreOf, COLUMNS, hexAt, hexIdOf, km, ROWS, samples, toGeo, toMap, type GeoPoint } from './geo.ts';
import { PEAKS, RIVERS, ROADS, TOWNS } from './places.ts';

export interface MapHex { id: string; terrain: string[]; name?: string }
export interface MapSide { between: [string, string]; features: string[] }

type P = { x: number; y: number };
const cross = (o: P, a: P, b: P): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
const segmentsCross = (a: P, b: P, c: P, d: P): boolean => cross(a, b, c) * cross(a, b, d) < 0 && cross(c, d, a) * cross(c, d, b) < 0;

function nearLine(g: GeoPoint, line: readonly GeoPoint[], within: number): boolean {
  for (let i = 1; i < line.length; i++) {
    for (let t = 0; t <= 20; t++) {
      const p = { lon: line[i - 1]!.lon + ((line[i]!.lon - line[i - 1]!.lon) * t) / 20, lat: line[i - 1]!.lat + ((line[i]!.lat - line[i - 1]!.lat) * t) / 20 };
      if (km(g, p) <= within) return true;
    }
  }
  return false;
}

/** Two hexes with adjacent centres, both on the map: the neighbours of a flat-topped hex (even columns half a hex lower). */
function neighbourPairs(): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let col = 1; col <= COLUMNS; col++) {
    for (let row = 1; row <= ROWS; row++) {
      const shift = col % 2 === 0 ? 0 : -1;
      for (const [dc, dr] of [[0, 1], [1, shift], [1, shift + 1]] as const) {
        const c = col + dc, r = row + dr;
        if (c <= COLUMNS && r >= 1 && r <= ROWS) out.push([col, row, c, r]);
      }
    }
  }
  return out;
}

export function buildMap(atlas: Atlas = Atlas.load()): { hexes: MapHex[]; hexsides: MapSide[]; notes: string[] } {
  const towns = new Map(TOWNS.map((t) => { const h = hexAt(t.geo); return [hexIdOf(h.col, h.row), t] as const; }));
  const hexes: MapHex[] = [];
  const notes: string[] = [];
  for (let col = 1; col <= COLUMNS; col++) {
    for (let row = 1; row <= ROWS; row++) {
      const id = hexIdOf(col, row);
      const pts = samples(col, row);
      const land = pts.filter((g) => atlas.isLand(g)).length;
      const centre = pts[0]!;
      const town = towns.get(id);
      let terrain: string[];
      if (town) terrain = town.name === 'Yongsan' || town.name === 'Hyonpung' ? [town.terrain, 'hills'] : [town.terrain];
      else if (land / 7 < 0.4) terrain = ['sea'];
      else if (PEAKS.some((p) => km(centre, p.geo) <= p.km)) terrain = (col + row) % 3 === 0 ? ['mountain', 'woods'] : ['mountain'];
      else if (land < 7 || RIVERS.some((r) => nearLine(centre, r.line, 4))) terrain = ['open'];
      else terrain = (col * 7 + row * 3) % 5 === 0 ? ['woods', 'hills'] : (col + 2 * row) % 7 === 0 ? ['woods'] : ['hills'];
      if (town && land === 0) notes.push(`${town.name} falls in a sea hex by the 1:50m coastline; kept as land`);
      hexes.push({ id, terrain, ...(town && { name: town.name }) });
    }
  }
  const features = new Map<string, Set<string>>();
  const add = (a: string, b: string, f: string) => {
    const key = a < b ? `${a}/${b}` : `${b}/${a}`;
    if (!features.has(key)) features.set(key, new Set());
    features.get(key)!.add(f);
  };
  const sea = new Set(hexes.filter((h) => h.terrain[0] === 'sea').map((h) => h.id));
  for (const [c1, r1, c2, r2] of neighbourPairs()) {
    const a = centreOf(c1, r1), b = centreOf(c2, r2);
    const [ia, ib] = [hexIdOf(c1, r1), hexIdOf(c2, r2)];
    if (sea.has(ia) || sea.has(ib)) continue;
    for (const river of RIVERS) {
      const pts = river.line.map(toMap);
      if (pts.some((p, i) => i > 0 && segmentsCross(a, b, pts[i - 1]!, p))) add(ia, ib, river.kind);
    }
  }
  for (const road of ROADS) {
    const path: string[] = [];
    for (let i = 1; i < road.length; i++) {
      for (let t = 0; t <= 60; t++) {
        const g = { lon: road[i - 1]!.lon + ((road[i]!.lon - road[i - 1]!.lon) * t) / 60, lat: road[i - 1]!.lat + ((road[i]!.lat - road[i - 1]!.lat) * t) / 60 };
        const h = hexAt(g);
        const id = hexIdOf(h.col, h.row);
        if (path.at(-1) !== id) path.push(id);
      }
    }
    for (let i = 1; i < path.length; i++) if (!sea.has(path[i]!) && !sea.has(path[i - 1]!)) add(path[i - 1]!, path[i]!, 'road');
  }
  const order = ['majorRiver', 'minorRiver', 'road'];
  const hexsides = [...features].map(([key, set]) => ({ between: key.split('/') as [string, string], features: order.filter((f) => set.has(f)) }));
  return { hexes, hexsides, notes };
}

export { toGeo };
