import type { CounterStore, DsGameState, Placed } from './state.ts';

/**
 * Facts derived from where the counters are and whom the countries side with, kept per version of
 * the counter store and countries: states are never mutated, so a fact computed for one `counters`
 * and `countries` pair holds for every state sharing them. Steps ask such facts once per candidate
 * event; computing them once per state keeps an enumerator linear in its candidates.
 *
 * Every event makes a new store version by moving or flipping a counter, and the version remembers
 * the move that made it (`store.change`): most facts read only some counters, so a fact asked of the
 * new version can be carried over from the version it was made from, or patched for the counters
 * that changed (`derivedCarried`).
 */

/** One counter's entry replaced: what it was before. */
export interface CounterChange {
  readonly id: string;
  readonly before: Placed | undefined;
}

interface Entry {
  readonly countries: DsGameState['countries'];
  readonly values: Map<string, unknown>;
}

const cache = new WeakMap<CounterStore, Entry>();

function entryFor(state: DsGameState): Entry {
  let entry = cache.get(state.counters);
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
 * Like `derived`, but when the fact is known for a version this one was made from (by the moves
 * the store remembers, with the same countries), `carry` is offered that value and the counters
 * changed since, oldest first: it returns the fact for this version (the same value when no change
 * touches it, or a patched copy), or undefined to have it worked out anew by `make`.
 */
export function derivedCarried<T>(state: DsGameState, key: string, make: () => T, carry: (known: T, changes: readonly CounterChange[]) => T | undefined): T {
  const entry = entryFor(state);
  if (entry.values.has(key)) return entry.values.get(key) as T;
  let value: T | undefined;
  const changes: CounterChange[] = [];
  for (let c = state.counters.change; c; c = c.parent.change) {
    changes.unshift(c);
    const known = cache.get(c.parent);
    // A version no fact was asked of has no entry: look past it.
    if (!known) continue;
    if (known.countries !== state.countries) break;
    if (known.values.has(key)) {
      value = carry(known.values.get(key) as T, changes);
      break;
    }
  }
  value ??= make();
  entry.values.set(key, value);
  return value;
}
