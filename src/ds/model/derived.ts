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
  let found = false;
  const changes: CounterChange[] = [];
  for (let c = state.counters.change; c; c = c.parent.change) {
    changes.unshift(c);
    const known = cache.get(c.parent);
    // A version no fact was asked of has no entry: look past it.
    if (!known) continue;
    if (known.countries !== state.countries) break;
    if (known.values.has(key)) {
      found = true;
      value = carry(known.values.get(key) as T, changes);
      break;
    }
  }
  if (!found) value = carriedFromLast(state, key, carry);
  value ??= make();
  entry.values.set(key, value);
  remember(state, key);
  return value;
}

/**
 * The last version of this game's store each carried fact was worked out or carried for. The
 * lineage of moves is cut every MAX_LINEAGE moves (so a version does not keep its whole history
 * alive), which made a fact asked after many moves, or across a cut, be worked out anew; the last
 * version is compared with this one instead (`changedSince`: chunks they share are skipped) and
 * the fact carried through the pieces that differ. One version per fact and game is kept.
 */
const lastVersion = new WeakMap<object, Map<string, CounterStore>>();

/** Past this many changed counters a fact is worked out anew: patching would cost as much. */
const CARRY_LIMIT = 64;

function remember(state: DsGameState, key: string): void {
  const family = state.counters.family;
  let byKey = lastVersion.get(family);
  if (!byKey) lastVersion.set(family, (byKey = new Map()));
  byKey.set(key, state.counters);
}

function carriedFromLast<T>(state: DsGameState, key: string, carry: (known: T, changes: readonly CounterChange[]) => T | undefined): T | undefined {
  const older = lastVersion.get(state.counters.family)?.get(key);
  const known = older && cache.get(older);
  if (!older || !known || known.countries !== state.countries || !known.values.has(key)) return undefined;
  const ids = state.counters.changedSince(older, CARRY_LIMIT);
  return ids && carry(known.values.get(key) as T, ids.map((id) => ({ id, before: older.get(id) })));
}
