/**
 * Sutherland–Hodgman clipping of polygon rings to a lon/lat rectangle. The atlas clips land and
 * countries into narrow strips between two meridians (great circles, so the cut edges are exact
 * for d3-geo's spherical tests), which keeps each point query to a few hundred vertices.
 */
import type { Position } from 'geojson';

type Pt = readonly [number, number];
type Inside = (p: Pt) => boolean;
type Cut = (a: Pt, b: Pt) => Pt;

function clipEdge(ring: readonly Pt[], inside: Inside, cut: Cut): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < ring.length; i++) {
    const cur = ring[i]!;
    const prev = ring[(i + ring.length - 1) % ring.length]!;
    const inCur = inside(cur);
    if (inCur !== inside(prev)) out.push(cut(prev, cur));
    if (inCur) out.push(cur);
  }
  return out;
}

const atLon = (lon: number): Cut => (a, b) => [lon, a[1] + ((b[1] - a[1]) * (lon - a[0])) / (b[0] - a[0])];
const atLat = (lat: number): Cut => (a, b) => [a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]), lat];

export interface Rect {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** A closed ring clipped to the rectangle, or undefined when nothing of it is left. */
export function clipRing(ring: readonly Position[], r: Rect): Position[] | undefined {
  let pts: Pt[] = ring.slice(0, -1).map((p) => [p[0] ?? 0, p[1] ?? 0] as const);
  pts = clipEdge(pts, (p) => p[0] >= r.west, atLon(r.west));
  pts = clipEdge(pts, (p) => p[0] <= r.east, atLon(r.east));
  pts = clipEdge(pts, (p) => p[1] >= r.south, atLat(r.south));
  pts = clipEdge(pts, (p) => p[1] <= r.north, atLat(r.north));
  if (pts.length < 3) return undefined;
  return [...pts.map((p) => [p[0], p[1]]), [pts[0]![0], pts[0]![1]]];
}

/** A polygon (outer ring, then holes) clipped to the rectangle, or undefined when empty. */
export function clipPolygon(rings: readonly (readonly Position[])[], r: Rect): Position[][] | undefined {
  const [outer, ...holes] = rings;
  const o = outer && clipRing(outer, r);
  if (!o) return undefined;
  const kept = holes.map((h) => clipRing(h, r)).filter((h): h is Position[] => h !== undefined);
  return [o, ...kept];
}
