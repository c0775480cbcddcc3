import type { Counter } from './counters.ts';
import { placeKey, type Place } from './places.ts';
import type { DsGameState, Placed } from './state.ts';

/** Counters grouped by place key; computed once per state and cached (states are immutable). */
const cache = new WeakMap<DsGameState['counters'], ReadonlyMap<string, readonly Placed[]>>();

export function placeIndex(state: DsGameState): ReadonlyMap<string, readonly Placed[]> {
  let index = cache.get(state.counters);
  if (!index) {
    const built = new Map<string, Placed[]>();
    for (const placed of Object.values(state.counters)) {
      const key = placeKey(placed.at);
      const list = built.get(key);
      if (list) list.push(placed);
      else built.set(key, [placed]);
    }
    index = built;
    cache.set(state.counters, index);
  }
  return index;
}

/** What is in a place, in scenario order. */
export function contentsOf(state: DsGameState, place: Place): readonly Placed[] {
  return placeIndex(state).get(placeKey(place)) ?? [];
}

export function countersInHex(state: DsGameState, hex: string): readonly Counter[] {
  return contentsOf(state, { kind: 'hex', hex }).map((p) => p.counter);
}

export function placeOf(state: DsGameState, counterId: string): Place | undefined {
  return state.counters[counterId]?.at;
}

/**
 * Moves one counter to another place: the only way a counter changes place. Returns a new state;
 * an unknown id is reported rather than ignored.
 */
export function moveCounter(state: DsGameState, counterId: string, to: Place): DsGameState {
  const placed = state.counters[counterId];
  if (!placed) throw new RangeError(`unknown counter id "${counterId}"`);
  return { ...state, counters: { ...state.counters, [counterId]: { counter: placed.counter, at: to } } };
}

/** Replaces a counter's own data (a flip, a step loss) without changing where it is. */
export function updateCounter<C extends Counter>(state: DsGameState, counter: C): DsGameState {
  const placed = state.counters[counter.id];
  if (!placed) throw new RangeError(`unknown counter id "${counter.id}"`);
  return { ...state, counters: { ...state.counters, [counter.id]: { counter, at: placed.at } } };
}
