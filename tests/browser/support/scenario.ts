import teaching from '../../../scenarios/teaching-java-1942.json';
import type { DsGameState } from '../../../src/ds/model/index.ts';
import { parseScenario } from '../../../src/ds/scenario/index.ts';

/** A scenario for a browser test: loaded through the same parser as the guide, or the test stops. */
export function loadGame(json: unknown): DsGameState {
  const r = parseScenario(json);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

/** The teaching scenario (Java, spring 1942). */
export const teachingGame = (): DsGameState => loadGame(teaching);
