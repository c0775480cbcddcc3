import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { machineTrace } from '../../components/machine-view/machine-view.ts';
import { activeIds } from '../../components/inspector-panel/recorder.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { mountGuide, partOf, settle } from './support/guide-driver.ts';
import { loadGame as load } from './support/scenario.ts';


const game = load(teaching);
const saved = westernTurn.events as DsEvent[];

const viewButton = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('.views button')].find((b) => b.textContent === name)!;

/** Opens the Turn machine view (its module and ELK are fetched on the first click) and waits for the layout. */
async function openMachineView(guide: TurnGuide) {
  const root = guide.shadowRoot!;
  await userEvent.click(viewButton(root, 'Turn machine'));
  await vi.waitFor(() => expect(root.querySelector('tc-machine-view')).not.toBeNull(), { timeout: 15000 });
  await settle(guide);
  const view = partOf(guide, 'tc-machine-view');
  const diagram = view.shadowRoot!.querySelector('tc-statechart-diagram')!;
  await diagram.layoutComplete();
  return { view, diagram };
}

describe('the guide shows its turn machine live', () => {
  it('Turn machine loads the diagram on demand, highlights the active step and traces what the last action did', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    const root = guide.shadowRoot!;
    expect(root.querySelector('tc-machine-view')).toBeNull();
    const { view, diagram } = await openMachineView(guide);
    // Six events: the last roll ends the Political Events Segment, and the turn moves on into the
    // Support Segment (2.2), a transition between two boxes of the segment-level diagram.
    for (const e of saved.slice(0, 6)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    await view.updateComplete;
    await diagram.updateComplete;
    const marked = (sel: string) => [...diagram.shadowRoot!.querySelectorAll<SVGGElement>(sel)].map((g) => g.dataset['id']);
    // The guide's active step (or the segment box that folds it) is highlighted on the diagram.
    const active = marked('g.state.active');
    expect(active).toContain('ds.admin.support');
    const now = new Set(activeIds(guide.controller!.snapshot));
    for (const id of active) expect(now.has(id!), id).toBe(true);
    const last = diagram.shadowRoot!.querySelectorAll<SVGGElement>('g.transition.last');
    expect([...last].map((g) => `${g.dataset['source']}>${g.dataset['target']}`)).toContain('ds.admin.politicalEventsSegment>ds.admin.support');
    // The inspector's timeline holds the six events the player sent.
    const trace = machineTrace(guide.recorder.entries());
    expect(guide.recorder.entries().filter((x) => x.kind === 'event' && x.title !== 'xstate.init').map((x) => x.title)).toEqual(saved.slice(0, 6).map((e) => e.type));
    expect(trace.path.length).toBeGreaterThanOrEqual(6);
    // Back to the map: the turn is where it was.
    await userEvent.click(viewButton(root, 'Map'));
    await settle(guide);
    expect(root.querySelector('tc-board-map')).not.toBeNull();
    expect(guide.controller!.events).toEqual(saved.slice(0, 6));
  });

  it('the diagram shows what the generated path tests cover, from docs/coverage/ds.json', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    const { view, diagram } = await openMachineView(guide);
    expect(diagram.shadowRoot!.querySelectorAll('.covered')).toHaveLength(0);
    await userEvent.click(view.shadowRoot!.querySelector<HTMLInputElement>('label.coverage input')!);
    await vi.waitFor(() => expect(diagram.shadowRoot!.querySelectorAll('.covered').length).toBeGreaterThan(10));
    const uncovered = [...diagram.shadowRoot!.querySelectorAll<SVGGElement>('.uncovered')].map((g) => g.dataset['id']);
    const overlay = (await import('../../docs/coverage/ds.json')).default.overlay;
    for (const id of uncovered) expect(overlay.uncovered).toContain(id);
  });
});
