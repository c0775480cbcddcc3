import { expect, it } from 'vitest';
import { EVENTS_PER_TARGET, RUNS_PER_TARGET, WALK_LENGTH, seedOf } from './budget.ts';
import { fuzzTarget, type FuzzTarget } from './targets.ts';
import type { FuzzStats } from './walk.ts';

/**
 * One test per target: fuzzed walks with every invariant checked after every event (a failure
 * is shrunk and printed as a regression file to keep). Returns the totals through `done`.
 */
export function fuzzTests(targets: readonly FuzzTarget[], done: (t: FuzzTarget, s: FuzzStats) => void = () => undefined): void {
  for (const target of targets) {
    it(`${target.file} (${target.phasing} turn): nothing throws, illegal events change nothing, invariants hold`, () => {
      const stats = fuzzTarget(target, RUNS_PER_TARGET, WALK_LENGTH, seedOf(target));
      expect(stats.events).toBeGreaterThanOrEqual(EVENTS_PER_TARGET);
      // Every kind of event was offered: legal ones, refused ones, malformed ones.
      expect(Math.min(stats.legal, stats.illegal, stats.malformed)).toBeGreaterThan(EVENTS_PER_TARGET / 20);
      done(target, stats);
    }, 120_000);
  }
}
