import { HexGrid } from '../../../core/hex/index.ts';
import { DS_HEX, formatHexId } from '../../model/hex-ids.ts';
import type { Terrain } from '../../model/terrain.ts';

/** The two maps of a generated board: the east map's rows continue the west map's. */
export function boardMaps(rows: number): { letter: string; name: string; rowOffset: number }[] {
  return [
    { letter: 'w', name: 'West map (generated)', rowOffset: 0 },
    { letter: 'e', name: 'East map (generated)', rowOffset: rows },
  ];
}

/** Every hex of both maps, map by map, column by column. */
export function boardHexIds(cols: number, rows: number): string[] {
  const ids: string[] = [];
  for (const map of ['w', 'e']) {
    for (let c = 1; c <= cols; c++) for (let r = 1; r <= rows; r++) ids.push(formatHexId(map, c, r)!);
  }
  return ids;
}

export function buildGrid(cols: number, rows: number): HexGrid {
  const { grid, errors } = HexGrid.build({ maps: boardMaps(rows), hexes: boardHexIds(cols, rows) }, DS_HEX);
  if (!grid) throw new Error(`generated board is not a board: ${errors[0]?.message ?? 'no hexes'}`);
  return grid;
}

/** The board as it takes shape: geometry, then land and terrain, each by grid index. */
export interface Sketch {
  readonly grid: HexGrid;
  /** Columns per map, and all rows of both maps together. */
  readonly cols: number;
  readonly totalRows: number;
  readonly land: readonly boolean[];
  readonly terrain: readonly Terrain[];
}

/** Neighbour indices of hex i on the board. */
export function neighbourIndices(grid: HexGrid, i: number): number[] {
  return grid.neighbours(grid.ids[i]!).map((id) => grid.indexOf(id));
}

/** Connected groups of the hexes that satisfy `member`, by breadth-first search. */
export function components(grid: HexGrid, member: (i: number) => boolean): number[][] {
  const seen = new Uint8Array(grid.size);
  const out: number[][] = [];
  for (let start = 0; start < grid.size; start++) {
    if (seen[start] || !member(start)) continue;
    const group = [start];
    seen[start] = 1;
    for (let k = 0; k < group.length; k++) {
      for (const j of neighbourIndices(grid, group[k]!)) {
        if (!seen[j] && member(j)) { seen[j] = 1; group.push(j); }
      }
    }
    out.push(group);
  }
  return out;
}
