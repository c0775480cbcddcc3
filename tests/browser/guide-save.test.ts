import axe from 'axe-core';
import type { LitElement } from 'lit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { replayDsGame } from '../../machines/ds/replay.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import { engineOf } from '../../src/core/engine.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { logEntries } from '../../src/core/log.ts';
import { OutlineTracer } from '../../src/core/outline/trace.ts';
import { readSavedGameText } from '../../src/ds/events/saved-game-file.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { mountGuide, rootOf, settle } from './support/guide-driver.ts';
import { loadGame as load } from './support/scenario.ts';


const game = load(teaching);
const saved = westernTurn.events as DsEvent[];

/** Chooses a file with Load game…; waits until the guide loaded it, refused it or asks about it. */
async function chooseFile(guide: TurnGuide, name: string, text: string): Promise<void> {
  const root = rootOf(guide, 'tc-game-file');
  await userEvent.upload(root.querySelector<HTMLInputElement>('input[type=file]')!, new File([text], name, { type: 'application/json' }));
  // The last file's messages go as soon as this one is chosen: wait for what is said about this one.
  await (root.host as LitElement).updateComplete;
  await vi.waitFor(() => expect(/Loaded|not loaded/.test(root.textContent ?? '') || dialog(guide)?.open === true).toBe(true));
  await settle(guide);
  await root.querySelector('tc-load-dialog')?.updateComplete;
}

const dialogRoot = (guide: TurnGuide) => rootOf(guide, 'tc-game-file').querySelector('tc-load-dialog')!.shadowRoot!;
const dialog = (guide: TurnGuide) => rootOf(guide, 'tc-game-file').querySelector('tc-load-dialog')?.shadowRoot?.querySelector('dialog') ?? null;
const dialogText = (guide: TurnGuide) => (dialogRoot(guide).textContent ?? '').replace(/\s+/g, ' ');
const dialogButton = (guide: TurnGuide, cls: string) => dialogRoot(guide).querySelector<HTMLButtonElement>(`button.${cls}`)!;

/** Clicks a save button ("Save game" by default) and returns the text of the file the browser would download. */
async function saveFile(target: ShadowRoot | HTMLElement): Promise<string> {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:guide-save'; });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.click(target instanceof ShadowRoot ? target.querySelector<HTMLElement>('button.save')! : target);
  expect(blobs).toHaveLength(1);
  return blobs[0]!.text();
}

