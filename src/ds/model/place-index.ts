import { noteMove } from './derived.ts';
import { withGroupsRedone } from './ordered-groups.ts';
import { placeKey } from './places.ts';
import type { DsGameState, Placed } from './state.ts';

/**
 * The counters grouped by place, kept per counters record (states are never mutated), and the
 * copy of a record with one entry replaced. A record made by `withEntry` remembers the record it
 * came from and the counter that changed, so its index is the parent's index patched for the
 * changed counters, not a new pass over every counter: on a full board a rebuild costs tenths of a
 * millisecond, and every move and flip made a new record.
 */
type Counters = DsGameState['counters'];
export type PlaceIndex = ReadonlyMap<string, readonly Placed[]>;

interface Link {
  readonly parent: Counters;
  readonly id: string;
  /** Links up to the nearest record without a parent: chains are cut short so history is not kept alive. */
  readonly depth: number;
}

/** Patch through at most this many records; past it a record's index is rebuilt, and its chain dropped. */
const MAX_CHAIN = 16;

const indexes = new WeakMap<Counters, PlaceIndex>();
const links = new WeakMap<Counters, Link>();
/** Ids in enumeration order, shared by every record derived by `withEntry` (it never adds or removes an id). */
const idLists = new WeakMap<Counters, readonly string[]>();
const ordinals = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

function idsOf(counters: Counters): readonly string[] {
  let ids = idLists.get(counters);
  if (!ids) {
    ids = Object.keys(counters);
    idLists.set(counters, ids);
  }
  return ids;
}

function ordinalsOf(ids: readonly string[]): ReadonlyMap<string, number> {
  let out = ordinals.get(ids);
  if (!out) {
    out = new Map(ids.map((id, i) => [id, i]));
    ordinals.set(ids, out);
  }
  return out;
}

/**
 * The record with `id`'s entry replaced by `placed`, without a prototype (as the loader builds it,
 * so an unknown id such as "toString" finds nothing). Copying key by key from a kept id list is
 * several times faster than spreading a record of hundreds of keys.
 */
export function withEntry(counters: Counters, id: string, placed: Placed): Counters {
  const known = Object.hasOwn(counters, id);
  const ids = idsOf(counters);
  const out = copyKeyByKey(counters, ids);
  out[id] = placed;
  noteMove(counters, out, id);
  if (!known) return out;
  idLists.set(out, ids);
  const depth = (links.get(counters)?.depth ?? 0) + 1;
  if (depth <= MAX_CHAIN) links.set(out, { parent: counters, id, depth });
  return out;
}

function build(counters: Counters): PlaceIndex {
  const built = new Map<string, Placed[]>();
  for (const placed of placedCounters(counters)) {
    const key = placeKey(placed.at);
    const list = built.get(key);
    if (list) list.push(placed);
    else built.set(key, [placed]);
  }
  return built;
}

/**
 * The index of `counters` from the index of an ancestor: each changed counter leaves its old place's
 * list and joins its new place's list at its position in counter order; places are then in the order
 * of their first counter, exactly as `build` orders them.
 */
function patch(base: PlaceIndex, baseCounters: Counters, counters: Counters, changed: ReadonlySet<string>): PlaceIndex {
  const order = ordinalsOf(idsOf(counters));
  const lists = new Map<string, Placed[]>();
  const own = (key: string): Placed[] => {
    let list = lists.get(key);
    if (!list) {
      list = [...(base.get(key) ?? [])];
      lists.set(key, list);
    }
    return list;
  };
  for (const id of changed) {
    const before = baseCounters[id];
    if (before) {
      const list = own(placeKey(before.at));
      const i = list.indexOf(before);
      if (i >= 0) list.splice(i, 1);
    }
    const after = counters[id];
    if (!after) continue;
    const list = own(placeKey(after.at));
    const rank = order.get(id) ?? Number.MAX_SAFE_INTEGER;
    const at = list.findIndex((p) => (order.get(p.counter.id) ?? Number.MAX_SAFE_INTEGER) > rank);
    list.splice(at < 0 ? list.length : at, 0, after);
  }
  // Places stay in the order of their first counter, as `build` orders them.
  return withGroupsRedone(base, lists, (p) => order.get(p.counter.id) ?? Number.MAX_SAFE_INTEGER);
}

/** The nearest ancestor with an index, and the counters changed since, if one is close enough. */
function fromAncestor(counters: Counters): PlaceIndex | undefined {
  const changed = new Set<string>();
  let at = counters;
  for (let link = links.get(at); link; link = links.get(at)) {
    changed.add(link.id);
    at = link.parent;
    const base = indexes.get(at);
    if (base) return patch(base, at, counters, changed);
  }
  return undefined;
}

/** Each counter's position in the record's order (scenario order), shared by the records moves derive from it. */
export function counterOrder(counters: Counters): ReadonlyMap<string, number> {
  return ordinalsOf(idsOf(counters));
}

/** Counters grouped by place key, in counter order within a place; computed once per record. */
export function placeIndexOf(counters: Counters): PlaceIndex {
  let index = indexes.get(counters);
  if (!index) {
    index = fromAncestor(counters) ?? build(counters);
    indexes.set(counters, index);
    // Its own index is kept now: the record needs its ancestors no more.
    links.delete(counters);
  }
  return index;
}

/**
 * A copy of the record with no history: nothing is carried or patched from `counters`, but it keeps
 * the same ids in the same order, as every record of one game does. (The benchmarks make such copies
 * to measure a state no cache has seen; the id order is the game's, worked out once per game.)
 */
export function detachedCopy(counters: Counters): Counters {
  const ids = idsOf(counters);
  const out = copyKeyByKey(counters, ids);
  idLists.set(out, ids);
  return out;
}

/** A prototype-less copy of the record, key by key from its kept id list. */
function copyKeyByKey(counters: Counters, ids: readonly string[]): Record<string, Placed> {
  const out = Object.create(null) as Record<string, Placed>;
  for (let i = 0; i < ids.length; i++) out[ids[i]!] = counters[ids[i]!]!;
  return out;
}

/**
 * The record's counters in its order (scenario order, as `Object.values` gives them). V8 keeps a
 * record of hundreds of keys as a dictionary, and `Object.values` on it costs several times more
 * than looking up the kept id list one by one.
 */
export function placedCounters(counters: Counters): Placed[] {
  const ids = idsOf(counters);
  const out = new Array<Placed>(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = counters[ids[i]!]!;
  return out;
}

const sortedIds = new WeakMap<readonly string[], readonly string[]>();

/** The record's ids sorted as strings (as `Object.keys(counters).sort()`), once per game. */
export function sortedCounterIds(counters: Counters): readonly string[] {
  const ids = idsOf(counters);
  let sorted = sortedIds.get(ids);
  if (!sorted) {
    sorted = [...ids].sort();
    sortedIds.set(ids, sorted);
  }
  return sorted;
}
