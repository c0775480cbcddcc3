import { readFileSync } from 'node:fs';
import type { Place } from '../../../../src/ds/model/places.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { parseScenarioText } from '../../../../src/ds/scenario/index.ts';

/**
 * Test data for the after-the-die combat rules (4.2.5-4.2.8). Scenarios are loaded with the
 * scenario loader directly, so these pure tests do not depend on the turn machine.
 */

function load(path: string): DsGameState {
  const r = parseScenarioText(readFileSync(path, 'utf8'));
  if (!r.ok) throw new Error(`${path}:\n${r.errors.map((e) => `${e.path}: ${e.message}`).join('\n')}`);
  return r.value;
}

let teachingState: DsGameState | undefined;
let chinaState: DsGameState | undefined;
export const teaching = (): DsGameState => (teachingState ??= load('scenarios/teaching-java-1942.json'));
export const china = (): DsGameState => (chinaState ??= load('scenarios/fixtures/combat-retreat-china.json'));

export { hex, move, pool, unit, withCounter, withUnit } from '../../../support/state-builders.ts';

export const codes = (vs: readonly { code: string }[]): string[] => vs.map((x) => x.code);
export const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/** The hexes listed as in `faction`'s zone of control (R-ZOC data) replaced. */
export const withZoc = (s: DsGameState, faction: 'axis' | 'western' | 'soviet', hexes: string[]): DsGameState =>
  ({ ...s, facts: { ...s.facts, zonesOfControl: { ...s.facts.zonesOfControl, [faction]: hexes } } });
