import { bench, describe } from 'vitest';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import { withTesting } from '../../src/core/testing.ts';
import { generatePaths } from '../../src/paths/generate.ts';

const ds = await withTesting(dsRuleset);

/**
 * Generation time to full coverage (issue 7: target ≤ 3 s): every fixture's shortest and targeted
 * paths, and their replay on real actors that measures coverage.
 */
describe('generated paths', () => {
  bench('generate every path of the fixture family and measure coverage', () => {
    generatePaths(ds);
  }, { iterations: 2, warmupIterations: 0, time: 0 });
});
