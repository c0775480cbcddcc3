import type { Counter } from './counters.ts';
import { withEntry as copyWithEntry, placeIndexOf } from './place-index.ts';
import { placeKey, type Place } from './places.ts';
import type { DsGameState, Placed } from './state.ts';

/**
 * Counters grouped by place key; computed once per state and cached (states are immutable), and
 * patched from the previous state's index after a move or flip (place-index.ts).
 */
export function placeIndex(state: DsGameState): ReadonlyMap<string, readonly Placed[]> {
  return placeIndexOf(state.counters);
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
 * The counters with one entry replaced. The record keeps no prototype (as the loader builds it), so
 * a lookup by an unknown id such as "toString" finds nothing rather than an Object member.
 */
function withEntry(counters: DsGameState['counters'], id: string, placed: Placed): DsGameState['counters'] {
  // Copied without a prototype, and linked to `counters` so the place index is patched, not rebuilt.
  return copyWithEntry(counters, id, placed);
}

/**
 * Moves one counter to another place: the only way a counter changes place. Returns a new state;
 * an unknown id is reported rather than ignored.
 */
export function moveCounter(state: DsGameState, counterId: string, to: Place): DsGameState {
  const placed = Object.hasOwn(state.counters, counterId) ? state.counters[counterId] : undefined;
  if (!placed) throw new RangeError(`unknown counter id "${counterId}"`);
  return { ...state, counters: withEntry(state.counters, counterId, { counter: placed.counter, at: to }) };
}

/** Replaces a counter's own data (a flip, a step loss) without changing where it is. */
export function updateCounter<C extends Counter>(state: DsGameState, counter: C): DsGameState {
  const placed = state.counters[counter.id];
  if (!placed) throw new RangeError(`unknown counter id "${counter.id}"`);
  return { ...state, counters: withEntry(state.counters, counter.id, { counter, at: placed.at }) };
}
