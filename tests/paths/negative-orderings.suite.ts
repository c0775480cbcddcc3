import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { engineOf, type EngineSnapshot } from '../../src/core/engine.ts';
import type { EngineContext, RulesetEvent } from '../../src/core/ruleset.ts';
import type { Generation } from '../../src/paths/generate.ts';
import { fixtureGames } from './generation.ts';

type Snapshot = EngineSnapshot<EngineContext>;

/** The first snapshot each step is reached in, replaying the paths. */
export function firstSnapshots(g: Generation): Map<string, Snapshot> {
  const engine = engineOf(g.ruleset);
  const games = fixtureGames(g.ruleset);
  const out = new Map<string, Snapshot>();
  for (const path of g.paths) {
    const { game, seed } = games.get(path.fixture)!;
    const actor = createActor(g.ruleset.machine, { input: { game, seed } }).start();
    for (const step of path.steps) {
      const s = actor.getSnapshot() as Snapshot;
      const id = engine.activeStep(s)?.step.id;
      if (id && !out.has(id)) out.set(id, s);
      actor.send(step.event);
    }
    actor.stop();
  }
  return out;
}

/**
 * Negative orderings: in every step the generated paths reach, the events of the other steps are
 * refused, with a reason that names the step they belong to, where it comes in the turn, and the
 * rule that orders the two ("Airdrop Landing comes after Blitz Combat — 4.1").
 */
export function negativeOrderingsSuite(g: Generation, snapshots = firstSnapshots(g)): void {
  const engine = engineOf(g.ruleset);
  const { unreached } = g.ruleset.paths;

  /** One event of each type another step accepts and this one does not: from that step's enumerator when it lists one. */
  const othersEvents = (s: Snapshot): RulesetEvent[] => {
    const here = engine.activeStep(s)!.step;
    const out = new Map<string, RulesetEvent>();
    for (const st of engine.steps) {
      for (const type of st.accepts) {
        if (here.accepts.includes(type) || out.has(type)) continue;
        out.set(type, st.enumerate(s.context).find((e) => e.type === type) ?? { type });
      }
    }
    return [...out.values()];
  };

  describe(`negative orderings (${g.ruleset.id}): the events of other steps are refused, with the step and rule that order them`, () => {
    it('the generated paths rest in every step that takes events, but those named as gaps of the fixture family', () => {
      const gap = (id: string): boolean => Object.keys(unreached).some((k) => k.startsWith(`${id}:`));
      expect(engine.steps.map((s) => s.id).filter((id) => !snapshots.has(id) && !gap(id))).toEqual([]);
    });

    for (const [id, s] of snapshots) {
      it(`${id}: every other step's event is refused, explained as "<its step> comes after|before <this step> — <rule>"`, () => {
        const title = engine.activeStep(s)!.meta.title;
        for (const e of othersEvents(s)) {
          expect(s.can(e), `${e.type} in ${id}`).toBe(false);
          expect(engine.legalActions(s)).not.toContainEqual(e);
          const [v, ...rest] = engine.explain(s, e);
          expect(rest).toEqual([]);
          expect(v?.code).toBe('sequence.notInThisStep');
          expect(v?.message, `${e.type} in ${id}`).toMatch(new RegExp(`^.+ comes (after|before) ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( — [0-9A-Za-z.-]+)?: ${e.type} is not an action of`));
        }
      });
    }
  });
}
