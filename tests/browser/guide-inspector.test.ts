import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { activeIds } from '../../components/inspector-panel/recorder.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { mountGuide, partOf, rootOf, settle } from './support/guide-driver.ts';
import { teachingGame } from './support/scenario.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';

const game = teachingGame();
const saved = westernTurn.events as DsEvent[];

/** The guide as the page has it: saving in the browser after every event, restoring on reload. */
async function reloadPage(): Promise<TurnGuide> {
  document.body.replaceChildren();
  const guide = document.createElement('tc-turn-guide');
  guide.autosave = true;
  guide.seed = westernTurn.seed;
  guide.ruleset = dsRuleset;
  guide.game = game;
  document.body.append(guide);
  await settle(guide);
  return guide;
}

/** The Turn machine view (diagram and inspector), opened as a player does. */
async function openInspector(guide: TurnGuide) {
  const root = guide.shadowRoot!;
  await userEvent.click([...root.querySelectorAll<HTMLButtonElement>('.views button')].find((b) => b.textContent === 'Turn machine')!);
  await vi.waitFor(() => expect(root.querySelector('tc-machine-view')).not.toBeNull(), { timeout: 15000 });
  await settle(guide);
  const panel = partOf(guide, 'tc-machine-view').shadowRoot!.querySelector('tc-inspector-panel')!;
  await panel.updateComplete;
  return panel;
}

/**
 * The inspector holds the whole game as the log has it: the actor's start, then every event sent
 * (after the opening xstate.init), numbered from 1, ending in the state the page shows.
 */
function expectWholeGame(guide: TurnGuide, events: readonly DsEvent[]): void {
  const entries = guide.recorder.entries();
  expect(entries[0]).toMatchObject({ seq: 1, kind: 'actor' });
  expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
  const sent = entries.filter((e) => e.kind === 'event').map((e) => e.title);
  expect(sent).toEqual(['xstate.init', ...events.map((e) => e.type)]);
  expect(entries.some((e) => e.title === 'xstate.stop')).toBe(false);
  const last = entries.filter((e) => e.kind === 'snapshot').at(-1)!;
  expect(last.stateIds).toEqual(activeIds(guide.controller!.snapshot));
}

const countText = (panel: HTMLElement) => panel.shadowRoot!.querySelector('.count')!.textContent!.trim();
/** Entries the inspector lists with its default filters (every kind but actor starts). */
const listed = (guide: TurnGuide) => guide.recorder.entries().filter((e) => e.kind !== 'actor').length;

describe('guide: the inspector shows the whole game after a reload, a load or an undo', () => {
  afterEach(() => { localStorage.clear(); });

  it('after a reload the inspector replays the saved game: every event of the log, not only xstate.init', async () => {
    localStorage.clear();
    const first = await reloadPage();
    for (const e of saved.slice(0, 20)) expect(first.controller!.send(e)).toEqual([]);
    await settle(first);
    expectWholeGame(first, saved.slice(0, 20));
    const before = first.recorder.entries().map((e) => [e.kind, e.title, e.value]);

    const again = await reloadPage();
    expect(again.controller!.events).toEqual(saved.slice(0, 20));
    expectWholeGame(again, saved.slice(0, 20));
    // The same timeline as when the game was played: the replay is the game.
    expect(again.recorder.entries().map((e) => [e.kind, e.title, e.value])).toEqual(before);
    const panel = await openInspector(again);
    expect(countText(panel)).toBe(`entries 1–${listed(again)} of ${listed(again)}`);
  });

  it('after Load game the inspector holds the loaded game, and after Undo to here the kept part of it', async () => {
    const guide = await mountGuide(game, 99);
    const file = JSON.stringify({ format: 'turnchart/ds-events@1', seed: westernTurn.seed, events: saved });
    const input = rootOf(guide, 'tc-game-file').querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File([file], 'western.json', { type: 'application/json' }));
    await vi.waitFor(() => expect(guide.controller!.events).toHaveLength(saved.length));
    await settle(guide);
    expectWholeGame(guide, saved);

    const undo = rootOf(guide, 'tc-turn-log').querySelector<HTMLButtonElement>('button[data-count="30"]')!;
    await userEvent.click(undo);
    await settle(guide);
    expect(guide.controller!.events).toEqual(saved.slice(0, 30));
    expectWholeGame(guide, saved.slice(0, 30));
  });

  it('the inspector pages through every entry of the whole turn, the filter over all of them', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    for (const e of saved) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    const panel = await openInspector(guide);
    const n = listed(guide);
    expect(n).toBeGreaterThan(200);
    const rows = () => [...panel.shadowRoot!.querySelectorAll('li')];
    const newest = Math.floor((n - 1) / 100) * 100;
    expect(countText(panel)).toBe(`entries ${newest + 1}–${n} of ${n}`);
    expect(rows()).toHaveLength(n - newest);
    const pager = (name: string) => panel.shadowRoot!.querySelector<HTMLButtonElement>(`nav.pager button[aria-label="${name}"]`)!;
    await userEvent.click(pager('Previous page of entries'));
    await panel.updateComplete;
    expect(countText(panel)).toBe(`entries ${newest - 99}–${newest} of ${n}`);
    expect(rows()).toHaveLength(100);
    await userEvent.click(pager('Oldest entries'));
    await panel.updateComplete;
    expect(countText(panel)).toBe(`entries 1–100 of ${n}`);
    expect(rows()[0]!.querySelector('strong')!.textContent).toBe('xstate.init');
    expect(pager('Previous page of entries').disabled).toBe(true);

    await userEvent.fill(panel.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!, 'RETREAT');
    await panel.updateComplete;
    const matching = guide.recorder.entries().filter((e) => e.kind !== 'actor'
      && [e.title, e.detail, e.value, ...e.stateIds].some((s) => s.toLowerCase().includes('retreat')));
    expect(matching.length).toBeGreaterThan(0);
    expect(countText(panel)).toBe(`entries 1–${matching.length} of ${matching.length} matching, ${guide.recorder.entries().length} in all`);
    expect(rows().map((r) => Number(r.dataset['seq']))).toEqual(matching.map((e) => e.seq));
  });
});
