import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createActor } from 'xstate';
import '../../components/statechart-diagram/statechart-diagram.ts';
import type { StateSelectEvent, StatechartDiagram } from '../../components/statechart-diagram/statechart-diagram.ts';
import { activeIds, createInspectorRecorder } from '../../components/inspector-panel/recorder.ts';
import { collapse } from '../../src/diagram/collapse.ts';
import { diagramModel } from '../../src/diagram/model.ts';
import { RULESETS } from '../support/rulesets.ts';
import { dsTurnMachine } from '../../machines/ds/turn.machine.ts';
import { parseScenario } from '../../src/ds/scenario/index.ts';
import type { DsEvent } from '../../src/ds/events/index.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import played from '../../scenarios/events/teaching-western-turn.json';

/** The diagram as a page mounts it: machines named by key, looked up in the registry. */
async function mount(setup: (el: StatechartDiagram) => void): Promise<StatechartDiagram> {
  document.body.replaceChildren();
  const el = document.createElement('tc-statechart-diagram');
  el.style.height = '700px';
  el.style.width = '1200px';
  el.rulesets = RULESETS;
  setup(el);
  document.body.append(el);
  await el.layoutComplete();
  return el;
}

const svgOf = (el: StatechartDiagram) => el.shadowRoot!.querySelector('svg')!;
const marked = (el: StatechartDiagram, selector: string) =>
  [...el.shadowRoot!.querySelectorAll<SVGGElement>(selector)].map((g) => g.dataset['id']);


function game() {
  const r = parseScenario(teaching);
  if (!r.ok) throw new Error('the teaching scenario does not load');
  return r.value;
}

