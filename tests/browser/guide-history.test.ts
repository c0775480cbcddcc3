import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { AUTOSAVE_KEY } from '../../components/shared/autosave.ts';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { RulesetEvent } from '../../src/core/ruleset.ts';
import { engineOf } from '../../src/core/engine.ts';
import { deepActive, enter, seriousViolations, text } from './support/app-driver.ts';
import { mountGuide, partOf, rootOf, settle } from './support/guide-driver.ts';
import { teachingGame } from './support/scenario.ts';

/**
 * Issue 21, history in the guide: undo and redo (buttons and Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, each
 * announced; a new action discards what could be redone), a log entry clicked previews its position
 * (map, step and log up to there, "Previewing event 4 of 10", nothing playable) without discarding
 * what follows, and notes on events saved with the game file and the autosave. Keyboard-only and
 * axe-core clean for each new control.
 */
const saved = westernTurn.events as RulesetEvent[];
const game = teachingGame();

async function playing(n: number, autosave = false): Promise<TurnGuide> {
  localStorage.clear();
  const guide = await mountGuide(game, westernTurn.seed);
  guide.autosave = autosave;
  for (const e of saved.slice(0, n)) expect(guide.controller!.send(e)).toEqual([]);
  await settle(guide);
  return guide;
}

const bar = (guide: TurnGuide) => rootOf(guide, 'tc-history-bar');
const barButton = (guide: TurnGuide, cls: string) => bar(guide).querySelector<HTMLButtonElement>(`button.${cls}`)!;
const said = (guide: TurnGuide) => text(bar(guide).querySelector('[role="status"]'));
const logRoot = (guide: TurnGuide) => rootOf(guide, 'tc-turn-log');
const stacksNow = (guide: TurnGuide) => partOf(guide, 'tc-board-map').stacks;

describe('guide history: undo and redo', () => {
  afterEach(() => { localStorage.clear(); vi.restoreAllMocks(); });

  it('History: redo after undo plays the undone event again (buttons, by keyboard), announced', async () => {
    const guide = await playing(3);
    const after3 = guide.controller!.snapshot.value;
    expect(barButton(guide, 'redo').disabled).toBe(true);
    expect(barButton(guide, 'redo').title).toContain('Playing a new action after an undo discards');
    await enter(guide, barButton(guide, 'undo'));
    expect(guide.controller!.events).toEqual(saved.slice(0, 2));
    expect(said(guide)).toContain('Undone: 3.');
    expect(barButton(guide, 'redo').disabled).toBe(false);
    expect(barButton(guide, 'redo').title).toMatch(/^Redo 3\. .*Playing another action discards what can be redone\.$/);
    await enter(guide, barButton(guide, 'redo'));
    expect(guide.controller!.events).toEqual(saved.slice(0, 3));
    expect(guide.controller!.snapshot.value).toEqual(after3);
    expect(said(guide)).toContain('Redone: 3.');
    expect(await seriousViolations(partOf(guide, 'tc-history-bar'))).toEqual([]);
  });

  it('History: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo; not while typing in a field', async () => {
    const guide = await playing(4);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Control>}z{/Control}');
    await userEvent.keyboard('{Control>}z{/Control}');
    await settle(guide);
    expect(guide.controller!.events).toHaveLength(2);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await settle(guide);
    expect(guide.controller!.events).toHaveLength(3);
    expect(said(guide)).toContain('Redone: 3.');
    await userEvent.keyboard('{Control>}y{/Control}');
    await settle(guide);
    expect(guide.controller!.events).toEqual(saved.slice(0, 4));
    // In the seed field, Ctrl+Z is the field's own.
    rootOf(guide, 'tc-game-file').querySelector<HTMLInputElement>('#seed')!.focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await settle(guide);
    expect(guide.controller!.events).toHaveLength(4);
  });

  it('History: Undo to here keeps every undone event redoable; a new action discards them', async () => {
    const guide = await playing(6);
    await enter(guide, logRoot(guide).querySelector<HTMLElement>('.boundary button[data-count="2"]'));
    expect(guide.controller!.events).toHaveLength(2);
    for (let i = 3; i <= 6; i++) {
      await enter(guide, barButton(guide, 'redo'));
      expect(guide.controller!.events).toEqual(saved.slice(0, i));
    }
    expect(barButton(guide, 'redo').disabled).toBe(true);
    await enter(guide, barButton(guide, 'undo'));
    await enter(guide, barButton(guide, 'undo'));
    expect(barButton(guide, 'redo').disabled).toBe(false);
    // A new action (here the same one, played again by hand) starts a new line of play.
    expect(guide.controller!.send({ ...saved[4]! })).toEqual([]);
    await settle(guide);
    expect(barButton(guide, 'redo').disabled).toBe(true);
  });
});

