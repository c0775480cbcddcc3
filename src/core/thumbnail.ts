import { hexCentre } from './hex/convention.ts';
import type { MapView } from './views.ts';

/**
 * A scenario's map in miniature, for the list of scenarios: the board sampled on a grid of square
 * cells, each cell taking the terrain of the hex whose centre is nearest (within a hex's radius),
 * each terrain one SVG path of row runs. Drawn with the map's own terrain classes (`t-<terrain>`),
 * so it has the map's colours; a few kilobytes even for a full board, so the list needs neither the
 * scenario nor its ruleset.
 */
export interface MapThumbnail {
  /** In cells: the SVG's viewBox is `0 0 width height`. */
  readonly width: number;
  readonly height: number;
  /** Per terrain key, the cells of that terrain as one path (`M x y h n v 1 h -n z` per run). */
  readonly terrains: readonly { readonly terrain: string; readonly d: string }[];
}

/** The map in at most `size` × `size` cells, its proportions kept, whichever way its hexes are numbered. */
export function mapThumbnail(map: MapView, size = 96): MapThumbnail {
  const centres: { x: number; y: number; terrain: string }[] = [];
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (const h of map.hexes) {
    const g = map.grid.globalOf(h.id);
    if (!g) continue;
    const c = hexCentre(map.grid.convention, g.col, g.row);
    centres.push({ ...c, terrain: h.terrain });
    x0 = Math.min(x0, c.x - 1); x1 = Math.max(x1, c.x + 1); y0 = Math.min(y0, c.y - 1); y1 = Math.max(y1, c.y + 1);
  }
  if (centres.length === 0) return { width: 1, height: 1, terrains: [] };
  const scale = size / Math.max(x1 - x0, y1 - y0);
  const width = Math.max(1, Math.round((x1 - x0) * scale)), height = Math.max(1, Math.round((y1 - y0) * scale));
  // Centres bucketed in squares of side 2 (two hex radii): the nearest centre within one radius is
  // in the point's square or one of the eight around it.
  const buckets = new Map<string, typeof centres>();
  const key = (x: number, y: number) => `${Math.floor(x / 2)},${Math.floor(y / 2)}`;
  for (const c of centres) {
    const k = key(c.x, c.y);
    buckets.set(k, [...(buckets.get(k) ?? []), c]);
  }
  const terrainAt = (x: number, y: number): string | undefined => {
    let best: string | undefined, d2 = 1;
    const bx = Math.floor(x / 2), by = Math.floor(y / 2);
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) {
      for (const c of buckets.get(`${bx + dx},${by + dy}`) ?? []) {
        const d = (c.x - x) ** 2 + (c.y - y) ** 2;
        if (d <= d2) { d2 = d; best = c.terrain; }
      }
    }
    return best;
  };
  const paths = new Map<string, string>();
  for (let row = 0; row < height; row++) {
    let run: { terrain: string | undefined; from: number } = { terrain: undefined, from: 0 };
    const close = (to: number) => {
      if (run.terrain !== undefined) paths.set(run.terrain, `${paths.get(run.terrain) ?? ''}M${run.from} ${row}h${to - run.from}v1h-${to - run.from}z`);
    };
    for (let col = 0; col <= width; col++) {
      const t = col < width ? terrainAt(x0 + (col + 0.5) / scale, y0 + (row + 0.5) / scale) : undefined;
      if (col === width || t !== run.terrain) {
        close(col);
        run = { terrain: t, from: col };
      }
    }
  }
  return { width, height, terrains: [...paths].map(([terrain, d]) => ({ terrain, d })) };
}
