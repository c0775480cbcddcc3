import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Violation } from '../../../../src/core/violation.ts';
import { moveCounter, updateCounter } from '../../../../src/ds/model/contents.ts';
import type { Faction } from '../../../../src/ds/model/factions.ts';
import type { Place } from '../../../../src/ds/model/places.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import type { SupportUnit } from '../../../../src/ds/model/support-units.ts';
import type { PlacementSituation } from '../../../../src/ds/rules/placement/index.ts';
import { parseScenarioText } from '../../../../src/ds/scenario/index.ts';

/** Scenarios the placement tests start from. */
export const TEACHING = 'scenarios/teaching-java-1942.json';
export const NORTH_SEAS = 'scenarios/fixtures/placement-north-seas.json';
export const SOUTH_PACIFIC = 'scenarios/fixtures/placement-south-pacific.json';

const cache = new Map<string, DsGameState>();

/** A scenario file as a game state (loaded once; states are immutable). */
export function load(path: string): DsGameState {
  let state = cache.get(path);
  if (!state) {
    const r = parseScenarioText(readFileSync(path, 'utf8'));
    if (!r.ok) throw new Error(`${path}:\n${r.errors.map((e) => `${e.path}: ${e.message}`).join('\n')}`);
    state = r.value;
    cache.set(path, state);
  }
  return state;
}

/** A situation with nothing placed yet. */
export const situation = (phasing: Faction, more: Partial<PlacementSituation> = {}): PlacementSituation => ({ phasing, placed: [], ...more });

/** Moves counters: `[id, place]` pairs, or a hex id as shorthand for that hex. */
export function put(state: DsGameState, ...moves: readonly (readonly [string, Place | string])[]): DsGameState {
  return moves.reduce((s, [id, at]) => moveCounter(s, id, typeof at === 'string' ? { kind: 'hex', hex: at } : at), state);
}

export const pool = (faction: Faction): Place => ({ kind: 'forcePool', faction });
export const onStation = (zone: string): Place => ({ kind: 'navalZone', zone, box: 'onStation' });
export const convoysBox = (zone: string): Place => ({ kind: 'navalZone', zone, box: 'convoys' });

/** A support unit's data changed (a flip, another type for an example that needs one). */
export function changeSupport(state: DsGameState, id: string, change: Partial<SupportUnit>): DsGameState {
  const c = state.counters.get(id)?.counter;
  if (c?.kind !== 'support') throw new Error(`test bug: ${id} is not a support unit`);
  return updateCounter(state, { ...c, ...change });
}

/** The state with these counters out of supply too. */
export const unsupplied = (state: DsGameState, ...ids: string[]): DsGameState => ({ ...state, facts: { ...state.facts, unsupplied: [...state.facts.unsupplied, ...ids] } });

/** The state with a Weather Area's weather changed. */
export function weather(state: DsGameState, area: string, w: 'clear' | 'mud' | 'storms' | 'snow'): DsGameState {
  const a = state.weatherAreas[area];
  if (!a) throw new Error(`test bug: no weather area ${area}`);
  return { ...state, weatherAreas: { ...state.weatherAreas, [area]: { ...a, weather: w } } };
}

/** The state with game flags changed. */
export const withGame = (state: DsGameState, game: Partial<DsGameState['game']>): DsGameState => ({ ...state, game: { ...state.game, ...game } });

export const codes = (vs: readonly Violation[]): string[] => vs.map((v) => v.code);

/** Asserts the violations hold exactly these codes, each with a rule number and a sentence. */
export function expectCodes(vs: readonly Violation[], expected: readonly string[]): void {
  expect(codes(vs)).toEqual(expected);
  for (const v of vs) {
    expect(v.rule).toMatch(/^2\.2\.3(\.\d)?$/);
    expect(v.message.length).toBeGreaterThan(20);
  }
}

export const hex = (h: string) => ({ kind: 'hex', hex: h }) as const;
export const station = (zone: string) => ({ kind: 'onStation', zone }) as const;
export const SWB = { kind: 'strategicWarfareBox' } as const;

/** A situation with `unit` pending at `to` (and `placed` already successfully placed). */
export const pending = (phasing: Faction, unit: string, to: NonNullable<PlacementSituation['pending']>['to'], placed: string[] = []): PlacementSituation =>
  situation(phasing, { pending: { unit, to }, placed });
