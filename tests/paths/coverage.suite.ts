import { describe, expect, it } from 'vitest';
import type { Generation } from '../../src/paths/generate.ts';

/**
 * Coverage of a ruleset's turn machine by the generated paths, measured on real actors. A state or a
 * transition that no path reaches fails the test unless a written reason says why; so does a guard
 * outcome, unless the rules do not allow it (the ruleset's `paths.impossible`, each with its reason)
 * or it is a named gap of the fixture family. A reason for something that is in fact covered fails too.
 */
export function coverageSuite(g: Generation): void {
  const { index, recorder: r } = g;
  const { impossible, unreached } = g.ruleset.paths;

  describe(`coverage of the generated paths (${g.ruleset.id})`, () => {
    it(`every state node of the ${g.ruleset.id} turn machine is entered by some path, or has a written reason`, () => {
      expect(index.states.map((s) => s.id).filter((id) => !r.states.has(id) && !unreached[id])).toEqual([]);
    });

    it('every transition is taken by some path, or has a written reason', () => {
      expect(index.edges.map((e) => e.id).filter((id) => !r.edges.has(id) && !unreached[id])).toEqual([]);
    });

    it('every guard outcome (true and false) is met, or is impossible by the rules with a written reason, or a named gap', () => {
      expect(index.guardOutcomes.filter((o) => !r.outcomes.has(o) && !impossible[o] && !unreached[o])).toEqual([]);
    });

    it('no written reason is stale: an outcome said to be impossible, or an item said to be unreached, is indeed not covered', () => {
      const all = new Set([...r.states, ...r.edges, ...r.outcomes]);
      expect([...Object.keys(impossible), ...Object.keys(unreached)].filter((id) => all.has(id))).toEqual([]);
    });

    it('the reasons name real items of the machine', () => {
      const known = new Set([...index.states.map((s) => s.id), ...index.edges.map((e) => e.id), ...index.guardOutcomes]);
      expect([...Object.keys(impossible), ...Object.keys(unreached)].filter((id) => !known.has(id))).toEqual([]);
    });

    it('the shortest paths alone already reach every state the whole set reaches (targeted paths add transitions and outcomes)', () => {
      expect(g.paths.filter((p) => p.kind === 'shortest').length).toBeGreaterThan(0);
      const reachedSteps = new Set(g.paths.filter((p) => p.kind === 'shortest').flatMap((p) => p.steps.map((s) => s.step)));
      const allSteps = new Set(g.paths.flatMap((p) => p.steps.map((s) => s.step)));
      expect([...allSteps].filter((s) => !reachedSteps.has(s))).toEqual([]);
    });
  });
}
