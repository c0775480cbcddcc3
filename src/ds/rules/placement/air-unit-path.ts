import type { HexGrid } from '../../../core/hex/grid.ts';
import type { DsGameState } from '../../model/state.ts';
import type { MemoKey, PlacementContext } from './context.ts';

/**
 * Air Unit Path (2.2.3.1): "The path is traced from the Air Base, along a continuous chain of
 * adjacent hexes, to the placement hex. The path cannot go into a Land hex affected by Mud, nor may
 * it go into a hex in a Neutral Minor Country (13.4) or Policy Affected Country (13.6)."
 */

/**
 * AUP-2, AUP-3 (2.2.3.1) airPathMayEnter: the path may go into this hex: not a Land hex whose
 * Weather Area has Mud (R-WEATHER), not a hex of a Neutral Minor Country or a Policy Affected
 * Country (R-NEUTRAL, R-POLICY). The Air Base it starts from is not gone into.
 */
export function airPathMayEnter(state: DsGameState, hex: string): boolean {
  const h = state.board.hexes[hex];
  if (!h) return false;
  if (h.terrain !== 'allSea' && state.weatherAreas[h.weatherArea]?.weather === 'mud') return false;
  const status = h.country ? state.countries[h.country]?.status : undefined;
  return status !== 'neutral' && status !== 'policyAffected';
}

/**
 * The hexes an Air Unit Path reaches, each with the length of its shortest path, kept by hex index
 * (a Bomber's nine hexes from every Air Base reach thousands of hexes: no string-keyed map is built).
 * Iterates as [hex, length] in board order.
 */
export class AirReach implements Iterable<readonly [string, number]> {
  readonly #grid: HexGrid;
  /** By hex index: the path's length, or -1 when no path of at most the range reaches the hex. */
  readonly #length: Int16Array;
  readonly size: number;

  constructor(grid: HexGrid, length: Int16Array, size: number) {
    this.#grid = grid;
    this.#length = length;
    this.size = size;
  }

