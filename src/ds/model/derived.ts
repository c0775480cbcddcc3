import type { DsGameState, Placed } from './state.ts';

/**
 * Facts derived from where the counters are and whom the countries side with, kept per state part
 * they read: states are never mutated, so a fact computed for one `counters` and `countries` pair
 * holds for every state sharing them. Steps ask such facts once per candidate event; computing them
 * once per state keeps an enumerator linear in its candidates.
 *
 * Every event makes a new `counters` record by moving or flipping a counter (`withEntry`), and most
 * facts read only some counters: a fact asked of the new record can be carried over from the record
 * it was made from, or patched for the counters that changed (`derivedCarried`).
 */
type Counters = DsGameState['counters'];

/** One counter's entry replaced: what it was before (undefined when the id was new). */
export interface CounterChange {
  readonly id: string;
  readonly before: Placed | undefined;
}

interface Origin extends CounterChange {
  /** The facts of the record this one was made from (not the record: history is not kept alive). */
  readonly entry: Entry;
  readonly depth: number;
}

interface Entry {
  /** Set by the first fact asked; a record whose countries then differ starts anew. */
  countries?: DsGameState['countries'];
  readonly values: Map<string, unknown>;
  readonly origin?: Origin;
}

/** Carry facts across at most this many moves: past it a fact is worked out again, and the chain is cut. */
const MAX_CARRY = 16;

const cache = new WeakMap<Counters, Entry>();

function entryFor(state: DsGameState): Entry {
  let entry = cache.get(state.counters);
  if (entry && entry.countries === undefined) entry.countries = state.countries;
  if (!entry || entry.countries !== state.countries) {
    entry = { countries: state.countries, values: new Map() };
    cache.set(state.counters, entry);
  }
  return entry;
}

/** `make()` once per counters, countries and `key` (which must name everything else the fact reads). */
export function derived<T>(state: DsGameState, key: string, make: () => T): T {
  const entry = entryFor(state);
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const value = make();
  entry.values.set(key, value);
  return value;
}

/**
 * Like `derived`, but when the fact is known for a record this one was made from (by at most
 * MAX_CARRY moves, with the same countries), `carry` is offered that value and the counters changed
 * since, oldest first: it returns the fact for this record (the same value when no change touches
 * it, or a patched copy), or undefined to have it worked out anew by `make`.
 */
export function derivedCarried<T>(state: DsGameState, key: string, make: () => T, carry: (known: T, changes: readonly CounterChange[]) => T | undefined): T {
  const entry = entryFor(state);
  if (entry.values.has(key)) return entry.values.get(key) as T;
  let value: T | undefined;
  const changes: CounterChange[] = [];
  for (let o = entry.origin; o; o = o.entry.origin) {
    changes.unshift(o);
    // A record no fact was asked of has no countries yet: look past it.
    if (o.entry.countries !== undefined && o.entry.countries !== state.countries) break;
    if (o.entry.values.has(key)) {
      value = carry(o.entry.values.get(key) as T, changes);
      break;
    }
  }
  value ??= make();
  entry.values.set(key, value);
  return value;
}

/** Records that `next` was made from `counters` by replacing the entry of `id` (called by withEntry). */
export function noteMove(counters: Counters, next: Counters, id: string): void {
  let parent = cache.get(counters);
  if (!parent) {
    parent = { values: new Map() };
    cache.set(counters, parent);
  }
  const depth = (parent.origin?.depth ?? 0) + 1;
  if (depth > MAX_CARRY) return;
  cache.set(next, { values: new Map(), origin: { entry: parent, id, before: counters[id], depth } });
}
