import { afterAll, describe, expect, it } from 'vitest';
import { EVENTS_PER_TARGET, RUNS_PER_TARGET, WALK_LENGTH, groupsOfFile, seedOf } from './budget.ts';
import { fuzzTarget } from './targets.ts';

/**
 * The fuzz groups of fuzz test file `k`, of every ruleset: one test per target, fuzzed walks with
 * every invariant checked after every event (a failure is shrunk and printed as a regression file
 * to keep), then the steps the group's walks must have reached between them.
 */
export function fuzzTests(k: number): void {
  for (const { ruleset, group } of groupsOfFile(k)) {
    describe(`fuzzed walks through ${group.name} (${ruleset.id})`, () => {
      const steps = new Set<string>();
      for (const target of group.targets) {
        it(`${target.file} (${target.side} turn): nothing throws, illegal events change nothing, invariants hold`, () => {
          const stats = fuzzTarget(ruleset, target, RUNS_PER_TARGET, WALK_LENGTH, seedOf(ruleset, target));
          expect(stats.events).toBeGreaterThanOrEqual(EVENTS_PER_TARGET);
          // Every kind of event was offered: legal ones, refused ones, malformed ones.
          expect(Math.min(stats.legal, stats.illegal, stats.malformed)).toBeGreaterThan(EVENTS_PER_TARGET / 20);
          stats.steps.forEach((s) => steps.add(s));
        }, 120_000);
      }
      afterAll(() => {
        expect(steps.size).toBeGreaterThanOrEqual(group.minSteps ?? 1);
        for (const deep of group.deepSteps ?? []) expect(steps).toContain(deep);
      });
    });
  }
}
