import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { engineOf } from '../../src/core/engine.ts';
import type { Generation } from '../../src/paths/generate.ts';
import { guardProbes } from '../../src/paths/probes.ts';
import { expectLegalityHolds } from '../support/legality.ts';
import { fixtureGames } from './generation.ts';

/**
 * Every generated path, replayed on a fresh actor: after each event the turn rests in the step the
 * generator recorded and the active state's meta is that state node's own; before each event the
 * event is accepted or refused as recorded (a guard probe is refused, and explain says why). The
 * legality property (can ⇔ legalActions ⇔ empty explain) is checked on each distinct state the first
 * time a path reaches it: paths share prefixes, and equal event prefixes give equal states.
 */
export function generatedPathsSuite(g: Generation): void {
  const { ruleset } = g;
  const engine = engineOf(ruleset);
  const games = fixtureGames(ruleset);
  const checked = new Set<string>();
  /** Each state node's own meta, read from the machine (node ids hold dots, so not via getStateNodeById). */
  const metaOf = new Map(g.index.states.map((n) => [n.id, n.meta]));
  const byFixture = new Map<string, (typeof g.paths)[number][]>();
  for (const p of g.paths) byFixture.set(p.fixture, [...(byFixture.get(p.fixture) ?? []), p]);

  describe(`generated paths through the ${ruleset.id} turn machine`, () => {
    for (const [fixture, paths] of byFixture) {
      describe(fixture, () => {
        paths.forEach((path, i) => {
          it(`${path.kind} path ${i + 1}: ${path.steps.length} events to ${path.steps.at(-1)?.step ?? 'the start'}`, () => {
            const { game, seed } = games.get(fixture)!;
            const actor = createActor(ruleset.machine, { input: { game, seed } }).start();
            let prefix = fixture;
            for (const [n, step] of path.steps.entries()) {
              const before = actor.getSnapshot();
              if (!checked.has(prefix)) {
                checked.add(prefix);
                const legal = engine.legalActions(before);
                expectLegalityHolds(engine, before, guardProbes(engine.activeStep(before)?.step, legal, (e) => before.can(e), ruleset.paths));
              }
              expect({ n, event: step.event, accepted: before.can(step.event) }).toEqual({ n, event: step.event, accepted: step.accepted });
              expect(engine.explain(before, step.event).length === 0).toBe(step.accepted);
              actor.send(step.event);
              const after = actor.getSnapshot();
              const active = engine.activeStep(after);
              expect(active?.step.id ?? 'over', `after event ${n}`).toBe(step.step);
              if (active) expect(active.meta).toEqual(metaOf.get(active.step.id));
              if (step.accepted) prefix += `|${JSON.stringify(step.event)}`;
            }
            actor.stop();
          });
        });
      });
    }
  });
}