  has(hex: string): boolean {
    return this.hasIndex(this.#grid.indexOf(hex));
  }

  /** `has` of the hex at board index `i` (-1: not on the board). */
  hasIndex(i: number): boolean {
    return i >= 0 && this.#length[i]! >= 0;
  }

  get(hex: string): number | undefined {
    const i = this.#grid.indexOf(hex);
    const d = i >= 0 ? this.#length[i]! : -1;
    return d >= 0 ? d : undefined;
  }

  /** The reached hexes in board order; with `only`, those whose index it marks 1. */
  hexes(only?: Uint8Array): string[] {
    return this.indices(only).map((i) => this.#grid.ids[i]!);
  }

  /** The board indices of `hexes(only)`, in the same (board) order. */
  indices(only?: Uint8Array): number[] {
    const out: number[] = [];
    const length = this.#length;
    for (let i = 0; i < length.length; i++) if (length[i]! >= 0 && (!only || only[i] === 1)) out.push(i);
    return out;
  }

  *[Symbol.iterator](): Iterator<readonly [string, number]> {
    const ids = this.#grid.ids;
    for (let i = 0; i < ids.length; i++) if (this.#length[i]! >= 0) yield [ids[i]!, this.#length[i]!];
  }
}

/**
 * AUP-1, AUP-4 (2.2.3.1, gap §2 #10) airUnitPathReach: every hex an Air Unit Path of at most
 * `range` hexes reaches from one of `origins`, with its length. The rules give the range ("within
 * three hexes") and the path apart; the path is read as no longer than the range, and the Air Base
 * itself (0 hexes) is within range (R-AIR-PATH). One breadth-first search from all origins at once
 * gives, for every hex, the shortest path from any of them.
 */
export function airUnitPathReach(state: DsGameState, origins: readonly string[], range: number): AirReach {
  const grid = state.board.grid;
  const mayEnter = enterable(state);
  // -1 unvisited or closed to the path, else the path's length.
  const length = new Int16Array(grid.size).fill(-1);
  const closed = new Uint8Array(grid.size);
  let size = 0;
  let frontier: number[] = [];
  for (const o of origins) {
    const i = grid.indexOf(o);
    if (i < 0 || length[i] !== -1) continue;
    length[i] = 0;
    size++;
    frontier.push(i);
  }
  for (let d = 1; d <= range && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const h of frontier) {
      for (let dir = 0; dir < 6; dir++) {
        const nb = grid.neighbourIndex(h, dir);
        if (nb < 0 || length[nb] !== -1 || closed[nb] === 1) continue;
        if (mayEnter[nb] === 0) {
          closed[nb] = 1;
          continue;
        }
        length[nb] = d;
        size++;
        next.push(nb);
      }
    }
    frontier = next;
  }
  return new AirReach(grid, length, size);
}

const landMasks = new WeakMap<object, Uint8Array>();

/** The board's hexes that are not All-Sea, by index (1: a Land hex), once per board. */
export function landHexMask(state: DsGameState): Uint8Array {
  let mask = landMasks.get(state.board);
  if (!mask) landMasks.set(state.board, (mask = Uint8Array.from(state.board.grid.ids, (id) => (state.board.hexes[id]?.terrain === 'allSea' ? 0 : 1))));
  return mask;
}

/**
 * airPathMayEnter for every hex, by index: it reads the board, the weather and the countries only,
 * so it is worked out once for each of those and shared by every state and search that has them.
 */
const masks = new WeakMap<object, WeakMap<object, WeakMap<object, Uint8Array>>>();
function enterable(state: DsGameState): Uint8Array {
  let byWeather = masks.get(state.board);
  if (!byWeather) masks.set(state.board, (byWeather = new WeakMap()));
  let byCountries = byWeather.get(state.weatherAreas);
  if (!byCountries) byWeather.set(state.weatherAreas, (byCountries = new WeakMap()));
  let mask = byCountries.get(state.countries);
  if (!mask) {
    mask = Uint8Array.from(state.board.grid.ids, (id) => (airPathMayEnter(state, id) ? 1 : 0));
    byCountries.set(state.countries, mask);
  }
  return mask;
}

/**
 * What is known of the Air Unit Paths from one list of origins (an Air Base list, carried.ts) within
 * one range, for one mask of hexes a path may go into: the whole reach once searched, and the hexes
 * asked one by one. Kept against the list's identity, so the reach stays known from state to state
 * while the Air Bases and the weather and countries stay.
 */
interface PathsKnown {
  readonly mask: Uint8Array;
  reach?: AirReach;
  from?: ReadonlySet<number>;
  readonly to: Map<string, boolean>;
}

const pathsKept = new WeakMap<readonly string[], Map<number, PathsKnown>>();

function pathsFrom(state: DsGameState, origins: readonly string[], range: number): PathsKnown {
  const mask = enterable(state);
  let byRange = pathsKept.get(origins);
  if (!byRange) pathsKept.set(origins, (byRange = new Map()));
  let known = byRange.get(range);
  if (known?.mask !== mask) byRange.set(range, (known = { mask, to: new Map() }));
  return known;
}

/** The reach from `origins` within `range`, once per context, and kept against `origins` (see PathsKnown). */
export function airReach(ctx: PlacementContext, key: readonly MemoKey[], origins: readonly string[], range: number): AirReach {
  return ctx.mapFacts().memo(['airReach', range, ...key], () => {
    const known = pathsFrom(ctx.state, origins, range);
    known.reach ??= airUnitPathReach(ctx.state, origins, range);
    return known.reach;
  });
}

/** The reach `airReach` would give, when it was searched already for these origins. */
export function knownAirReach(ctx: PlacementContext, key: readonly MemoKey[], origins: readonly string[], range: number): AirReach | undefined {
  return ctx.mapFacts().known<AirReach>(['airReach', range, ...key]) ?? pathsFrom(ctx.state, origins, range).reach;
}

/**
 * Whether `airUnitPathReach(origins, range)` reaches `hex`, without searching from every origin: a
 * search from `hex` back over the hexes a path may go into, at most `range` hexes, stopping at the
 * first origin met. The same answer (paths are read both ways: every hex after the Air Base is gone
 * into, the Air Base itself need not be), kept against `origins` (see PathsKnown).
 */
export function airPathReachesHex(ctx: PlacementContext, origins: readonly string[], range: number, hex: string): boolean {
  const known = pathsFrom(ctx.state, origins, range);
  if (known.reach) return known.reach.has(hex);
  let answer = known.to.get(hex);
  if (answer === undefined) {
    answer = searchBack(ctx.state, known, origins, range, hex);
    known.to.set(hex, answer);
  }
  return answer;
}

function searchBack(state: DsGameState, known: PathsKnown, origins: readonly string[], range: number, hex: string): boolean {
  const grid = state.board.grid;
  const target = grid.indexOf(hex);
  if (target < 0) return false;
  const from = (known.from ??= new Set(origins.map((o) => grid.indexOf(o)).filter((i) => i >= 0)));
  if (from.has(target)) return true;
  const mayEnter = known.mask;
  if (mayEnter[target] === 0) return false;
  const seen = new Set<number>([target]);
  let frontier = [target];
  for (let d = 1; d <= range && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const h of frontier) {
      for (let dir = 0; dir < 6; dir++) {
        const nb = grid.neighbourIndex(h, dir);
        if (nb < 0 || seen.has(nb)) continue;
        seen.add(nb);
        if (from.has(nb)) return true;
        if (mayEnter[nb] === 1) next.push(nb);
      }
    }
    frontier = next;
  }
  return false;
}

/** The origin nearest to `hex` as the crow flies (R-DISTANCE), with its distance. */
export function nearest(state: DsGameState, hex: string, origins: readonly string[]): { hex: string; distance: number } | undefined {
  let best: { hex: string; distance: number } | undefined;
  for (const o of origins) {
    const distance = state.board.grid.distance(o, hex);
    if (!best || distance < best.distance) best = { hex: o, distance };
  }
  return best;
}
