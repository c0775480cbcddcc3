import { PieceStore, type EntryShape } from '../../core/pieces/store.ts';
import type { Counter } from './counters.ts';
import { placeKey, type Place } from './places.ts';
import type { CounterStore, DsGameState, Placed } from './state.ts';

/** DS's entries in the piece store: `{ counter, at }`, keyed by `placeKey`. */
const PLACED: EntryShape<Counter, Place, Placed> = {
  keyOf: placeKey,
  pieceOf: (p) => p.counter,
  placeOf: (p) => p.at,
  make: (counter, at) => ({ counter, at }),
};

/** A store of these counters in this order (the scenario's); an id listed twice is an error. */
export function counterStore(placed: readonly Placed[]): CounterStore {
  return PieceStore.shaped(placed, PLACED);
}

/** Counters grouped by place key, places in the order of their first counter (made once per state). */
export function placeIndex(state: DsGameState): ReadonlyMap<string, readonly Placed[]> {
  return state.counters.byPlace();
}

/** What is in a place, in scenario order. */
export function contentsOf(state: DsGameState, place: Place): readonly Placed[] {
  return state.counters.inPlace(placeKey(place));
}

export function countersInHex(state: DsGameState, hex: string): readonly Counter[] {
  return state.counters.inPlace(`hex:${hex}`).map((p) => p.counter);
}

export function placeOf(state: DsGameState, counterId: string): Place | undefined {
  return state.counters.get(counterId)?.at;
}

/**
 * Moves one counter to another place: the only way a counter changes place. Returns a new state;
 * an unknown id is reported rather than ignored.
 */
export function moveCounter(state: DsGameState, counterId: string, to: Place): DsGameState {
  if (!state.counters.has(counterId)) throw new RangeError(`unknown counter id "${counterId}"`);
  return { ...state, counters: state.counters.move(counterId, to) };
}

/** Replaces a counter's own data (a flip, a step loss) without changing where it is. */
export function updateCounter<C extends Counter>(state: DsGameState, counter: C): DsGameState {
  if (!state.counters.has(counter.id)) throw new RangeError(`unknown counter id "${counter.id}"`);
  return { ...state, counters: state.counters.update(counter) };
}

/**
 * The state with this counter where `placed` says, shown as it says: a known counter keeps its
 * position in the order (as writing its key into a record did), a new one comes last. For setting
 * up examples and generated situations; the rules move counters with `moveCounter`.
 */
export function withPlaced(state: DsGameState, ...placed: readonly Placed[]): DsGameState {
  let counters = state.counters;
  for (const p of placed) counters = counters.put(p);
  return { ...state, counters };
}
