import { fixtureGame, PATH_FIXTURES } from '../../src/paths/fixtures.ts';
import { generatePaths, type Generation } from '../../src/paths/generate.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';

/**
 * The generated paths, once per module graph (generation measures coverage as it goes). Vitest gives
 * each test file its own module graph, so the suites share one generation by running from one file,
 * tests/paths/paths.test.ts.
 */
let generation: Generation | undefined;
export const generated = (): Generation => (generation ??= generatePaths());

export const FIXTURE_GAMES: ReadonlyMap<string, { game: DsGameState; seed: number }> =
  new Map(PATH_FIXTURES.map((f) => [f.id, { game: fixtureGame(f), seed: f.seed }]));
