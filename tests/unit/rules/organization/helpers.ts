import { expect } from 'vitest';
import { moveCounter } from '../../../../src/ds/model/contents.ts';
import type { GroundUnit } from '../../../../src/ds/model/ground-units.ts';
import type { Nationality } from '../../../../src/ds/model/nationalities.ts';
import type { Place } from '../../../../src/ds/model/places.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import type { Planned } from '../../../../src/ds/rules/organization/plan.ts';
import { loadScenario, TEACHING } from '../../../support/turn-harness.ts';

/** Loaded once: states are immutable, so every test starts from the same value. */
let teachingState: DsGameState | undefined;
let northState: DsGameState | undefined;
export const teaching = (): DsGameState => (teachingState ??= loadScenario(TEACHING));
export const north = (): DsGameState => (northState ??= loadScenario('scenarios/fixtures/organization-north.json'));

export { hex, pool, unit, withCounter, withUnit } from '../../../support/state-builders.ts';
import { hex, withCounter, withUnit } from '../../../support/state-builders.ts';

/** An Air Force of `nationality` in `hex` (2.3.1.2: an enemy Air unit bars combining there). */
export const withAirForce = (state: DsGameState, id: string, nationality: Nationality, h: string): DsGameState =>
  withCounter(state, { kind: 'support', id, name: id, nationality, type: 'airForce', flipped: false, delayStripe: false }, hex(h));

/** The Axis Japanese Mandate marker on the VP Track (2.3.2.4 Per fortress). */
export const withJapaneseMandate = (state: DsGameState): DsGameState =>
  withCounter(state, { kind: 'marker', id: 'mandate-on-track', type: 'japaneseMandate', faction: 'axis', delayStripe: false }, { kind: 'track', track: 'victoryPoints', space: 10 });

export function withUnits(state: DsGameState, ...units: readonly (readonly [GroundUnit, Place])[]): DsGameState {
  return units.reduce((s, [u, at]) => withUnit(s, u, at), state);
}

export const move = (state: DsGameState, id: string, to: Place): DsGameState => moveCounter(state, id, to);

export const unsupplied = (state: DsGameState, ...ids: string[]): DsGameState =>
  ({ ...state, facts: { ...state.facts, unsupplied: [...state.facts.unsupplied, ...ids] } });

/** The violation codes of a plan (empty: legal). */
export const codes = (p: Planned): string[] => (p.ok ? [] : p.violations.map((v) => v.code));

/** The plan is legal; its changes are returned for inspection. */
export function expectLegal(p: Planned): NonNullable<Extract<Planned, { ok: true }>['plan']> {
  expect(p.ok ? [] : p.violations).toEqual([]);
  if (!p.ok) throw new Error('not legal');
  return p.plan;
}

/** Where each counter is after a plan is applied. */
export function placeAfter(state: DsGameState, id: string): Place | undefined {
  return state.counters.get(id)?.at;
}