describe('guide: save and reload a game', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('a game saved mid-combat and loaded into a fresh guide is restored to the same state and log', async () => {
    const n = saved.findIndex((e) => e.type === 'RETREAT') + 1;
    const guide = await mountGuide(game, westernTurn.seed);
    for (const e of saved.slice(0, n)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    const text = await saveFile(rootOf(guide, 'tc-game-file'));
    const before = guide.controller!.snapshot;

    const fresh = await mountGuide(game, 99);
    await chooseFile(fresh, 'saved.json', text);
    expect(fresh.seed).toBe(westernTurn.seed);
    expect(fresh.controller!.events).toEqual(saved.slice(0, n));
    expect(fresh.controller!.snapshot.value).toEqual(before.value);
    expect(fresh.controller!.log).toEqual(logEntries(before.context.log));
    expect(fresh.controller!.snapshot.context.game).toEqual(before.context.game);
    expect(rootOf(fresh, 'tc-game-file').querySelector('[role="alert"]')).toBeNull();
  });

  it('issue 17 load: a chosen saved game is replayed once, the load dialog\'s replay taken by the turn, its inspector holding the whole game', async () => {
    const fresh = await mountGuide(game, 99);
    const inspected = fresh.controller!.snapshot;
    const replays = vi.spyOn(engineOf(dsRuleset), 'replaying');
    const adopted = vi.spyOn(OutlineTracer.prototype, 'adopt');
    // Without its scenario note: the guide is mounted without a scenario file to compare it with.
    // Reading the chosen file is asynchronous: chooseFile waits until the guide says it loaded it.
    await chooseFile(fresh, 'turn.json', JSON.stringify({ ...westernTurn, scenario: undefined }));
    expect(replays).toHaveBeenCalledTimes(1);
    expect(fresh.controller!.events).toEqual(saved);
    expect(fresh.controller!.snapshot).not.toBe(inspected);
    const reference = replayDsGame(game, westernTurn.seed, westernTurn.events).snapshot;
    expect(fresh.controller!.snapshot.value).toEqual(reference.value);
    expect(fresh.controller!.log).toEqual(logEntries(reference.context.log));
    // The inspector got the replay's reports: the actor's start, then every event, in order.
    const entries = fresh.recorder.entries();
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    expect(entries.filter((e) => e.kind === 'event').map((e) => e.title)).toEqual(['xstate.init', ...saved.map((e) => e.type)]);
    // The outline's trace was read from those reports (no replay of its own), and reads as the
    // outline of the same turn played event by event.
    expect(adopted).toHaveBeenCalledTimes(1);
    const played = await mountGuide(game, westernTurn.seed);
    for (const e of saved) expect(played.controller!.send(e)).toEqual([]);
    await settle(played);
    expect(rootOf(fresh, 'tc-sequence-outline').innerHTML).toEqual(rootOf(played, 'tc-sequence-outline').innerHTML);
  });

  it('issue 17 load: a long saved game shows how far its replay is, between slices; Stop keeps the game on the page', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    for (const e of saved.slice(0, 2)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    // A clock that runs a whole slice budget per reading: the replay yields after every 16 events.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 41));
    const root = rootOf(guide, 'tc-game-file');
    const seen: string[] = [];
    // The page draws between slices: the progress is read, and Stop clicked, as soon as it shows.
    const observer = new MutationObserver(() => {
      const bar = root.querySelector<HTMLProgressElement>('.replaying progress');
      if (!bar || seen.length > 0) return;
      seen.push(`${bar.value} of ${bar.max}`);
      root.querySelector<HTMLButtonElement>('.replaying button.stop')!.click();
    });
    observer.observe(root, { childList: true, subtree: true });
    await userEvent.upload(root.querySelector<HTMLInputElement>('input[type=file]')!,
      new File([JSON.stringify({ ...westernTurn, scenario: undefined })], 'turn.json', { type: 'application/json' }));
    await vi.waitFor(() => expect(root.textContent).toContain('turn.json was not loaded; the game is unchanged.'));
    observer.disconnect();
    expect(seen).toEqual([`16 of ${saved.length}`]);
    expect(guide.controller!.events).toEqual(saved.slice(0, 2));
    expect(dialog(guide)).toBeNull();
    expect(Reflect.get(guide, 'prepared')).toBeUndefined();
  });

  it('a saved game whose events stop being legal: the dialog says how many are kept and which one stopped it with its rule; Cancel, then Keep', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    for (const e of saved.slice(0, 2)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    const bad = { type: 'ATTACK', target: 'w2820', attackers: ['no-such-unit'] };
    const file = JSON.stringify({ format: 'turnchart/ds-events@1', seed: westernTurn.seed, events: [...saved.slice(0, 5), bad] });
    await chooseFile(guide, 'bad.json', file);
    // Nothing replaced yet: the player is asked, with what the file would keep.
    expect(guide.controller!.events).toEqual(saved.slice(0, 2));
    const text = dialogText(guide);
    expect(text).toContain('Only 5 of its 6 events can be replayed.');
    expect(text).toContain('Event 6 (Declare attack: against hex w2820 with no-such-unit) is not accepted at that point of the turn: 2.1: ');
    expect(text).toContain('Keeping the partial game keeps events 1–5 and leaves out the other 1 event; the file itself is not changed.');
    expect(text).toContain('It replaces the game on the page (2 events played).');
    // The dialog's replay is held for the turn to take (no private API for it: memory is not visible).
    expect(Reflect.get(guide, 'prepared')).toBeDefined();
    await userEvent.click(dialogButton(guide, 'cancel'));
    await settle(guide);
    expect(dialog(guide)).toBeNull();
    expect(guide.controller!.events).toEqual(saved.slice(0, 2));
    // Cancelled: that replay (its checkpoints, ~12 MB for a 5,000-event full-board game) is let go.
    expect(Reflect.get(guide, 'prepared')).toBeUndefined();

    await chooseFile(guide, 'bad.json', file);
    await userEvent.click(dialogButton(guide, 'confirm'));
    await settle(guide);
    expect(guide.controller!.events).toEqual(saved.slice(0, 5));
    expect(guide.controller!.snapshot.value).toEqual(replayDsGame(game, westernTurn.seed, saved.slice(0, 5)).snapshot.value);
    const alert = rootOf(guide, 'tc-game-file').querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Event 6');
  });

  it('Load game asks before replacing a game in progress, offers to save it first, and is keyboard-operable and axe-clean', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    guide.scenarioFile = 'scenarios/teaching-java-1942.json';
    for (const e of saved.slice(0, 10)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    // The bundled saved turn names its scenario by its file.
    await chooseFile(guide, 'teaching-western-turn.json', JSON.stringify(westernTurn));
    expect(dialog(guide)?.open).toBe(true);
    expect(guide.controller!.events).toEqual(saved.slice(0, 10));
    expect(dialogText(guide)).toContain('All its 57 events replay on this scenario.');
    const results = await axe.run(document.body, { resultTypes: ['violations'] });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // Keyboard only: the focus starts on Cancel, Escape cancels; nothing changes.
    await userEvent.keyboard('{Escape}');
    await settle(guide);
    expect(dialog(guide)).toBeNull();
    expect(guide.controller!.events).toEqual(saved.slice(0, 10));

    await chooseFile(guide, 'teaching-western-turn.json', JSON.stringify(westernTurn));
    const text = await saveFile(dialogButton(guide, 'save-first'));
    expect(readSavedGameText(text)).toMatchObject({ ok: true, value: { seed: westernTurn.seed, events: saved.slice(0, 10) } });
    expect(dialogRoot(guide).activeElement).toBe(dialogButton(guide, 'save-first'));
    await userEvent.keyboard('{Tab}');
    expect(dialogRoot(guide).activeElement).toBe(dialogButton(guide, 'confirm'));
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    expect(dialog(guide)).toBeNull();
    expect(guide.controller!.events).toEqual(saved);
  });

  it('Load game refuses a file of another scenario, with the reason; the game is unchanged', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    guide.scenarioFile = 'scenarios/teaching-java-1942.json';
    for (const e of saved.slice(0, 4)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    await chooseFile(guide, 'tiny-turn.json', JSON.stringify({ format: 'turnchart/ds-events@1', scenario: 'scenarios/fixtures/tiny.json', seed: 1, events: [{ type: 'CONTINUE' }] }));
    expect(dialog(guide)).toBeNull();
    expect(guide.controller!.events).toEqual(saved.slice(0, 4));
    const alert = rootOf(guide, 'tc-game-file').querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('tiny-turn.json was not loaded; the game is unchanged.');
    expect(alert.textContent).toContain('this is a game of "scenarios/fixtures/tiny.json"; the guide is playing "Teaching: the invasion of Java, spring 1942"');
  });

  it('"I roll my own dice" offers the die faces instead of the seeded roll (2.1)', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    for (const e of saved.slice(0, 3)) guide.controller!.send(e);
    await settle(guide);
    const actions = () => rootOf(guide, 'tc-legal-actions');
    expect(actions().querySelectorAll('button[data-type="ROLL"]')).toHaveLength(1);
    await userEvent.click(rootOf(guide, 'tc-game-file').querySelector<HTMLElement>('input[type=checkbox]')!);
    await settle(guide);
    expect([...actions().querySelectorAll('button[data-type="ROLL"]')].map((b) => b.textContent?.trim())).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(actions().querySelector('input[name="result"]')).not.toBeNull();
  });
});
