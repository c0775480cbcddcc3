import type { HexGrid } from '../../../core/hex/index.ts';
import type { Terrain } from '../../model/terrain.ts';
import { valueNoise } from './noise.ts';
import type { Rng } from './random.ts';
import { components, type Sketch } from './sketch.ts';

/** Sea pockets smaller than this become land: Naval Zones are open sea, not ponds. */
const MIN_SEA = 12;

/**
 * Land and sea: noise plus a tilt that puts a continent in the north-west and an archipelago in
 * the south-east, cut at the quantile that gives `landShare` of the board as land.
 */
function shapeLand(grid: HexGrid, rng: Rng, cols: number, totalRows: number, landShare: number): boolean[] {
  const elevation = valueNoise(rng, cols, totalRows, 16, 4);
  const height = grid.ids.map((id) => {
    const g = grid.globalOf(id)!;
    const tilt = 0.4 * (1 - g.row / totalRows) + 0.2 * (1 - g.col / cols);
    return elevation(g.col, g.row) + tilt;
  });
  const sorted = [...height].sort((a, b) => a - b);
  const cut = sorted[Math.floor((1 - landShare) * (sorted.length - 1))]!;
  const land = height.map((h) => h > cut);
  for (const pocket of components(grid, (i) => !land[i])) {
    if (pocket.length < MIN_SEA) for (const i of pocket) land[i] = true;
  }
  return land;
}

/** Terrain from ruggedness and moisture; jungle and swamp in the south, desert in the dry north. */
function shapeTerrain(grid: HexGrid, rng: Rng, land: readonly boolean[], cols: number, totalRows: number): Terrain[] {
  const rugged = valueNoise(rng, cols, totalRows, 10, 3);
  const moisture = valueNoise(rng, cols, totalRows, 14, 2);
  return grid.ids.map((id, i): Terrain => {
    if (!land[i]) return 'allSea';
    const g = grid.globalOf(id)!;
    const r = rugged(g.col, g.row);
    const m = moisture(g.col, g.row);
    if (r > 0.68) return 'mountain';
    if (r > 0.6) return 'rough';
    if (g.row > totalRows * 0.5) return m > 0.62 ? 'swamp' : m > 0.4 ? 'jungle' : 'clear';
    return m < 0.32 ? 'desert' : m > 0.62 ? 'forest' : 'clear';
  });
}

export function sketchBoard(grid: HexGrid, rng: Rng, cols: number, rows: number, landShare: number): Sketch {
  const totalRows = rows * 2;
  const land = shapeLand(grid, rng, cols, totalRows, landShare);
  const terrain = shapeTerrain(grid, rng, land, cols, totalRows);
  return { grid, cols, totalRows, land, terrain };
}
