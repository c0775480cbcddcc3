import { describe, expect, it } from 'vitest';
import { awawRuleset } from '../../machines/awaw/ruleset.ts';
import type { AnyTested } from '../../src/core/ruleset.ts';
import { withTesting } from '../../src/core/testing.ts';
import { coverageReport } from '../../src/paths/report.ts';
import { coverageSuite } from './coverage.suite.ts';
import { generated } from './generation.ts';
import { generatedPathsSuite } from './generated-paths.suite.ts';
import { firstSnapshots, negativeOrderingsSuite } from './negative-orderings.suite.ts';

/**
 * The generated path tests of the AWAW turn machine, generated once for the three generic suites:
 * coverage (every state, transition and guard outcome, or a written reason), each generated path
 * replayed with its legality checked at every step, and each step refusing the other steps' events.
 */
const ruleset: AnyTested = await withTesting(awawRuleset);
const g = generated(ruleset);
coverageSuite(g);
generatedPathsSuite(g);
negativeOrderingsSuite(g, firstSnapshots(g));

describe('AWAW cases of the generated paths', () => {
  it('covers 100 % of states, transitions and guard outcomes', () => {
    const { totals } = coverageReport(g);
    expect([totals.states.percent, totals.transitions.percent, totals.guardOutcomes.percent]).toEqual([100, 100, 100]);
  });

  it('15.22 the airdrop obligation: DONE is refused in both combat modes while an attack on the drop hex is owed', () => {
    expect(g.recorder.outcomes.has('awaw.regular.attacks:1:0=false')).toBe(true);
    expect(g.recorder.outcomes.has('awaw.exploitation.attacks:1:0=false')).toBe(true);
  });

  it('the one attack procedure serves both modes: every step of it is reached in regular and in exploitation combat', () => {
    for (const step of ['attacks', 'groundSupport', 'defensiveAir', 'die', 'attackerOption', 'defenderOption', 'attackerLosses', 'defenderLosses', 'nextRound', 'advance']) {
      expect(g.recorder.states.has(`awaw.regular.${step}`) && g.recorder.states.has(`awaw.exploitation.${step}`)).toBe(true);
    }
  });
});
