import { afterAll, describe, expect } from 'vitest';
import { TEACHING_TARGETS } from './support/budget.ts';
import { fuzzTests } from './support/fuzz-tests.ts';

/**
 * Fuzzed turns of the bundled teaching scenario, one walk set per faction. The walks must get
 * deep into the turn (placement, blitz and regular combat, organization), not only its start.
 */
describe('fuzzed walks through the teaching scenario', () => {
  const steps = new Set<string>();
  fuzzTests(TEACHING_TARGETS, (_, s) => s.steps.forEach((x) => steps.add(x)));
  afterAll(() => {
    expect(steps.size).toBeGreaterThanOrEqual(40);
    for (const deep of ['ds.support.placement.contest', 'ds.blitz.die', 'ds.regular.defenderRetreat', 'ds.organization.breakdowns']) {
      expect(steps).toContain(deep);
    }
  });
});