describe('<tc-statechart-diagram> in Chromium', () => {
  it('renders the DS turn to the segment level: every shown state and transition is drawn', async () => {
    const el = await mount((d) => { d.machine = 'ds'; d.depth = 3; });
    const model = collapse(diagramModel(dsTurnMachine), 3);
    expect(marked(el, 'g.state')).toEqual(model.nodes.map((n) => n.id));
    expect(marked(el, 'g.transition')).toEqual(model.edges.map((e) => e.id));
    expect(el.shadowRoot!.querySelector('.status')!.textContent).toBe(`${model.nodes.length} states, ${model.edges.length} transitions`);
    // Drawn at a real size: the Support Segment box has room for its title.
    const box = el.shadowRoot!.querySelector<SVGGElement>('g.state[data-id="ds.admin.support"]')!.getBBox();
    expect(box.width).toBeGreaterThan(60);
  });

  it('highlights the active configuration; a collapsed box holding the active step is active', async () => {
    const active = ['ds', 'ds.factionTurn', 'ds.admin', 'ds.admin.support', 'ds.support.placement', 'ds.support.placement.choose'];
    const el = await mount((d) => { d.machine = 'ds'; d.depth = 3; d.active = active; });
    expect(marked(el, 'g.state.active')).toEqual(['ds', 'ds.factionTurn', 'ds.admin', 'ds.admin.support']);
    const rect = el.shadowRoot!.querySelector('g.state[data-id="ds.admin.support"] > rect.box')!;
    expect(getComputedStyle(rect).strokeWidth).toBe('3px');
    el.active = ['ds', 'ds.factionTurn', 'ds.combat'];
    await el.updateComplete;
    expect(marked(el, 'g.state.active')).toEqual(['ds', 'ds.factionTurn', 'ds.combat']);
  });

  it('follows a played turn: active step, last transition traced, path taken faint', async () => {
    const recorder = createInspectorRecorder();
    const actor = createActor(dsTurnMachine, { input: { game: game(), seed: played.seed }, inspect: recorder.inspect });
    actor.start();
    const el = await mount((d) => { d.machine = 'ds'; });
    const visited = new Set<string>();
    const path = [];
    for (const e of played.events.slice(0, 4) as DsEvent[]) {
      const before = recorder.entries().length;
      actor.send(e);
      const steps = recorder.entries().slice(before).filter((x) => x.kind === 'microstep').flatMap((x) => x.transitions);
      const snapshot = actor.getSnapshot();
      for (const id of activeIds(snapshot)) visited.add(id);
      path.push(...steps);
      el.active = activeIds(snapshot);
      el.lastTransition = steps;
      el.visited = [...visited];
      el.path = [...path];
      await el.updateComplete;
      const leaves = activeIds(snapshot).filter((id) => !activeIds(snapshot).some((o) => o.startsWith(`${id}.`) && o !== id));
      for (const leaf of leaves) expect(marked(el, 'g.state.active')).toContain(leaf);
      expect(marked(el, 'g.transition.last').length).toBeGreaterThan(0);
      for (const id of marked(el, 'g.transition.last')) {
        const g = el.shadowRoot!.querySelector<SVGGElement>(`g.transition[data-id="${id}"]`)!;
        expect(steps.some((s) => s.source === g.dataset['source'] && s.target === g.dataset['target'])).toBe(true);
      }
    }
    // Every state the turn rested in is faint, and only those.
    expect(new Set(marked(el, 'g.state.visited'))).toEqual(visited);
    expect(visited.size).toBeGreaterThan(4);
    expect(marked(el, 'g.transition.visited').length).toBeGreaterThanOrEqual(4);
    actor.stop();
  });

  it('a click on a state shows its meta and guards and dispatches state-select', async () => {
    const el = await mount((d) => { d.machine = 'ds/politicalEvents'; });
    const selected: string[] = [];
    el.addEventListener('state-select', (e) => selected.push((e as StateSelectEvent).detail.id));
    await userEvent.click(el.shadowRoot!.querySelector('g.state[data-id="ds.politicalEvents.cardCheck"] text.title')!);
    await el.updateComplete;
    expect(selected).toEqual(['ds.politicalEvents.cardCheck']);
    const detail = el.shadowRoot!.querySelector('.detail')!;
    const model = diagramModel(dsTurnMachine);
    const meta = model.nodes.find((n) => n.id === 'ds.politicalEvents.cardCheck')!.meta;
    const guards = model.edges.filter((e) => e.source === 'ds.politicalEvents.cardCheck' && e.guard).map((e) => `[${e.guard!.name}]`);
    expect(guards.length).toBeGreaterThan(0);
    expect(detail.querySelector('h3')!.textContent).toContain(meta.title!);
    expect(detail.querySelector('.explain')!.textContent).toBe(meta.explain);
    expect([...detail.querySelectorAll('.guards li code')].map((c) => c.textContent)).toEqual(guards);
    expect(marked(el, 'g.state.selected')).toEqual(['ds.politicalEvents.cardCheck']);
  });

  it('collapses and expands a compound state (re-laid out), and zooms and fits', async () => {
    const el = await mount((d) => { d.machine = 'ds/support'; });
    expect(marked(el, 'g.state')).toContain('ds.support.placement.choose');
    el.select('ds.support.placement');
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('.detail button.toggle')!.click();
    await el.layoutComplete();
    expect(marked(el, 'g.state')).not.toContain('ds.support.placement.choose');
    expect(el.shadowRoot!.querySelector('g.state[data-id="ds.support.placement"]')!.classList).toContain('collapsed');
    el.toggle('ds.support.placement');
    await el.layoutComplete();
    expect(marked(el, 'g.state')).toContain('ds.support.placement.choose');

    const width = () => Number(svgOf(el).getAttribute('viewBox')!.split(' ')[2]);
    const fitted = width();
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.zoom-in')!.click();
    await el.updateComplete;
    expect(width()).toBeCloseTo(fitted / 1.25, 3);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.fit')!.click();
    await el.updateComplete;
    expect(width()).toBeCloseTo(fitted, 3);
  });

  it('draws a machine handed in as the object, as the guide hands in its ruleset\'s', async () => {
    const el = await mount((d) => { d.rulesets = undefined; d.stateMachine = dsTurnMachine; d.depth = 3; });
    expect(marked(el, 'g.state')).toEqual(collapse(diagramModel(dsTurnMachine), 3).nodes.map((n) => n.id));
  });

  it('says "Laying out…" until the layout is ready, and names an unknown machine', async () => {
    document.body.replaceChildren();
    const el = document.createElement('tc-statechart-diagram');
    el.rulesets = RULESETS;
    el.machine = 'ds/marker';
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).toContain('Laying out…');
    await el.layoutComplete();
    expect(el.shadowRoot!.querySelector('svg')).not.toBeNull();
    const bad = await mount((d) => { d.machine = 'ds/nope'; });
    expect(bad.shadowRoot!.textContent).toContain('No machine "ds/nope".');
  });
});