describe('guide history: a previewed position', () => {
  afterEach(() => { localStorage.clear(); });

  it('History: a log entry clicked previews that position (map, step, log up to there), nothing playable, and Return to the game', async () => {
    const guide = await playing(10);
    const turn = guide.controller!;
    const now = { stacks: stacksNow(guide), step: turn.step?.id };
    const views = guide.ruleset!.views, then = views.gameOf(turn.positionAt(8).context);
    await enter(guide, logRoot(guide).querySelector<HTMLElement>('button.go[data-preview="8"]'));
    expect(text(bar(guide).querySelector('.preview h2'))).toBe('Previewing event 8 of 10');
    expect(said(guide)).toContain('Previewing: event 8 of 10');
    expect(turn.events).toHaveLength(10);
    expect(stacksNow(guide)).toEqual(views.stacks(then));
    expect(stacksNow(guide)).not.toEqual(now.stacks);
    expect(logRoot(guide).querySelectorAll('li.event')).toHaveLength(8);
    expect(logRoot(guide).querySelectorAll('.boundary button[data-count]')).toHaveLength(0);
    expect(guide.shadowRoot!.querySelector('tc-legal-actions')!.closest('section')!.hidden).toBe(true);
    expect(await seriousViolations(guide)).toEqual([]);
    // Next and Previous move the preview; a mouse click on an entry under an event previews it too.
    await enter(guide, barButton(guide, 'next'));
    expect(text(bar(guide).querySelector('.preview h2'))).toBe('Previewing event 9 of 10');
    await enter(guide, barButton(guide, 'previous'));
    await enter(guide, barButton(guide, 'previous'));
    expect(text(bar(guide).querySelector('.preview h2'))).toBe('Previewing event 7 of 10');
    const entry = logRoot(guide).querySelectorAll<HTMLElement>('li.entry.goes')[0]!;
    let at: Element | null = entry;
    while (at && !at.matches('li.event')) at = at.previousElementSibling;
    const owner = at!.querySelector('button.go')!.getAttribute('data-preview');
    await userEvent.click(entry);
    await settle(guide);
    expect(text(bar(guide).querySelector('.preview h2'))).toBe(`Previewing event ${owner} of 10`);
    // Undo and the shortcuts do nothing while previewing.
    expect(barButton(guide, 'undo').disabled).toBe(true);
    await enter(guide, barButton(guide, 'return'));
    expect(bar(guide).querySelector('.preview')).toBeNull();
    expect(deepActive()).toBe(barButton(guide, 'undo'));
    expect(stacksNow(guide)).toEqual(now.stacks);
    expect(turn.step?.id).toBe(now.step);
    expect(logRoot(guide).querySelectorAll('li.event')).toHaveLength(10);
    expect(guide.shadowRoot!.querySelector('tc-legal-actions')!.closest('section')!.hidden).toBe(false);
  });

  it('History: the sequence of play and the turn machine follow the previewed position, and come back with the game', async () => {
    const guide = await playing(10);
    const turn = guide.controller!, engine = engineOf(turn.ruleset);
    const stepAt = (n: number) => engine.activeStep(turn.positionAt(n))?.step.id;
    const current = () => rootOf(guide, 'tc-sequence-outline').querySelector('[aria-current="step"]')?.getAttribute('data-id');
    expect(current()).toBe(stepAt(10));
    // The latest event whose position rests in another step than the game does now.
    const n = [9, 8, 7, 6, 5, 4, 3, 2, 1].find((k) => stepAt(k) !== stepAt(10))!;
    await enter(guide, logRoot(guide).querySelector<HTMLElement>(`button.go[data-preview="${n}"]`));
    expect(current()).toBe(stepAt(n));
    // The turn machine's active states: the previewed position's.
    await userEvent.click([...guide.shadowRoot!.querySelectorAll<HTMLButtonElement>('.views button')].find((b) => b.textContent === 'Turn machine')!);
    await vi.waitFor(() => expect(guide.shadowRoot!.querySelector('tc-machine-view')).not.toBeNull(), { timeout: 15000 });
    await settle(guide);
    const active = () => [...(partOf(guide, 'tc-machine-view').active ?? [])];
    expect(active()).toContain(stepAt(n));
    expect(active()).not.toContain(stepAt(10));
    await enter(guide, barButton(guide, 'return'));
    expect(active()).toContain(stepAt(10));
    await userEvent.click([...guide.shadowRoot!.querySelectorAll<HTMLButtonElement>('.views button')].find((b) => b.textContent === 'Map')!);
    await settle(guide);
    expect(current()).toBe(stepAt(10));
  });

  it('History: Play on from here undoes the events after the previewed one, which stay redoable', async () => {
    const guide = await playing(10);
    await enter(guide, logRoot(guide).querySelector<HTMLElement>('button.go[data-preview="5"]'));
    await enter(guide, barButton(guide, 'branch'));
    expect(guide.controller!.events).toEqual(saved.slice(0, 5));
    expect(bar(guide).querySelector('.preview')).toBeNull();
    await enter(guide, barButton(guide, 'redo'));
    expect(guide.controller!.events).toEqual(saved.slice(0, 6));
  });
});

