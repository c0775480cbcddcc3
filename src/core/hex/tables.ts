/**
 * The precomputed tables of a board. Hexes are numbered 0..n-1 in the order the spec lists them;
 * everything hot (adjacency, distance, lookups by position) works on those numbers and typed
 * arrays, and ids are only translated at the edges.
 */
import { CUBE_DIRECTIONS, parity } from './coords.ts';
import type { HexId } from './hex-id.ts';

export interface HexTables {
  readonly ids: readonly HexId[];
  readonly indexById: ReadonlyMap<HexId, number>;
  /** Global column and row (a map's row offset added); columns moved by `colShift` (build.ts). */
  readonly col: Int32Array;
  readonly colShift: number;
  readonly row: Int32Array;
  /** Cube q and r; s is -q - r. */
  readonly q: Int32Array;
  readonly r: Int32Array;
  /** Six entries per hex, by direction: the neighbour's index, or -1 when it is not on the board. */
  readonly adj: Int32Array;
  /** Every global position in the board's bounding box, column-major: a hex index or -1. */
  readonly box: PositionBox;
}

export interface PositionBox {
  readonly minCol: number;
  readonly minRow: number;
  readonly width: number;
  readonly height: number;
  readonly cells: Int32Array;
}

/** The hex at a global position, or -1. */
export function indexAt(box: PositionBox, col: number, row: number): number {
  const c = col - box.minCol;
  const r = row - box.minRow;
  if (c < 0 || r < 0 || c >= box.width || r >= box.height) return -1;
  return box.cells[c * box.height + r] ?? -1;
}

/** The hex at cube (q, r), or -1. */
export function indexAtCube(box: PositionBox, q: number, r: number): number {
  return indexAt(box, q, r + (q - parity(q)) / 2);
}

export function distanceAt(t: HexTables, i: number, j: number): number {
  const dq = t.q[i]! - t.q[j]!;
  const dr = t.r[i]! - t.r[j]!;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * Hexes on the board within `range` of hex i, by distance, i first. Distance ignores missing
 * hexes and hexside terrain, so this walks rings of positions rather than the board's adjacency.
 * Each ring starts toward lower rows and goes clockwise.
 */
export function withinAt(t: HexTables, i: number, range: number): number[] {
  if (!(range >= 0)) return [];
  // No hex of the box is farther than its width plus height; larger ranges add nothing.
  const limit = Math.min(Math.floor(range), t.box.width + t.box.height);
  const out = [i];
  const q0 = t.q[i]!;
  const r0 = t.r[i]!;
  for (let k = 1; k <= limit; k++) {
    let q = q0;
    let r = r0 - k;
    for (let side = 0; side < 6; side++) {
      const step = CUBE_DIRECTIONS[(side + 2) % 6]!;
      for (let n = 0; n < k; n++) {
        const j = indexAtCube(t.box, q, r);
        if (j >= 0) out.push(j);
        q += step.q;
        r += step.r;
      }
    }
  }
  return out;
}
