import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { AnyTested } from '../../../src/core/ruleset.ts';
import type { FuzzTarget } from '../../../src/core/testing.ts';
import { minimizeEvents } from './minimize.ts';
import { formatRegression } from './regression-file.ts';
import { CheckedGame, FuzzFailure, newStats, type Choice, type FuzzStats } from './walk.ts';

export type { FuzzTarget };

const games = new Map<string, unknown>();

/** The scenario file's game, with `side` as the side whose turn it is (loaded once per file). */
export function targetGame(ruleset: AnyTested, { file, side }: FuzzTarget): unknown {
  let game = games.get(file);
  if (game === undefined) {
    const r = ruleset.scenario.parseText(readFileSync(file, 'utf8'));
    if (!r.ok) throw new Error(`${file}:\n${r.errors.map((e) => `${e.path}: ${e.message}`).join('\n')}`);
    game = r.value;
    games.set(file, game);
  }
  return ruleset.scenario.withSide(game, side);
}

export const choiceArb: fc.Arbitrary<Choice> = fc.tuple(fc.nat(99), fc.nat(), fc.nat());

/**
 * A walk: the dice seed and from two thirds of `maxLength` to `maxLength` choices (a floor, so that
 * the number of events fuzzed does not depend on luck; minimizeEvents shortens failures further).
 */
export const walkArb = (maxLength: number) => fc.record({
  seed: fc.nat(0xffffffff),
  choices: fc.array(choiceArb, { minLength: Math.ceil((2 * maxLength) / 3), maxLength, size: 'max' }),
});

/** Plays one walk; a broken invariant throws a FuzzFailure carrying the events offered. */
export function runWalk(ruleset: AnyTested, game: unknown, seed: number, choices: readonly Choice[], stats: FuzzStats = newStats()): CheckedGame {
  const g = new CheckedGame(ruleset, game, seed, stats);
  for (const c of choices) if (!g.choose(c)) break;
  return g;
}

/** The fast-check seed of a run: fixed for CI, or TURNCHART_FUZZ_SEED to explore other walks. */
export function fuzzSeed(fixed: number): number {
  const env = process.env['TURNCHART_FUZZ_SEED'];
  return env !== undefined && /^\d+$/.test(env) ? Number(env) + fixed : fixed;
}

/** A walk's failure with the dice seed it was played with. */
class WalkFailure extends Error {
  constructor(readonly dice: number, readonly failure: FuzzFailure) {
    super(failure.message);
  }
}

/** The failure with its events shrunk, written as the regression file to keep (tests/fuzz/regressions/). */
function describeFailure(ruleset: AnyTested, target: FuzzTarget, game: unknown, seed: number, e: FuzzFailure): string {
  const events = minimizeEvents(ruleset, game, seed, e.events);
  const file = formatRegression({ ruleset: ruleset.id, scenario: target.file, side: target.side, seed, found: e.summary, events });
  return `${target.file} (${target.side}), dice seed ${seed}: ${e.reason}\nKeep it as tests/fuzz/regressions/<name>.json once fixed:\n${file}`;
}

/**
 * Fuzzes `target` with `runs` walks; returns the totals. A failure is shrunk by fast-check to a
 * short list of choices, and the error names the events to keep as a regression file.
 */
export function fuzzTarget(ruleset: AnyTested, target: FuzzTarget, runs: number, maxLength: number, seed: number): FuzzStats {
  const stats = newStats();
  const game = targetGame(ruleset, target);
  const details = fc.check(fc.property(walkArb(maxLength), ({ seed: dice, choices }) => {
    try {
      runWalk(ruleset, game, dice, choices, stats);
    } catch (e) {
      throw e instanceof FuzzFailure ? new WalkFailure(dice, e) : e;
    }
  }), { numRuns: runs, seed: fuzzSeed(seed) });
  if (!details.failed) return stats;
  // Shrunk by fast-check already; the events are shrunk once more, only for the report.
  const err = details.errorInstance;
  if (err instanceof WalkFailure) throw new Error(describeFailure(ruleset, target, game, err.dice, err.failure));
  throw new Error(fc.defaultReportMessage(details) ?? 'fuzzing failed');
}
