import { describe } from 'vitest';
import { FIXTURE_TARGETS_A } from './support/budget.ts';
import { fuzzTests } from './support/fuzz-tests.ts';

/** Fuzzed turns from the combat, every-place and organization fixtures (split from fixtures-b for two workers). */
describe('fuzzed walks through the fixtures (combat, places, organization)', () => {
  fuzzTests(FIXTURE_TARGETS_A);
});
