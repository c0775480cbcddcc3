import type { DsGameState } from './state.ts';

/**
 * Facts derived from where the counters are and whom the countries side with, kept per state part
 * they read: states are never mutated, so a fact computed for one `counters` and `countries` pair
 * holds for every state sharing them. Steps ask such facts once per candidate event; computing them
 * once per state keeps an enumerator linear in its candidates.
 */
interface Entry {
  readonly countries: DsGameState['countries'];
  readonly values: Map<string, unknown>;
}

const cache = new WeakMap<DsGameState['counters'], Entry>();

/** `make()` once per counters, countries and `key` (which must name everything else the fact reads). */
export function derived<T>(state: DsGameState, key: string, make: () => T): T {
  let entry = cache.get(state.counters);
  if (!entry || entry.countries !== state.countries) {
    entry = { countries: state.countries, values: new Map() };
    cache.set(state.counters, entry);
  }
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const value = make();
  entry.values.set(key, value);
  return value;
}
