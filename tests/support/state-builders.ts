import { moveCounter, withPlaced } from '../../src/ds/model/contents.ts';
import type { Counter } from '../../src/ds/model/counters.ts';
import type { GroundUnit } from '../../src/ds/model/ground-units.ts';
import type { Place } from '../../src/ds/model/places.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';

/** Small builders for test situations: states are immutable, every edit returns a new state. */

export const hex = (h: string): Place => ({ kind: 'hex', hex: h });
export const pool = (faction: 'axis' | 'western' | 'soviet'): Place => ({ kind: 'forcePool', faction });
export const move = (state: DsGameState, id: string, to: Place): DsGameState => moveCounter(state, id, to);

/** A ground unit with the defaults of a plain one-step Japanese infantry, changed by `fields`. */
export function unit(id: string, fields: Partial<GroundUnit> = {}): GroundUnit {
  return {
    kind: 'ground', id, name: id, nationality: 'japanese', type: 'infantry', values: { attack: 1, defense: 1, movement: 1 },
    steps: 1, stepMarks: 'dots', elite: false, colonial: false, kwantung: false, exp: false, delayStripe: false, designations: [],
    ...fields,
  };
}

/** The state with counter `c` at `at`: added last when the scenario does not have it, else replaced where it is. */
export function withCounter(state: DsGameState, c: Counter, at: Place): DsGameState {
  return withPlaced(state, { counter: c, at });
}

export const withUnit = (state: DsGameState, u: GroundUnit, at: Place): DsGameState => withCounter(state, u, at);
