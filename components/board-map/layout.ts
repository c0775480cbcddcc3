import { hexCentre, type HexGrid } from '../../src/core/hex/index.ts';

/**
 * Screen geometry of a map, from its grid's hex convention (src/core/hex/convention.ts): where
 * columns run east-west (the DS maps: column numbers grow to the north, rows to the east) hexes
 * are pointy-topped; where they run north-south, flat-topped. Everything a render needs per hex
 * (centre, polygon points) is computed once per layout, so a full board of 5,000 hexes does no
 * trigonometry or string building when the map redraws; the hex under the pointer is found from
 * the point, the map having no element per hex.
 */
export interface Point { readonly x: number; readonly y: number }

/** An axis-aligned rectangle in map units, in the shape of an SVG viewBox. */
export interface Rect { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

export interface MapLayout {
  readonly size: number;
  readonly width: number;
  readonly height: number;
  center(id: string): Point;
  /** The `points` attribute of the hex's polygon. */
  corners(id: string): string;
  /** End points of the side shared by two adjacent hexes. */
  side(a: string, b: string): readonly [Point, Point];
  /** The smallest rectangle holding the given hexes whole; undefined when none is on the map. */
  bounds(ids: Iterable<string>): Rect | undefined;
  /** The hex a map point lies in (the one with the nearest centre); undefined off the map. */
  hexAt(p: Point): string | undefined;
}

/** Unit vectors to the six corners of a hex, starting at the top (pointy-topped) or at the right (flat-topped). */
const cornersOf = (startDegrees: number): readonly Point[] => Array.from({ length: 6 }, (_, k) => {
  const a = (Math.PI / 180) * (60 * k + startDegrees);
  return { x: Math.cos(a), y: Math.sin(a) };
});
const POINTY = cornersOf(-90), FLAT = cornersOf(0);

export function mapLayout(grid: HexGrid, ids: readonly string[], size = 18): MapLayout {
  const raw = new Map<string, Point>();
  const convention = grid.convention, corners = convention.columns === 'eastWest' ? POINTY : FLAT;
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const id of ids) {
    const g = grid.globalOf(id);
    if (!g) continue;
    const u = hexCentre(convention, g.col, g.row);
    const p = { x: u.x * size, y: u.y * size };
    raw.set(id, p);
    minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y);
  }
  const pad = size * 1.2;
  const centres = new Map<string, Point>();
  const points = new Map<string, string>();
  for (const [id, p] of raw) {
    const c = { x: p.x - minX + pad, y: p.y - minY + pad };
    centres.set(id, c);
    points.set(id, corners.map((k) => `${(c.x + size * k.x).toFixed(1)},${(c.y + size * k.y).toFixed(1)}`).join(' '));
  }
  const center = (id: string): Point => centres.get(id) ?? { x: pad, y: pad };
  // Centres bucketed in squares two radii wide: the hex holding a point has its centre within one
  // radius, so in the point's square or one of the eight around it.
  const cell = 2 * size, buckets = new Map<number, { id: string; c: Point }[]>();
  const bucketOf = (ix: number, iy: number) => ix * 65536 + iy;
  for (const [id, c] of centres) {
    const k = bucketOf(Math.floor(c.x / cell), Math.floor(c.y / cell));
    const list = buckets.get(k);
    if (list) list.push({ id, c }); else buckets.set(k, [{ id, c }]);
  }
  return {
    size,
    width: maxX - minX + 2 * pad,
    height: maxY - minY + 2 * pad,
    center,
    corners: (id) => points.get(id) ?? '',
    side(a, b) {
      const p = center(a), q = center(b);
      const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      const perp = { x: -(q.y - p.y) / len, y: (q.x - p.x) / len };
      const h = size / 2;
      return [{ x: mid.x + perp.x * h, y: mid.y + perp.y * h }, { x: mid.x - perp.x * h, y: mid.y - perp.y * h }];
    },
    bounds(hexes) {
      let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
      for (const id of hexes) {
        const c = centres.get(id);
        if (!c) continue;
        x0 = Math.min(x0, c.x); x1 = Math.max(x1, c.x); y0 = Math.min(y0, c.y); y1 = Math.max(y1, c.y);
      }
      if (x0 > x1) return undefined;
      return { x: x0 - size, y: y0 - size, w: x1 - x0 + 2 * size, h: y1 - y0 + 2 * size };
    },
    hexAt(p) {
      const ix = Math.floor(p.x / cell), iy = Math.floor(p.y / cell);
      let best: string | undefined, d2 = size * size;
      for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) {
        for (const { id, c } of buckets.get(bucketOf(ix + dx, iy + dy)) ?? []) {
          const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
          if (d <= d2) { d2 = d; best = id; }
        }
      }
      return best;
    },
  };
}
