import { fuzzTests } from './support/fuzz-tests.ts';

/** Fuzzed walks, file 3 of 3: group k of every ruleset where k % 3 is 2 (tests/fuzz/support/budget.ts). */
fuzzTests(2);
