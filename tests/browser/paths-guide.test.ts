import { describe, expect, it } from 'vitest';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import type { DsEvent } from '../../src/ds/events/index.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { withTesting } from '../../src/core/testing.ts';
import { fixtureGame, generatePaths } from '../../src/paths/generate.ts';
import { mountGuide, rootOf, settle } from './support/guide-driver.ts';

/**
 * The shortest generated path to every step the turn rests in, played through the Lit guide in
 * Chromium (the guide's TurnController, as the buttons do): the outline marks that step (or, for a
 * step the outline does not list, its nearest listed ancestor) as the current one, and the step
 * panel shows the step's own rule and title.
 */
const ds = await withTesting(dsRuleset);
const g = generatePaths(ds);
const nodes = new Map(g.index.states.map((n) => [n.id, n]));
const games = new Map(ds.paths.fixtures.map((f) => [f.id, { game: fixtureGame(ds, f) as DsGameState, seed: f.seed }]));

/** For each step: the fewest accepted events that reach it, and from which fixture. */
const shortest = new Map<string, { fixture: string; events: DsEvent[] }>();
for (const path of g.paths) {
  const events: DsEvent[] = [];
  for (const step of path.steps) {
    if (!step.accepted) continue;
    events.push(step.event as DsEvent);
    const best = shortest.get(step.step);
    if (step.step !== 'over' && (!best || best.events.length > events.length)) shortest.set(step.step, { fixture: path.fixture, events: [...events] });
  }
}

const ancestry = (id: string): string[] => {
  const out: string[] = [];
  for (let n = nodes.get(id); n; n = n.parent === null ? undefined : nodes.get(n.parent)) out.push(n.id);
  return out;
};

describe('shortest generated paths to every step, through the guide in Chromium', () => {
  it('there is a shortest path for every step the generated paths rest in', () => {
    expect(shortest.size).toBeGreaterThan(30);
  });

  for (const [stepId, { fixture, events }] of shortest) {
    it(`${stepId} (${events.length} events from ${fixture}): the outline and the step panel show it`, async () => {
      const { game, seed } = games.get(fixture)!;
      const guide = await mountGuide(game, seed);
      for (const e of events) expect(guide.controller!.send(e), JSON.stringify(e)).toEqual([]);
      await settle(guide);
      const outline = rootOf(guide, 'tc-sequence-outline');
      const listed = ancestry(stepId).find((id) => outline.querySelector(`li[data-id="${CSS.escape(id)}"]`));
      if (listed) expect(outline.querySelector('[aria-current="step"]')?.getAttribute('data-id')).toBe(listed);
      const meta = nodes.get(stepId)!.meta;
      const panel = rootOf(guide, 'tc-step-panel');
      expect(panel.querySelector('h2 .title')?.textContent).toBe(meta.title);
      expect(panel.querySelector('h2 .rule')?.textContent).toBe(meta.rule);
    }, 30_000);
  }
});
