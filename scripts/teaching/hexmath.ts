/**
 * Hex centres in "map units" for the DS west map, as the teaching map generator draws them.
 * Pointy-top hexes: each column is an east-west line of hexes, the column number grows to the
 * north and the row number to the east; odd columns are shifted half a hex toward higher rows
 * (src/core/hex/coords.ts). A hex is SQRT3 map units across its flats; centres of adjacent
 * columns are 1.5 units apart.
 */
import { offsetCentre, offsetNeighbours } from '../../src/core/hex/index.ts';
import { formatHexId, parseHexId } from '../../src/ds/model/hex-ids.ts';

export const SQRT3 = Math.sqrt(3);
export const MAP_LETTER = 'w';

/** A position in map units: x grows to the east, y to the north. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface ColRow {
  readonly col: number;
  readonly row: number;
}

export function centre(col: number, row: number): Point {
  return offsetCentre({ col, row });
}

export function idOf(col: number, row: number): string {
  const id = formatHexId(MAP_LETTER, col, row);
  if (id === undefined) throw new RangeError(`no hex id for column ${col}, row ${row}`);
  return id;
}

export function colRowOf(id: string): ColRow {
  const a = parseHexId(id);
  if (a === undefined) throw new RangeError(`not a hex id: ${id}`);
  return { col: a.col, row: a.row };
}

export function centreOf(id: string): Point {
  const { col, row } = colRowOf(id);
  return centre(col, row);
}

/** Distance between two points, in hexes (centre to centre of adjacent hexes is 1). */
export function hexLengths(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y) / SQRT3;
}

/** The hex whose centre is nearest to p (ties go to the lower column, then the lower row). */
export function hexContaining(p: Point): ColRow {
  const col0 = Math.round(p.y / 1.5);
  let best: ColRow = { col: col0, row: 0 };
  let bestD = Infinity;
  for (let col = col0 - 1; col <= col0 + 1; col++) {
    const row0 = Math.round(p.x / SQRT3 - ((col & 1) === 1 ? 0.5 : 0));
    for (let row = row0 - 1; row <= row0 + 1; row++) {
      const c = centre(col, row);
      const d = Math.hypot(c.x - p.x, c.y - p.y);
      if (d < bestD - 1e-12) { best = { col, row }; bestD = d; }
    }
  }
  return best;
}

/**
 * Seven sample points of a hex: its centre and six points 0.55 of the way to its corners.
 * Pointy-top corners lie at 30°, 90°, 150°... from east.
 */
export function samplePoints(c: Point, radius = 0.55): Point[] {
  const out: Point[] = [c];
  for (let k = 0; k < 6; k++) {
    const a = ((30 + 60 * k) * Math.PI) / 180;
    out.push({ x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) });
  }
  return out;
}

/** Neighbours of a hex by the grid rule, whether or not they are on the map. */
export function neighbourIds(id: string): string[] {
  return offsetNeighbours(colRowOf(id)).map((o) => idOf(o.col, o.row));
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
