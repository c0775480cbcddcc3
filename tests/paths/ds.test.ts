import { describe, expect, it } from 'vitest';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import { engineOf } from '../../src/core/engine.ts';
import type { AnyTested } from '../../src/core/ruleset.ts';
import { withTesting } from '../../src/core/testing.ts';
import { coverageSuite } from './coverage.suite.ts';
import { generated } from './generation.ts';
import { generatedPathsSuite } from './generated-paths.suite.ts';
import { firstSnapshots, negativeOrderingsSuite } from './negative-orderings.suite.ts';

/**
 * The generated path tests of the DS turn machine (issue 7), in one file so that the paths are
 * generated once: Vitest runs each test file in a module graph of its own, and generating them in
 * each of three files cost three generations. The suites are every ruleset's (tests/paths/*.suite.ts):
 * - coverage: every state, transition and guard outcome is reached, or has a written reason;
 * - generated paths: each path replayed on a fresh actor, step, meta and legality at every event;
 * - negative orderings: each step refuses the other steps' events, naming the step and the rule.
 * Then the DS cases the issues named.
 */
const ruleset: AnyTested = await withTesting(dsRuleset);
const g = generated(ruleset);
const snapshots = firstSnapshots(g);
coverageSuite(g);
generatedPathsSuite(g);
negativeOrderingsSuite(g, snapshots);

describe('DS cases of the generated paths', () => {
  const { recorder: r } = g;
  const { explain } = engineOf(ruleset);

  it('4.1.2 with 4.2.2 Step 2 and 4.2.8: a defender HQ\'s Ranged Support and Exploitation in a Blitz attack are reached, each guard both ways', () => {
    // DEFENSIVE_SUPPORT and EXPLOIT in Blitz Combat, and the pass of Step 2 when an HQ could support.
    const blitz = ['ds.blitz.defensiveSupport:0:0', 'ds.blitz.advance:1:0'];
    expect(blitz.filter((e) => !r.edges.has(e))).toEqual([]);
    const outcomes = [...blitz.flatMap((e) => [`${e}=true`, `${e}=false`]), 'ds.blitz.defensiveSupport:1:0=false'];
    expect(outcomes.filter((o) => !r.outcomes.has(o))).toEqual([]);
  });

  it('2.2.3.5 a Devastation target that names no marker in the hex is refused (the guard\'s false outcome)', () => {
    expect(r.outcomes.has('ds.support.placement.devastationTarget:0:0=false')).toBe(true);
  });

  it('4.1 the example of the issue: AIRDROP_LANDING during Blitz Combat', () => {
    const s = snapshots.get('ds.blitz.attacks')!;
    const airdropLanding = { type: 'AIRDROP_LANDING', marker: 'ax-airdrop-1' };
    const [v] = explain(s, airdropLanding);
    expect(v?.message).toMatch(/^Airdrop Landing comes after Blitz Combat — 4\.1: AIRDROP_LANDING is not an action of Blitz Combat \(4\.1\.2\)/);
  });

  it('2.2 an event of an earlier step is said to come before: KEEP_BEACHHEAD during Blitz Marker Placement', () => {
    const s = snapshots.get('ds.support.blitzPlacement')!;
    const keepBeachhead = { type: 'KEEP_BEACHHEAD', marker: 'we-bh-1' };
    const [v] = explain(s, keepBeachhead);
    expect(v?.message).toMatch(/^Beachhead Maintenance comes before Blitz Marker Placement — 2\.2:/);
  });
});