describe('guide history: notes on log entries', () => {
  afterEach(() => { localStorage.clear(); vi.restoreAllMocks(); });

  /** Writes a note on event `n` by keyboard: Add note, type, Tab to Save note, Enter. */
  async function note(guide: TurnGuide, n: number, words: string): Promise<void> {
    await enter(guide, logRoot(guide).querySelector<HTMLElement>(`button.note-edit[data-event="${n}"]`));
    const area = logRoot(guide).querySelector('textarea')!;
    expect(deepActive()).toBe(area);
    await userEvent.keyboard(words);
    await userEvent.keyboard('{Tab}');
    expect(deepActive()).toBe(logRoot(guide).querySelector('button.note-save'));
    await userEvent.keyboard('{Enter}');
    await settle(guide);
  }

  it('Notes: a note written on an event is shown under it, saved in the game file and restored when it is loaded', async () => {
    const guide = await playing(5);
    await note(guide, 3, 'Rolled low for Malaya');
    expect(text(logRoot(guide).querySelector('li.note[data-event="3"]'))).toBe('Note: Rolled low for Malaya');
    expect(deepActive()).toBe(logRoot(guide).querySelector('button.note-edit[data-event="3"]'));
    expect(said(guide)).toContain('Note on event 3 saved.');
    expect(await seriousViolations(partOf(guide, 'tc-turn-log'))).toEqual([]);

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:notes'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(rootOf(guide, 'tc-game-file').querySelector<HTMLElement>('button.save')!);
    const file = await blobs[0]!.text();
    expect(JSON.parse(file).notes).toEqual([{ event: 3, text: 'Rolled low for Malaya' }]);

    const fresh = await mountGuide(game, 7);
    await userEvent.upload(rootOf(fresh, 'tc-game-file').querySelector<HTMLInputElement>('input[type=file]')!, new File([file], 'noted.json', { type: 'application/json' }));
    await vi.waitFor(() => expect(fresh.controller!.events).toHaveLength(5));
    await settle(fresh);
    expect(fresh.history.notes).toEqual([{ event: 3, text: 'Rolled low for Malaya' }]);
    expect(text(logRoot(fresh).querySelector('li.note[data-event="3"]'))).toBe('Note: Rolled low for Malaya');
  });

  it('Notes: kept in the browser\'s autosave and restored on reload; Escape leaves a note as it was', async () => {
    const guide = await playing(4, true);
    await note(guide, 2, 'Held the reserve');
    expect(JSON.parse(localStorage.getItem(AUTOSAVE_KEY)!).notes).toEqual([{ event: 2, text: 'Held the reserve' }]);
    await enter(guide, logRoot(guide).querySelector<HTMLElement>('button.note-edit[data-event="2"]'));
    await userEvent.keyboard('more{Escape}');
    await settle(guide);
    expect(guide.history.notes).toEqual([{ event: 2, text: 'Held the reserve' }]);

    document.body.replaceChildren();
    const reloaded = document.createElement('tc-turn-guide');
    reloaded.autosave = true;
    reloaded.ruleset = guide.ruleset;
    reloaded.game = game;
    document.body.append(reloaded);
    await settle(reloaded);
    expect(reloaded.controller!.events).toHaveLength(4);
    expect(text(logRoot(reloaded).querySelector('li.note[data-event="2"]'))).toBe('Note: Held the reserve');
  });
});
