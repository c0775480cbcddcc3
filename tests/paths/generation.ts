import type { AnyTested } from '../../src/core/ruleset.ts';
import { fixtureGame, generatePaths, type Generation } from '../../src/paths/generate.ts';

/**
 * The generated paths of a ruleset, once per module graph (generation measures coverage as it goes).
 * Vitest gives each test file its own module graph, so the suites of one ruleset share one
 * generation by running from one file (tests/paths/<ruleset>.test.ts).
 */
const generations = new Map<AnyTested, Generation>();
export function generated(ruleset: AnyTested): Generation {
  let g = generations.get(ruleset);
  if (!g) { g = generatePaths(ruleset); generations.set(ruleset, g); }
  return g;
}

/** Each fixture's game and seed, by fixture id. */
export function fixtureGames(ruleset: AnyTested): ReadonlyMap<string, { game: unknown; seed: number }> {
  return new Map(ruleset.paths.fixtures.map((f) => [f.id, { game: fixtureGame(ruleset, f), seed: f.seed }]));
}
