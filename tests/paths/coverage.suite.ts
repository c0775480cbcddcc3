import { describe, expect, it } from 'vitest';
import type { Generation } from '../../src/paths/generate.ts';
import { IMPOSSIBLE_OUTCOMES, UNREACHED } from '../../src/paths/impossible.ts';

/**
 * Coverage of the DS turn machine by the generated paths, measured on real actors. A state or a
 * transition that no path reaches fails the test unless a written reason says why; so does a guard
 * outcome, unless the rules do not allow it (IMPOSSIBLE_OUTCOMES, each with its reason) or it is a
 * named gap of the fixture family. A reason for something that is in fact covered fails too.
 */
export function coverageSuite(g: Generation): void {
  const { index, recorder: r } = g;

  describe('coverage of the generated paths', () => {
    it('every state node of the DS turn machine is entered by some path, or has a written reason', () => {
      expect(index.states.map((s) => s.id).filter((id) => !r.states.has(id) && !UNREACHED[id])).toEqual([]);
    });

    it('every transition is taken by some path, or has a written reason', () => {
      expect(index.edges.map((e) => e.id).filter((id) => !r.edges.has(id) && !UNREACHED[id])).toEqual([]);
    });

    it('every guard outcome (true and false) is met, or is impossible by the rules with a written reason, or a named gap', () => {
      expect(index.guardOutcomes.filter((o) => !r.outcomes.has(o) && !IMPOSSIBLE_OUTCOMES[o] && !UNREACHED[o])).toEqual([]);
    });

    it('no written reason is stale: an outcome said to be impossible, or an item said to be unreached, is indeed not covered', () => {
      const all = new Set([...r.states, ...r.edges, ...r.outcomes]);
      expect([...Object.keys(IMPOSSIBLE_OUTCOMES), ...Object.keys(UNREACHED)].filter((id) => all.has(id))).toEqual([]);
    });

    it('the reasons name real items of the machine', () => {
      const known = new Set([...index.states.map((s) => s.id), ...index.edges.map((e) => e.id), ...index.guardOutcomes]);
      expect([...Object.keys(IMPOSSIBLE_OUTCOMES), ...Object.keys(UNREACHED)].filter((id) => !known.has(id))).toEqual([]);
    });

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

    it('the shortest paths alone already reach every state the whole set reaches (targeted paths add transitions and outcomes)', () => {
      expect(g.paths.filter((p) => p.kind === 'shortest').length).toBeGreaterThan(0);
      const reachedSteps = new Set(g.paths.filter((p) => p.kind === 'shortest').flatMap((p) => p.steps.map((s) => s.step)));
      const allSteps = new Set(g.paths.flatMap((p) => p.steps.map((s) => s.step)));
      expect([...allSteps].filter((s) => !reachedSteps.has(s))).toEqual([]);
    });
  });
}
