import { describe } from 'vitest';
import { FIXTURE_TARGETS_B } from './support/budget.ts';
import { fuzzTests } from './support/fuzz-tests.ts';

/** Fuzzed turns from the placement and tiny fixtures. */
describe('fuzzed walks through the fixtures (placement, tiny)', () => {
  fuzzTests(FIXTURE_TARGETS_B);
});
