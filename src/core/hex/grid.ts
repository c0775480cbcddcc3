/**
 * A board: the hexes of one or more maps, with geometry on global coordinates. Which hexes exist
 * matters for neighbours, paths and `within`; distance is pure geometry, because the rules count
 * it across All-Sea hexsides and off-board gaps alike (4.2.5.1, Akyab example).
 * Methods taking ids accept any string: ids not on the board give empty or undefined answers.
 */
import { buildTables, type HexGridError, type HexGridSpec } from './build.ts';
import type { HexConvention } from './convention.ts';
import { DIRECTIONS, type Cube, type Direction, type Offset } from './coords.ts';
import type { HexId } from './hex-id.ts';
import { hexsideKey, parseHexsideKey, type HexsideKey } from './hexside.ts';
import { Searcher, type PathOptions } from './search.ts';
import { distanceAt, indexAt, withinAt, type HexTables } from './tables.ts';

/** The result of `HexGrid.build`: a grid exactly when there are no errors. */
export interface HexGridBuild {
  readonly grid?: HexGrid;
  readonly errors: readonly HexGridError[];
}

export class HexGrid {
  /** A board from a spec, numbered by `convention` (the ruleset's: ids, parity, how columns run). */
  static build(spec: HexGridSpec, convention: HexConvention): HexGridBuild {
    const { tables, errors } = buildTables(spec, convention);
    return tables === undefined ? { errors } : { grid: new HexGrid(tables, convention), errors };
  }

  private readonly t: HexTables;
  private readonly neighbourIds: readonly (readonly HexId[])[];
  private readonly searcher: Searcher;

  private constructor(tables: HexTables, readonly convention: HexConvention) {
    this.t = tables;
    this.neighbourIds = tables.ids.map((_, i) => Object.freeze(this.neighbourIndices(i).map((j) => tables.ids[j]!)));
    this.searcher = new Searcher(tables);
  }

  /** Number of hexes on the board. */
  get size(): number {
    return this.t.ids.length;
  }

  /** All hexes, in the order the spec listed them (that order is each hex's index). */
  get ids(): readonly HexId[] {
    return this.t.ids;
  }

  has(id: HexId): boolean {
    return this.t.indexById.has(id);
  }

  /** The hex's index (position in `ids`), or -1 when it is not on the board. */
  indexOf(id: HexId): number {
    return this.t.indexById.get(id) ?? -1;
  }

  /** Global column and row (the map's row offset added). */
  globalOf(id: HexId): Offset | undefined {
    const i = this.indexOf(id);
    return i < 0 ? undefined : { col: this.t.col[i]! - this.t.colShift, row: this.t.row[i]! };
  }

  cubeOf(id: HexId): Cube | undefined {
    const i = this.indexOf(id);
    if (i < 0) return undefined;
    const q = this.t.q[i]!;
    const r = this.t.r[i]!;
    return { q, r, s: 0 - q - r };
  }

  /** The hex at a global column and row, if the board has one. */
  fromGlobal(col: number, row: number): HexId | undefined {
    if (!Number.isInteger(col) || !Number.isInteger(row)) return undefined;
    return this.t.ids[indexAt(this.t.box, col + this.t.colShift, row)];
  }

  /** Neighbours on the board, in direction order (see `Direction`). */
  neighbours(id: HexId): readonly HexId[] {
    return this.neighbourIds[this.indexOf(id)] ?? [];
  }

  /** The index of hex `i`'s neighbour in direction `d` (0..5), or -1 off the board: for searches kept on indexes. */
  neighbourIndex(i: number, d: number): number {
    return this.t.adj[i * 6 + d] ?? -1;
  }

  adjacent(a: HexId, b: HexId): boolean {
    return this.direction(a, b) !== undefined;
  }

  /** Where b lies around a (0..5, see `Direction`), when both are on the board and adjacent. */
  direction(a: HexId, b: HexId): Direction | undefined {
    const i = this.indexOf(a);
    const j = this.indexOf(b);
    if (i < 0 || j < 0) return undefined;
    for (const d of DIRECTIONS) if (this.t.adj[i * 6 + d] === j) return d;
    return undefined;
  }

  /**
   * Hexes from a to b, counting b but not a; Infinity when either is not on the board, so that
   * a range check on an unknown hex fails rather than passes.
   */
  distance(a: HexId, b: HexId): number {
    const i = this.indexOf(a);
    const j = this.indexOf(b);
    return i < 0 || j < 0 ? Infinity : distanceAt(this.t, i, j);
  }

  /** Hexes on the board 0..range hexes from id, by distance: id first, then ring by ring. */
  within(id: HexId, range: number): HexId[] {
    const i = this.indexOf(id);
    return i < 0 ? [] : withinAt(this.t, i, range).map((j) => this.t.ids[j]!);
  }

  /** The canonical key of the side a and b share; it does not check that they touch. */
  hexsideKey(a: HexId, b: HexId): HexsideKey {
    return hexsideKey(a, b);
  }

  /** The key of the side a and b share, if they are adjacent on the board. */
  hexsideOf(a: HexId, b: HexId): HexsideKey | undefined {
    return this.adjacent(a, b) ? hexsideKey(a, b) : undefined;
  }

  /** The two hexes of a canonical key, if they are adjacent on this board. */
  parseHexsideKey(key: string): readonly [HexId, HexId] | undefined {
    const pair = parseHexsideKey(key);
    return pair !== undefined && this.adjacent(pair[0], pair[1]) ? pair : undefined;
  }

  /** A shortest path on the board, both ends included (`[from]` when from is to). */
  path(from: HexId, to: HexId, opts: PathOptions = {}): HexId[] | undefined {
    const i = this.indexOf(from);
    const j = this.indexOf(to);
    if (i < 0 || j < 0) return undefined;
    return this.searcher.path(i, j, opts)?.map((k) => this.t.ids[k]!);
  }

  /** Hexes reachable from `from` (itself at 0) with their number of steps, nearest first. */
  reachable(from: HexId, opts: PathOptions = {}): Map<HexId, number> {
    const i = this.indexOf(from);
    return i < 0 ? new Map() : this.searcher.reachable(i, opts);
  }

  private neighbourIndices(i: number): number[] {
    const out: number[] = [];
    for (const d of DIRECTIONS) {
      const j = this.t.adj[i * 6 + d]!;
      if (j >= 0) out.push(j);
    }
    return out;
  }
}
