import { offsetCentre, type HexGrid } from '../../src/core/hex/index.ts';

/**
 * Screen geometry of the DS map: column numbers grow to the north and row numbers to the east, so
 * each column is an east-west line of pointy-top hexes, odd columns shifted half a hex east.
 */
export interface Point { readonly x: number; readonly y: number }

export interface MapLayout {
  readonly size: number;
  readonly width: number;
  readonly height: number;
  center(id: string): Point;
  corners(id: string): string;
  /** End points of the side shared by two adjacent hexes. */
  side(a: string, b: string): readonly [Point, Point];
}

export function mapLayout(grid: HexGrid, ids: readonly string[], size = 18): MapLayout {
  const raw = new Map<string, Point>();
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const id of ids) {
    const g = grid.globalOf(id);
    if (!g) continue;
    const u = offsetCentre(g);
    const p = { x: u.x * size, y: -u.y * size }; // north up on screen
    raw.set(id, p);
    minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y);
  }
  const pad = size * 1.2;
  const center = (id: string): Point => {
    const p = raw.get(id) ?? { x: minX, y: minY };
    return { x: p.x - minX + pad, y: p.y - minY + pad };
  };
  return {
    size,
    width: maxX - minX + 2 * pad,
    height: maxY - minY + 2 * pad,
    center,
    corners(id) {
      const c = center(id);
      const pts: string[] = [];
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 180) * (60 * k - 90);
        pts.push(`${(c.x + size * Math.cos(a)).toFixed(1)},${(c.y + size * Math.sin(a)).toFixed(1)}`);
      }
      return pts.join(' ');
    },
    side(a, b) {
      const p = center(a), q = center(b);
      const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      const perp = { x: -(q.y - p.y) / len, y: (q.x - p.x) / len };
      const h = size / 2;
      return [{ x: mid.x + perp.x * h, y: mid.y + perp.y * h }, { x: mid.x - perp.x * h, y: mid.y - perp.y * h }];
    },
  };
}
