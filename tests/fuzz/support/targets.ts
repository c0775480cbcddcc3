import fc from 'fast-check';
import type { Faction } from '../../../src/ds/model/factions.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { loadScenario } from '../../support/turn-harness.ts';
import { minimizeEvents } from './minimize.ts';
import { formatRegression } from './regression-file.ts';
import { CheckedGame, FuzzFailure, newStats, type Choice, type FuzzStats } from './walk.ts';

/** A scenario to fuzz from, with the faction whose turn the walk plays. */
export interface FuzzTarget {
  readonly file: string;
  readonly phasing: Faction;
}

const games = new Map<string, DsGameState>();

/** The scenario file's game, with `phasing` as the faction whose turn it is (loaded once per file). */
export function targetGame({ file, phasing }: FuzzTarget): DsGameState {
  let game = games.get(file);
  if (!game) {
    game = loadScenario(file);
    games.set(file, game);
  }
  return { ...game, game: { ...game.game, phasing } };
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
export function runWalk(game: DsGameState, seed: number, choices: readonly Choice[], stats: FuzzStats = newStats()): CheckedGame {
  const g = new CheckedGame(game, seed, stats);
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
function describeFailure(target: FuzzTarget, game: DsGameState, seed: number, e: FuzzFailure): string {
  const events = minimizeEvents(game, seed, e.events);
  const file = formatRegression({ scenario: target.file, phasing: target.phasing, seed, found: e.summary, events });
  return `${target.file} (${target.phasing}), dice seed ${seed}: ${e.reason}\nKeep it as tests/fuzz/regressions/<name>.json once fixed:\n${file}`;
}

/**
 * Fuzzes `target` with `runs` walks; returns the totals. A failure is shrunk by fast-check to a
 * short list of choices, and the error names the events to keep as a regression file.
 */
export function fuzzTarget(target: FuzzTarget, runs: number, maxLength: number, seed: number): FuzzStats {
  const stats = newStats();
  const game = targetGame(target);
  const details = fc.check(fc.property(walkArb(maxLength), ({ seed: dice, choices }) => {
    try {
      runWalk(game, dice, choices, stats);
    } catch (e) {
      throw e instanceof FuzzFailure ? new WalkFailure(dice, e) : e;
    }
  }), { numRuns: runs, seed: fuzzSeed(seed) });
  if (!details.failed) return stats;
  // Shrunk by fast-check already; the events are shrunk once more, only for the report.
  const err = details.errorInstance;
  if (err instanceof WalkFailure) throw new Error(describeFailure(target, game, err.dice, err.failure));
  throw new Error(fc.defaultReportMessage(details) ?? 'fuzzing failed');
}
