import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { activeIds } from '../../components/inspector-panel/recorder.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { deepActive, seriousViolations, text } from './support/app-driver.ts';
import { mountGuide, partOf, settle } from './support/guide-driver.ts';
import { teachingGame } from './support/scenario.ts';

/**
 * Issue 21, the designer's tools on the turn machine: "Focus the active state" brings the step
 * under way to the middle, zoomed to read; the diagram and the inspector can fill the window (a
 * modal dialog, Escape to come back); a legend says what each colour means, the coverage overlay's
 * too; and the inspector keeps the whole game through undo and further play.
 */
const game = teachingGame();
const saved = westernTurn.events as DsEvent[];

async function openMachineView(guide: TurnGuide) {
  const root = guide.shadowRoot!;
  await userEvent.click([...root.querySelectorAll<HTMLButtonElement>('.views button')].find((b) => b.textContent === 'Turn machine')!);
  await vi.waitFor(() => expect(root.querySelector('tc-machine-view')).not.toBeNull(), { timeout: 15000 });
  await settle(guide);
  const view = partOf(guide, 'tc-machine-view');
  const diagram = view.shadowRoot!.querySelector('tc-statechart-diagram')!;
  await diagram.layoutComplete();
  return { view, diagram };
}

const viewBox = (svg: SVGSVGElement) => svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];

describe('the turn machine for designers (issue 21)', () => {
  it('Focus the active state: the step under way in the middle, zoomed in, with the keyboard focus; keyboard only', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    for (const e of saved.slice(0, 6)) expect(guide.controller!.send(e)).toEqual([]);
    const { diagram } = await openMachineView(guide);
    await settle(guide);
    const root = diagram.shadowRoot!, svg = root.querySelector<SVGSVGElement>('.canvas svg')!;
    const fitted = viewBox(svg);
    const button = root.querySelector<HTMLButtonElement>('button.focus-active')!;
    button.focus();
    await userEvent.keyboard('{Enter}');
    await diagram.updateComplete;
    const [x, y, w, h] = viewBox(svg);
    expect(w).toBeLessThan(fitted[2]);
    const focused = deepActive();
    expect(focused?.matches('g.state.active')).toBe(true);
    const id = (focused as SVGGElement).dataset['id']!;
    expect(activeIds(guide.controller!.snapshot)).toContain(id);
    // The active box's centre is the view's centre.
    const rect = focused!.querySelector('rect.box')!;
    const cx = Number(rect.getAttribute('x')) + Number(rect.getAttribute('width')) / 2;
    const cy = Number(rect.getAttribute('y')) + Number(rect.getAttribute('height')) / 2;
    expect(Math.abs(cx - (x + w / 2))).toBeLessThan(1);
    expect(Math.abs(cy - (y + h / 2))).toBeLessThan(1);
    // Enter on the focused state opens its detail.
    await userEvent.keyboard('{Enter}');
    await diagram.updateComplete;
    expect(root.querySelector('.detail')).not.toBeNull();
  });

  it('the legend says what each colour means, the coverage overlay\'s when it is shown; axe-clean', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    for (const e of saved.slice(0, 6)) expect(guide.controller!.send(e)).toEqual([]);
    const { view, diagram } = await openMachineView(guide);
    const legend = () => [...diagram.shadowRoot!.querySelectorAll('.legend li')].map((li) => text(li));
    expect(legend()).toEqual(['active now', 'taken by the last event', 'visited this turn', 'folded (double-click to open)']);
    view.shadowRoot!.querySelector<HTMLInputElement>('label.coverage input')!.click();
    await vi.waitFor(() => expect(diagram.shadowRoot!.querySelectorAll('.covered').length).toBeGreaterThan(10));
    await diagram.updateComplete;
    expect(legend().slice(-2)).toEqual(['covered by a generated path test', 'not covered by any path test']);
    expect(await seriousViolations(guide)).toEqual([]);
  });

  it('Enlarge: the diagram and the inspector fill the window as a modal dialog, Escape brings them back (the same drawing); keyboard only', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    const { view, diagram } = await openMachineView(guide);
    const frame = view.shadowRoot!.querySelector<HTMLDialogElement>('dialog.frame')!;
    expect(frame.open && !frame.matches(':modal')).toBe(true);
    const enlarge = view.shadowRoot!.querySelector<HTMLButtonElement>('button.enlarge')!;
    enlarge.focus();
    await userEvent.keyboard('{Enter}');
    await view.updateComplete;
    expect(frame.matches(':modal')).toBe(true);
    expect(frame.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 40);
    expect(text(enlarge)).toBe('Back to the page (Esc)');
    expect(deepActive()).toBe(enlarge);
    expect(await seriousViolations(guide)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(frame.matches(':modal')).toBe(false));
    await view.updateComplete;
    expect(frame.open).toBe(true);
    expect(text(enlarge)).toBe('Enlarge');
    expect(view.shadowRoot!.querySelector('tc-statechart-diagram')).toBe(diagram);
  });

  it('the inspector keeps the whole game through an undo and the play after it (one run, numbered on)', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    await openMachineView(guide);
    for (const e of saved.slice(0, 20)) expect(guide.controller!.send(e)).toEqual([]);
    guide.controller!.undoTo(12);
    for (const e of saved.slice(12, 25)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    const entries = guide.recorder.entries();
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    expect(entries.filter((e) => e.kind === 'event').map((e) => e.title)).toEqual(['xstate.init', ...saved.slice(0, 25).map((e) => e.type)]);
    expect(entries.some((e) => e.title === 'xstate.stop' || e.kind === 'actor' && e.seq > 1)).toBe(false);
    expect(entries.filter((e) => e.kind === 'snapshot').at(-1)!.stateIds).toEqual(activeIds(guide.controller!.snapshot));
  });
});
