import { fuzzTests } from './support/fuzz-tests.ts';

/** Fuzzed walks, file 2 of 3: group k of every ruleset where k % 3 is 1 (tests/fuzz/support/budget.ts). */
fuzzTests(1);
