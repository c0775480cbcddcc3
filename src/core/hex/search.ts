/**
 * Breadth-first search over the board's adjacency, with the blocking rules supplied by the
 * caller (terrain, enemy zones of control, hexside types belong to the ruleset, not to geometry).
 * Every step costs one, so breadth-first order gives shortest paths. Scratch arrays are reused
 * across searches and told apart by a generation stamp, so a search allocates only its result.
 */
import type { HexId } from './hex-id.ts';
import type { HexTables } from './tables.ts';

export interface PathOptions {
  /** May the moving unit enter this hex? Never asked of the starting hex. */
  readonly canEnter?: (hex: HexId) => boolean;
  /** May it cross the hexside from one hex into the next (e.g. not an All-Sea or lake hexside)? */
  readonly canCross?: (from: HexId, to: HexId) => boolean;
  /** Most steps (hexes entered after the start); no limit when absent. */
  readonly maxLength?: number;
}

export class Searcher {
  private readonly t: HexTables;
  /** The generation that last reached, or ruled out, each hex. */
  private readonly mark: Uint32Array;
  /** Steps from the start; -1 when the hex may not be entered. */
  private readonly dist: Int32Array;
  private readonly prev: Int32Array;
  private readonly queue: Int32Array;
  private generation = 0;
  /** True while a search runs: a callback that searches again gets fresh scratch arrays. */
  private busy = false;

  constructor(tables: HexTables) {
    const n = tables.ids.length;
    this.t = tables;
    this.mark = new Uint32Array(n);
    this.dist = new Int32Array(n);
    this.prev = new Int32Array(n);
    this.queue = new Int32Array(n);
  }

  /** Hex indices of a shortest path, both ends included, or undefined when there is none. */
  path(from: number, to: number, opts: PathOptions): number[] | undefined {
    if (from === to) return [from];
    if (this.busy) return new Searcher(this.t).path(from, to, opts);
    this.busy = true;
    try {
      const gen = this.run(from, to, opts);
      if (this.mark[to] !== gen || this.dist[to]! < 0) return undefined;
      const out: number[] = [];
      for (let i = to; i !== -1; i = this.prev[i]!) out.push(i);
      return out.reverse();
    } finally {
      this.busy = false;
    }
  }

  /** Every hex reachable from `from`, with its number of steps, in order of steps. */
  reachable(from: number, opts: PathOptions): Map<HexId, number> {
    if (this.busy) return new Searcher(this.t).reachable(from, opts);
    this.busy = true;
    try {
      this.run(from, -1, opts);
      const out = new Map<HexId, number>();
      // Entered hexes are queued in order of steps; the queue ends at the first unused slot.
      for (let k = 0; k < this.queue.length; k++) {
        const i = this.queue[k]!;
        if (i < 0) break;
        out.set(this.t.ids[i]!, this.dist[i]!);
      }
      return out;
    } finally {
      this.busy = false;
    }
  }

  /** Runs the search, stopping early once `target` is entered; returns its generation. */
  private run(from: number, target: number, opts: PathOptions): number {
    const { adj, ids } = this.t;
    const { mark, dist, prev, queue } = this;
    const { canEnter, canCross } = opts;
    const limit = stepLimit(opts.maxLength);
    const gen = this.nextGeneration();
    mark[from] = gen;
    dist[from] = 0;
    prev[from] = -1;
    queue[0] = from;
    let head = 0;
    let tail = 1;
    search: while (head < tail) {
      const cur = queue[head++]!;
      const d = dist[cur]!;
      if (d >= limit) continue;
      for (let k = cur * 6, end = k + 6; k < end; k++) {
        const nb = adj[k]!;
        if (nb < 0 || mark[nb] === gen) continue;
        // A closed hexside may be open from another side, so it does not rule the hex out.
        if (canCross !== undefined && !canCross(ids[cur]!, ids[nb]!)) continue;
        mark[nb] = gen;
        if (canEnter !== undefined && !canEnter(ids[nb]!)) {
          dist[nb] = -1;
          continue;
        }
        dist[nb] = d + 1;
        prev[nb] = cur;
        queue[tail++] = nb;
        if (nb === target) break search;
      }
    }
    if (tail < queue.length) queue[tail] = -1;
    return gen;
  }

  private nextGeneration(): number {
    if (this.generation === 0xffffffff) {
      this.mark.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }
}

/** Fractions round down; a negative or NaN limit allows no step rather than any number. */
function stepLimit(maxLength: number | undefined): number {
  if (maxLength === undefined) return Infinity;
  return maxLength >= 0 ? Math.floor(maxLength) : 0;
}
