import { describe, expect, it } from 'vitest';
import { ocsRuleset } from '../../machines/ocs/ruleset.ts';
import { engineOf } from '../../src/core/engine.ts';
import type { AnyTested } from '../../src/core/ruleset.ts';
import { withTesting } from '../../src/core/testing.ts';
import { coverageSuite } from './coverage.suite.ts';
import { generated } from './generation.ts';
import { generatedPathsSuite } from './generated-paths.suite.ts';
import { firstSnapshots, negativeOrderingsSuite } from './negative-orderings.suite.ts';

/**
 * The generated path tests of the OCS turn machine (issue 18): the generic suites, paths generated
 * once for the file (tests/paths/ds.test.ts says why): coverage of every state, transition and
 * guard outcome; each path replayed with the legality property; each step refusing the others'
 * events. Then the OCS cases.
 */
const ruleset: AnyTested = await withTesting(ocsRuleset);
const g = generated(ruleset);
const snapshots = firstSnapshots(g);
coverageSuite(g);
generatedPathsSuite(g);
negativeOrderingsSuite(g, snapshots);

describe('OCS cases of the generated paths', () => {
  const { recorder: r } = g;
  const { explain } = engineOf(ruleset);

  it('9.2 the combat procedure is reached in each of its four uses, from supply to the advance', () => {
    for (const prefix of ['ocs.overrun', 'ocs.combat', 'ocs.exploitation', 'ocs.exploitOverrun']) {
      for (const step of ['attackerSupply', 'defenderSupply', 'surprise', 'combatRoll', 'attackerRetreatLoss', 'defenderRetreatLoss', 'specialAllot']) {
        expect(r.states.has(`${prefix}.${step}`), `${prefix}.${step}`).toBe(true);
      }
    }
  });

  it('9.2 an event of a later step is said to come after: ROLL_2D6 during the declaration of a combat', () => {
    const s = snapshots.get('ocs.combat.declare')!;
    const [v] = explain(s, { type: 'ROLL_2D6' });
    expect(v?.code).toBe('sequence.notInThisStep');
    expect(v?.message).toMatch(/comes after Step 1: Select the hexes/);
  });
});
