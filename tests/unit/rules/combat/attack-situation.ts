import { readFileSync } from 'node:fs';
import { parseScenarioText } from '../../../../src/ds/scenario/index.ts';
import type { Counter, DsGameState, Place } from '../../../../src/ds/model/index.ts';
import type { GroundUnit } from '../../../../src/ds/model/ground-units.ts';
import type { HexsideFeature, Terrain } from '../../../../src/ds/model/terrain.ts';
import type { Weather } from '../../../../src/ds/model/weather.ts';
import { emptyCombatRecord } from '../../../../src/ds/model/combat.ts';
import { counterStore, withPlaced } from '../../../../src/ds/model/contents.ts';

/**
 * Attack situations on the teaching scenario: every counter taken off the map, then the pieces of
 * an example put back around w4210, a clear Indian hex whose six neighbours are clear Land hexes
 * with plain hexsides (w4209, w4211, w4109, w4110, w4309, w4310).
 */
export const TARGET = 'w4210';
export const record = emptyCombatRecord;

const parsed = parseScenarioText(readFileSync('scenarios/teaching-java-1942.json', 'utf8'));
if (!parsed.ok) throw new Error('teaching scenario does not load');
const base: DsGameState = parsed.value;

export function arena(phasing: DsGameState['game']['phasing'] = 'axis'): DsGameState {
  const counters = counterStore(base.counters.all().map((p) => (p.at.kind === 'hex' ? { counter: p.counter, at: { kind: 'setAside' } as Place } : p)));
  return { ...base, counters, game: { ...base.game, phasing, preWar: false }, facts: { ...base.facts, unsupplied: [] } };
}

export function put(s: DsGameState, id: string, hex: string, arrowTo?: string): DsGameState {
  const p = s.counters.get(id);
  if (!p) throw new RangeError(id);
  return withPlaced(s, { counter: p.counter, at: { kind: 'hex', hex, ...(arrowTo && { arrowTo }) } });
}

export function add(s: DsGameState, counter: Counter, hex: string, arrowTo?: string): DsGameState {
  return withPlaced(s, { counter, at: { kind: 'hex', hex, ...(arrowTo && { arrowTo }) } });
}

/** A ground unit copied from a scenario unit with changes. */
export function unitLike(s: DsGameState, from: string, change: Partial<GroundUnit>): GroundUnit {
  const c = base.counters.get(from)?.counter ?? s.counters.get(from)?.counter;
  if (c?.kind !== 'ground') throw new RangeError(from);
  return { ...c, ...change };
}

export function terrain(s: DsGameState, hex: string, t: Terrain, city?: string): DsGameState {
  const h = s.board.hexes[hex]!;
  const { city: _old, ...rest } = h;
  return { ...s, board: { ...s.board, hexes: { ...s.board.hexes, [hex]: { ...rest, terrain: t, ...(city && { city: { name: city } }) } } } };
}

export function hexside(s: DsGameState, a: string, b: string, features: HexsideFeature[]): DsGameState {
  const key = s.board.grid.hexsideKey(a, b);
  const between = [a, b].sort() as [string, string];
  return { ...s, board: { ...s.board, hexsides: { ...s.board.hexsides, [key]: { between, features } } } };
}

export function weather(s: DsGameState, w: Weather, hex = TARGET): DsGameState {
  const area = s.board.hexes[hex]!.weatherArea;
  return { ...s, weatherAreas: { ...s.weatherAreas, [area]: { ...s.weatherAreas[area]!, weather: w } } };
}

export const unsupplied = (s: DsGameState, ...ids: string[]): DsGameState => ({ ...s, facts: { ...s.facts, unsupplied: [...s.facts.unsupplied, ...ids] } });
