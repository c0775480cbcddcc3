/**
 * Hex coordinates without a board.
 *
 * The DS maps number hexes by column and row, with ODD columns drawn half a hex toward higher
 * rows. That convention is fixed by the rulebook examples (4.2.5.1: Akyab w4114 touches w4214,
 * and Dacca w4313 is two hexes from Akyab), so it is not a parameter.
 *
 * Distance is counted in cube coordinates, where one step changes two of q, r, s by one in
 * opposite senses; q is the column and r the row with the column's half-hex shift taken out.
 */

/** A column and a row, as printed on a map (or global, once a map's row offset is added). */
export interface Offset {
  readonly col: number;
  readonly row: number;
}

/** Cube coordinates: q + r + s = 0. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/**
 * A direction around a hex, clockwise from "toward lower rows" as drawn with rows increasing down
 * the page: 0 up, 1 up-right, 2 down-right, 3 down, 4 down-left, 5 up-left.
 * Opposite directions are three apart, so a Beachhead arrow can be read from either side.
 */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/** All directions, in order. */
export const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

/** One cube step per direction. */
export const CUBE_DIRECTIONS: readonly Cube[] = [
  { q: 0, r: -1, s: 1 },
  { q: 1, r: -1, s: 0 },
  { q: 1, r: 0, s: -1 },
  { q: 0, r: 1, s: -1 },
  { q: -1, r: 1, s: 0 },
  { q: -1, r: 0, s: 1 },
];

/**
 * One offset step per direction, by column parity ([0] even, [1] odd): [dCol, dRow].
 * An odd column sits half a hex lower, so its side neighbours are at rows r and r + 1;
 * an even column's are at rows r - 1 and r.
 */
export const OFFSET_STEPS: readonly (readonly (readonly [number, number])[])[] = [
  [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 0], [-1, -1]],
  [[0, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0]],
];

/** 0 for even columns, 1 for odd ones (negative columns included). */
export function parity(col: number): 0 | 1 {
  return (col & 1) === 1 ? 1 : 0;
}

export function offsetToCube(o: Offset): Cube {
  const q = o.col;
  const r = o.row - (q - parity(q)) / 2;
  // `0 - q - r` rather than `-q - r`, so that the origin has s = +0, not -0.
  return { q, r, s: 0 - q - r };
}

export function cubeToOffset(c: Cube): Offset {
  return { col: c.q, row: c.r + (c.q - parity(c.q)) / 2 };
}

/** Hexes counted from a to b, the start not counted; terrain and missing hexes play no part. */
export function cubeDistance(a: Cube, b: Cube): number {
  return (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.s - b.s)) / 2;
}

export function offsetDistance(a: Offset, b: Offset): number {
  return cubeDistance(offsetToCube(a), offsetToCube(b));
}

/** The hex one step from o in direction d. */
export function offsetNeighbour(o: Offset, d: Direction): Offset {
  const step = OFFSET_STEPS[parity(o.col)]![d]!;
  return { col: o.col + step[0], row: o.row + step[1] };
}

/** The six hexes around o, in direction order. */
export function offsetNeighbours(o: Offset): Offset[] {
  return DIRECTIONS.map((d) => offsetNeighbour(o, d));
}

/** The direction of b seen from a, when b is one step from a. */
export function cubeDirection(a: Cube, b: Cube): Direction | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const d = CUBE_DIRECTIONS.findIndex((c) => c.q === dq && c.r === dr);
  return d < 0 ? undefined : DIRECTIONS[d];
}

export function oppositeDirection(d: Direction): Direction {
  return DIRECTIONS[(d + 3) % 6]!;
}

/**
 * Centre of a hex in map units (one unit = hex radius): x grows with the row (east on the DS
 * maps), y with the column (north). Columns are east-west lines of pointy-top hexes, odd ones
 * shifted half a hex toward higher rows, so adjacent centres are √3 apart.
 */
export function offsetCentre(o: Offset): { readonly x: number; readonly y: number } {
  return { x: Math.sqrt(3) * (o.row + 0.5 * parity(o.col)), y: 1.5 * o.col };
}
