import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../components/game-file/game-file.ts';
import type { GameFile, GameLoadEvent } from '../../components/game-file/game-file.ts';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import { SAVED_GAME_FORMAT } from '../../src/ds/events/saved-game.ts';
import { readSavedGameText } from '../../src/ds/events/saved-game-file.ts';

type Props = 'format' | 'scenarioId' | 'scenarioName' | 'scenarioFile' | 'previewLoad' | 'seed' | 'events' | 'ownDice';
/** The element as the guide sets it for a DS game: DS saved games unless `props` says otherwise. */
async function mount(props: Partial<Pick<GameFile, Props>> = {}): Promise<GameFile> {
  document.body.replaceChildren();
  const el = document.createElement('tc-game-file');
  Object.assign(el, { format: SAVED_GAME_FORMAT, ...props });
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: GameFile): ShadowRoot => el.shadowRoot!;
const button = (el: GameFile, name: string): HTMLButtonElement =>
  [...root(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const fileInput = (el: GameFile) => root(el).querySelector<HTMLInputElement>('input[type=file]')!;
const seedInput = (el: GameFile) => root(el).querySelector<HTMLInputElement>('#seed')!;
const checkbox = (el: GameFile) => root(el).querySelector<HTMLInputElement>('input[type=checkbox]')!;
const alerts = (el: GameFile) => [...root(el).querySelectorAll('[role=alert]')];

/** Every event of `type` the element dispatches (they bubble out of the shadow root to document). */
let listeners = new AbortController();
function collect<T>(type: string): T[] {
  const seen: T[] = [];
  document.addEventListener(type, (e) => seen.push((e as CustomEvent<T>).detail), { signal: listeners.signal });
  return seen;
}

/** The dialog asking before a load, when open: its element and its native <dialog>. */
const loadDialog = (el: GameFile) => root(el).querySelector('tc-load-dialog');
const dialogOf = (el: GameFile) => loadDialog(el)?.shadowRoot?.querySelector('dialog') ?? null;
const dialogButton = (el: GameFile, cls: string) => loadDialog(el)!.shadowRoot!.querySelector<HTMLButtonElement>(`button.${cls}`)!;

/** Chooses `text` as the file `name` through the hidden file input, as the Load button's dialog would. */
async function upload(el: GameFile, name: string, text: string): Promise<void> {
  await userEvent.upload(fileInput(el), new File([text], name, { type: 'application/json' }));
  // Reading the file is asynchronous: wait until the element reported something or asked.
  await vi.waitFor(() => expect(alerts(el).length > 0 || /Loaded/.test(root(el).textContent ?? '') || dialogOf(el)?.open === true).toBe(true));
  await el.updateComplete;
  await loadDialog(el)?.updateComplete;
}

const TEACHING = { scenarioId: 'teaching-the-invasion-of-java-spring-1942', scenarioName: 'Teaching: the invasion of Java, spring 1942', scenarioFile: 'scenarios/teaching-java-1942.json' };

afterEach(() => {
  vi.restoreAllMocks();
  listeners.abort();
  listeners = new AbortController();
});

describe('<tc-game-file>: saving', () => {
  it('Save downloads <scenario-id>-turn.json whose text reads back as the same seed and events', async () => {
    const el = await mount({ scenarioId: 'teaching-java-1942', seed: 42, events: westernTurn.events });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:test-save'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const anchors: HTMLAnchorElement[] = [];
    const onClick = (e: Event) => {
      const a = e.composedPath()[0];
      if (a instanceof HTMLAnchorElement) { anchors.push(a); e.preventDefault(); }
    };
    document.addEventListener('click', onClick, true);
    button(el, 'Save game').click();
    document.removeEventListener('click', onClick, true);
    expect(anchors.map((a) => [a.download, a.getAttribute('href')])).toEqual([['teaching-java-1942-turn.json', 'blob:test-save']]);
    expect(blobs).toHaveLength(1);
    const read = readSavedGameText(await blobs[0]!.text());
    expect(read).toEqual({ ok: true, value: { scenario: 'teaching-java-1942', seed: 42, events: westernTurn.events } });
    await el.updateComplete;
    expect(root(el).querySelector('[role=status]')?.textContent).toContain('Saved 57 events as teaching-java-1942-turn.json');
    expect(root(el).querySelector('a')).toBeNull();
  });
});

describe('<tc-game-file>: loading', () => {
  it('the Load button opens the file chooser, which takes .json files only', async () => {
    const el = await mount();
    const click = vi.spyOn(fileInput(el), 'click').mockImplementation(() => {});
    button(el, 'Load game…').click();
    expect(click).toHaveBeenCalledOnce();
    expect(fileInput(el).accept).toBe('.json,application/json');
  });

  it('a good file dispatches game-load with its seed and all its events', async () => {
    const el = await mount();
    const loads = collect<GameLoadEvent['detail']>('game-load');
    await upload(el, 'western.json', JSON.stringify({ ...westernTurn, seed: 9 }));
    expect(loads).toHaveLength(1);
    expect(loads[0]?.seed).toBe(9);
    expect(loads[0]?.events).toEqual(westernTurn.events);
    expect(alerts(el)).toHaveLength(0);
    expect(root(el).textContent).toContain('Loaded western.json: 57 events');
  });

  it('a corrupt file shows an alert with the JSON location and dispatches nothing; Dismiss hides it', async () => {
    const el = await mount();
    const loads = collect<unknown>('game-load');
    await upload(el, 'broken.json', '{\n  "seed": 1\n  "events": []\n}');
    expect(loads).toHaveLength(0);
    const [alert] = alerts(el);
    expect(alert?.textContent).toContain('broken.json was not loaded');
    expect(alert?.textContent).toContain('not valid JSON at line 3, column 3');
    button(el, 'Dismiss').click();
    await el.updateComplete;
    expect(alerts(el)).toHaveLength(0);
    expect(root(el).activeElement).toBe(button(el, 'Load game…'));
  });

  it('choosing another file takes back what was said about the last one while it is read', async () => {
    const el = await mount();
    await upload(el, 'broken.json', '{ "seed": 1 "events": [] }');
    expect(alerts(el)).toHaveLength(1);
    // A file whose reading never ends: only what is said while it is read shows.
    vi.spyOn(Blob.prototype, 'text').mockImplementation(() => new Promise<string>(() => undefined));
    await userEvent.upload(fileInput(el), new File(['{}'], 'next.json', { type: 'application/json' }));
    await el.updateComplete;
    expect(alerts(el)).toHaveLength(0);
    expect(root(el).querySelector('[role=status]')?.textContent).toContain('Reading next.json…');
  });

  it('a future-format file is refused as written by a newer turnchart and dispatches nothing', async () => {
    const el = await mount();
    const loads = collect<unknown>('game-load');
    await upload(el, 'future.json', JSON.stringify({ format: 'turnchart/ds-events@3', seed: 1, events: [] }));
    expect(loads).toHaveLength(0);
    expect(alerts(el)[0]?.textContent).toContain('this save was written by a newer turnchart (format turnchart/ds-events@3)');
  });

  it('a file of the wrong shape lists each problem with its JSON path', async () => {
    const el = await mount();
    await upload(el, 'shape.json', JSON.stringify({ seed: 'x', events: [] }));
    expect(alerts(el)[0]?.querySelector('.path')?.textContent).toBe('seed');
  });

  it('events the turn stopped at during a load are shown as an alert until dismissed', async () => {
    const el = await mount();
    el.loadProblems = [{ index: 11, message: '2.2.3.1: out of range' }, { index: 11, message: '2.2.3.2: no base' }];
    await el.updateComplete;
    expect(alerts(el)[0]?.textContent).toContain('Event 12 was not applied: 2.2.3.1: out of range; 2.2.3.2: no base; the game was restored up to event 11.');
    button(el, 'Dismiss').click();
    await el.updateComplete;
    expect(alerts(el)).toHaveLength(0);
    el.loadProblems = [{ index: 0, message: 'events[0].type: unknown' }];
    await el.updateComplete;
    expect(alerts(el)[0]?.textContent).toContain('Event 1 was not applied: events[0].type: unknown; the game was restored to the start of the turn.');
  });
});

describe('<tc-game-file>: Load game asks first and checks the scenario (issue 15 item 12)', () => {
  it('a file naming another scenario is refused with the reason and dispatches nothing', async () => {
    const el = await mount(TEACHING);
    const loads = collect<unknown>('game-load');
    await upload(el, 'tiny.json', JSON.stringify({ ...westernTurn, scenario: 'scenarios/fixtures/tiny.json' }));
    expect(loads).toHaveLength(0);
    expect(dialogOf(el)).toBeNull();
    const [alert] = alerts(el);
    expect(alert?.textContent).toContain('tiny.json was not loaded; the game is unchanged.');
    expect(alert?.textContent).toContain('this is a game of "scenarios/fixtures/tiny.json"; the guide is playing "Teaching: the invasion of Java, spring 1942" (scenarios/teaching-java-1942.json)');
    // The same scenario named by its file (the bundled events), by the guide's own note, or not named: loaded.
    for (const scenario of ['scenarios/teaching-java-1942.json', TEACHING.scenarioId, undefined]) {
      await upload(el, 'ok.json', JSON.stringify({ ...westernTurn, scenario }));
      expect(alerts(el)).toHaveLength(0);
    }
    expect(loads).toHaveLength(3);
  });

  it('with a game in progress it asks before replacing it: Escape cancels, Save first downloads it, Replace loads', async () => {
    const el = await mount({ ...TEACHING, events: westernTurn.events.slice(0, 12) });
    const loads = collect<GameLoadEvent['detail']>('game-load');
    await upload(el, 'western.json', JSON.stringify(westernTurn));
    expect(loads).toHaveLength(0);
    expect(dialogOf(el)?.open).toBe(true);
    const text = loadDialog(el)!.shadowRoot!.textContent!;
    expect(text).toContain('Load western.json?');
    expect(text).toContain('All its 57 events replay on this scenario.');
    expect(text).toContain('It replaces the game on the page (12 events played). Save that game first to keep it.');
    // The focus starts on Cancel; Escape cancels, and nothing is lost.
    expect(loadDialog(el)!.shadowRoot!.activeElement).toBe(dialogButton(el, 'cancel'));
    await userEvent.keyboard('{Escape}');
    await el.updateComplete;
    expect(dialogOf(el)).toBeNull();
    expect(loads).toHaveLength(0);
    expect(root(el).querySelector('[role=status]')?.textContent).toContain('western.json was not loaded; the game is unchanged.');
    expect(root(el).activeElement).toBe(button(el, 'Load game…'));

    await upload(el, 'western.json', JSON.stringify(westernTurn));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:save-first'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(dialogButton(el, 'save-first'));
    await el.updateComplete;
    await loadDialog(el)!.updateComplete;
    expect(readSavedGameText(await blobs[0]!.text())).toMatchObject({ ok: true, value: { events: westernTurn.events.slice(0, 12) } });
    expect(loadDialog(el)!.shadowRoot!.querySelector('[role=status]')?.textContent).toContain('Saved 12 events as teaching-the-invasion-of-java-spring-1942-turn.json.');
    expect(dialogButton(el, 'confirm').textContent).toBe('Replace the current game');
    dialogButton(el, 'confirm').focus();
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(dialogOf(el)).toBeNull();
    expect(loads.map((l) => l.events.length)).toEqual([57]);
  });

  it('a file that replays only partly says how many events are kept and which one stopped it, with its rule; Keep or Cancel', async () => {
    const previewLoad = vi.fn(() => ({ applied: 5, problems: [{ index: 5, message: '4.2.1: no such unit' }], refused: 'Attack w2820 with no-such-unit' }));
    const el = await mount({ ...TEACHING, previewLoad });
    const loads = collect<GameLoadEvent['detail']>('game-load');
    const file = JSON.stringify({ ...westernTurn, events: westernTurn.events.slice(0, 6) });
    await upload(el, 'bad.json', file);
    expect(previewLoad).toHaveBeenCalledWith(1, westernTurn.events.slice(0, 6), expect.objectContaining({ signal: expect.any(AbortSignal) }));
    // Even with no game in progress: part of the file would be left out, so the player decides.
    const text = loadDialog(el)!.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Only 5 of its 6 events can be replayed.');
    expect(text).toContain('Event 6 (Attack w2820 with no-such-unit) is not accepted at that point of the turn: 4.2.1: no such unit');
    expect(text).toContain('Keeping the partial game keeps events 1–5 and leaves out the other 1 event; the file itself is not changed.');
    expect(loadDialog(el)!.shadowRoot!.querySelector('button.save-first')).toBeNull();
    await userEvent.click(dialogButton(el, 'cancel'));
    await el.updateComplete;
    expect(loads).toHaveLength(0);

    await upload(el, 'bad.json', file);
    expect(dialogButton(el, 'confirm').textContent).toBe('Keep the partial game (5 events)');
    await userEvent.click(dialogButton(el, 'confirm'));
    await el.updateComplete;
    expect(loads).toHaveLength(1);
    expect(root(el).querySelector('[role=status]')?.textContent).toContain('Loaded bad.json: kept 5 of 6 events.');
  });

  it('axe finds no serious or critical violation in the dialog, and the page behind it is inert', async () => {
    const previewLoad = () => ({ applied: 5, problems: [{ index: 5, message: '4.2.1: no such unit' }] });
    const el = await mount({ ...TEACHING, events: westernTurn.events.slice(0, 3), previewLoad });
    await upload(el, 'bad.json', JSON.stringify({ seed: 1, events: westernTurn.events.slice(0, 6) }));
    expect(loadDialog(el)!.shadowRoot!.textContent).toContain('The file does not say which scenario it is for');
    const dialog = dialogOf(el)!;
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(loadDialog(el)!.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Load bad.json?');
    const results = await axe.run(document.body, { resultTypes: ['violations'] });
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('<tc-game-file>: dice', () => {
  it('the "I roll my own dice" checkbox dispatches dice-mode both ways', async () => {
    const el = await mount();
    const modes = collect<{ ownDice: boolean }>('dice-mode');
    await userEvent.click(checkbox(el));
    await userEvent.click(checkbox(el));
    expect(modes).toEqual([{ ownDice: true }, { ownDice: false }]);
    expect(root(el).textContent).toContain('Seeded dice: the same seed and actions give the same turn.');
  });

  it('a valid seed dispatches seed-change on change', async () => {
    const el = await mount({ seed: 1 });
    const seeds = collect<{ seed: number }>('seed-change');
    await userEvent.fill(seedInput(el), '4294967295');
    await userEvent.keyboard('{Enter}');
    expect(seeds).toEqual([{ seed: 4294967295 }]);
    expect(seedInput(el).getAttribute('aria-invalid')).toBe('false');
  });

  it('an invalid seed shows the inline error and dispatches nothing', async () => {
    const el = await mount({ seed: 1 });
    const seeds = collect<unknown>('seed-change');
    for (const bad of ['4294967296', '-1', '2.5', 'seven']) {
      await userEvent.fill(seedInput(el), bad);
      await userEvent.keyboard('{Enter}');
      await el.updateComplete;
      expect(root(el).querySelector('#seed-error')?.textContent).toContain('The seed is a whole number from 0 to 4294967295.');
      expect(seedInput(el).getAttribute('aria-invalid')).toBe('true');
    }
    expect(seeds).toEqual([]);
  });

  it('every control has an accessible name', async () => {
    const el = await mount();
    expect(seedInput(el).labels?.[0]?.textContent).toBe('Dice seed');
    expect(checkbox(el).labels?.[0]?.textContent?.trim()).toBe('I roll my own dice');
  });
});

describe('<tc-game-file>: layout', () => {
  it('fits a 360px side panel without horizontal overflow, alerts included', async () => {
    const el = await mount({ scenarioId: 'teaching-java-1942' });
    el.style.width = '360px';
    el.loadProblems = [{ index: 40, message: `events[40].hex: ${'Z'.repeat(120)}` }];
    await el.updateComplete;
    expect(el.getBoundingClientRect().width).toBe(360);
    expect(el.scrollWidth).toBeLessThanOrEqual(360);
    for (const b of root(el).querySelectorAll('button, input:not([hidden])')) {
      expect(b.getBoundingClientRect().right).toBeLessThanOrEqual(el.getBoundingClientRect().right);
    }
  });
});

describe('<tc-game-file>: accessibility', () => {
  it('axe finds no serious or critical violation, with an alert and a seed error showing', async () => {
    const el = await mount({ scenarioId: 'teaching-java-1942' });
    await upload(el, 'future.json', JSON.stringify({ format: 'turnchart/ds-events@2', events: [] }));
    el.loadProblems = [{ index: 3, message: 'malformed' }];
    await userEvent.fill(seedInput(el), 'x');
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(alerts(el)).toHaveLength(2);
    const results = await axe.run(el, { resultTypes: ['violations'] });
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
