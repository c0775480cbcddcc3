import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { LitElement } from 'lit';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import { ocsRuleset } from '../../machines/ocs/ruleset.ts';
import naktong from '../../scenarios/ocs/teaching-naktong-1950.json';
import naktongTurn from '../../scenarios/ocs/events/teaching-naktong-1950.json';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import { engineOf } from '../../src/core/engine.ts';
import { readTurnFileText, writeTurnFile } from '../../src/core/input/turn-file.ts';
import type { AnyRuleset, RulesetEvent } from '../../src/core/ruleset.ts';
import { makeTurnFile } from '../../src/core/turn-check.ts';
import { deepActive, enter, seriousViolations, text } from './support/app-driver.ts';
import { mountGuide, mountRuleset, partOf, rootOf, settle } from './support/guide-driver.ts';
import { teachingGame } from './support/scenario.ts';

/**
 * Issue 21, play by mail in the guide: "Open opponent's turn file…" verifies the file against the
 * scenario (src/core/turn-check.ts, as `turnchart verify`), refuses one with an illegal event by
 * its rule and leaves the game as it was, or steps through the opponent's turn event by event
 * (Next, Previous, Play to end; the map and the log follow) until "Take over and play your turn";
 * "Save my turn file" then marks the player's own events. DS and OCS; keyboard-only, axe-core clean.
 */
const dsSaved = westernTurn.events as RulesetEvent[];
const dsGame = teachingGame();
const ocsGame = (() => {
  const r = ocsRuleset.scenario.parse(naktong);
  if (!r.ok) throw new Error('the OCS teaching scenario does not parse');
  return r.value;
})();

const pbm = (guide: TurnGuide) => rootOf(guide, 'tc-play-by-mail');
const bar = (guide: TurnGuide) => rootOf(guide, 'tc-history-bar');
const heading = (guide: TurnGuide) => text(bar(guide).querySelector('.preview h2'));
const barButton = (guide: TurnGuide, cls: string) => bar(guide).querySelector<HTMLButtonElement>(`button.${cls}`)!;

/** Chooses `text` as the opponent's turn file; waits until it is refused, asked about or stepped into. */
async function openTurnFile(guide: TurnGuide, body: string, name = 'their-turn.json'): Promise<void> {
  await userEvent.upload(pbm(guide).querySelector<HTMLInputElement>('input[type=file]')!, new File([body], name, { type: 'application/json' }));
  // The last file's alert goes as soon as this one is chosen: wait for what is said about this one.
  await (pbm(guide).host as LitElement).updateComplete;
  await vi.waitFor(() => expect(pbm(guide).querySelector('.alert, .confirm') !== null || bar(guide).querySelector('.preview') !== null).toBe(true));
  await settle(guide);
}

/** "Save my turn file" by keyboard; the text of the file the browser would download. */
async function saveMyTurn(guide: TurnGuide): Promise<string> {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:turn'; });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await enter(guide, pbm(guide).querySelector<HTMLElement>('button.save'));
  expect(blobs).toHaveLength(1);
  return blobs[0]!.text();
}

const turnFile = (ruleset: AnyRuleset, game: unknown, seed: number, events: readonly unknown[], from?: number): string =>
  writeTurnFile(makeTurnFile(ruleset, game, { seed, events, ...(from === undefined ? {} : { turn: { from } }) }));

describe('guide: play by mail', () => {
  afterEach(() => { localStorage.clear(); vi.restoreAllMocks(); });

  it('Play by mail (DS): a turn file verified, stepped through with the map and log following, taken over, and my turn saved', async () => {
    const guide = await mountGuide(dsGame, 5);
    await openTurnFile(guide, turnFile(dsRuleset, dsGame, westernTurn.seed, dsSaved.slice(0, 50), 40));
    const turn = () => guide.controller!;
    expect(turn().events).toHaveLength(50);
    expect(guide.seed).toBe(westernTurn.seed);
    expect(text(pbm(guide).querySelector('.status'))).toMatch(/^Verified their-turn\.json: .*events 41 to 50, all legal/);
    expect(heading(guide)).toMatch(/turn: event 40 of 50$/);
    expect(rootOf(guide, 'tc-turn-log').querySelectorAll('li.event')).toHaveLength(40);
    expect(await seriousViolations(guide)).toEqual([]);
    await enter(guide, barButton(guide, 'next'));
    expect(heading(guide)).toMatch(/event 41 of 50$/);
    const views = guide.ruleset!.views;
    expect(partOf(guide, 'tc-board-map').stacks).toEqual(views.stacks(views.gameOf(turn().positionAt(41).context)));
    expect(rootOf(guide, 'tc-turn-log').querySelectorAll('li.event')).toHaveLength(41);
    await enter(guide, barButton(guide, 'previous'));
    expect(heading(guide)).toMatch(/event 40 of 50$/);
    expect(barButton(guide, 'previous').disabled).toBe(true); // not before their turn
    await enter(guide, barButton(guide, 'to-end'));
    expect(heading(guide)).toMatch(/event 50 of 50$/);
    await enter(guide, barButton(guide, 'take-over'));
    expect(bar(guide).querySelector('.preview')).toBeNull();
    await vi.waitFor(() => expect(deepActive()).toBe(barButton(guide, 'undo')));
    expect(guide.shadowRoot!.querySelector('tc-legal-actions')!.closest('section')!.hidden).toBe(false);

    for (const e of dsSaved.slice(50, 53)) expect(turn().send(e)).toEqual([]);
    await settle(guide);
    const mine = readTurnFileText(await saveMyTurn(guide));
    expect(mine.ok && mine.value.turn.from).toBe(50);
    expect(mine.ok && mine.value.events).toEqual(dsSaved.slice(0, 53));
    expect(text(pbm(guide).querySelector('.status'))).toMatch(/^Saved your turn \(3 events, side /);
  });

  it('Play by mail: notes travel with the turn file — theirs join mine in the log, and my turn file carries both', async () => {
    const guide = await mountGuide(dsGame, westernTurn.seed);
    for (const e of dsSaved.slice(0, 40)) expect(guide.controller!.send(e)).toEqual([]);
    // My note on event 3, as the log's note editor sends it.
    guide.dispatchEvent(new CustomEvent('note-change', { detail: { event: 3, text: 'mine: Force B goes first' }, bubbles: true, composed: true }));
    await settle(guide);
    const theirs = writeTurnFile({ ...makeTurnFile(dsRuleset, dsGame, { seed: westernTurn.seed, events: dsSaved.slice(0, 50), turn: { from: 40 } }), notes: [{ event: 45, text: 'theirs: the Blitz goes in at w4017' }] });
    await openTurnFile(guide, theirs);
    expect(guide.controller!.events).toHaveLength(50);
    await enter(guide, barButton(guide, 'to-end'));
    await enter(guide, barButton(guide, 'take-over'));
    const log = rootOf(guide, 'tc-turn-log');
    expect(text(log.querySelector('li.note[data-event="3"]'))).toBe('Note: mine: Force B goes first');
    expect(text(log.querySelector('li.note[data-event="45"]'))).toBe('Note: theirs: the Blitz goes in at w4017');

    for (const e of dsSaved.slice(50, 52)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    const mine = readTurnFileText(await saveMyTurn(guide));
    expect(mine.ok && mine.value.notes).toEqual([{ event: 3, text: 'mine: Force B goes first' }, { event: 45, text: 'theirs: the Blitz goes in at w4017' }]);
    expect(text(pbm(guide).querySelector('.status'))).toMatch(/^Saved your turn \(2 events, side \w+, with 2 notes on the game's events\) as /);
  });

  it('Play by mail: Open opponent\'s turn file… and Save my turn file by keyboard (Enter opens the file chooser; Save is off before any event)', async () => {
    const guide = await mountGuide(dsGame, 1);
    const chooser = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await enter(guide, pbm(guide).querySelector<HTMLElement>('button.open'));
    expect(chooser).toHaveBeenCalledTimes(1);
    expect(pbm(guide).querySelector<HTMLButtonElement>('button.save')!.disabled).toBe(true);
    expect(await seriousViolations(partOf(guide, 'tc-play-by-mail'))).toEqual([]);
  });

  it('Play by mail (OCS): the last player turn of the file is stepped through to its end', async () => {
    const events = naktongTurn.events as RulesetEvent[];
    const guide = await mountRuleset(ocsRuleset, ocsGame, 1);
    const body = turnFile(ocsRuleset, ocsGame, naktongTurn.seed, events);
    const read = readTurnFileText(body);
    const from = read.ok ? read.value.turn.from : -1;
    expect(from).toBeGreaterThan(0);
    await openTurnFile(guide, body);
    expect(guide.controller!.events).toHaveLength(events.length);
    expect(heading(guide)).toMatch(new RegExp(`event ${from} of ${events.length}$`));
    for (let at = from + 1; at <= events.length; at++) {
      await enter(guide, barButton(guide, 'next'));
      expect(heading(guide)).toMatch(new RegExp(`event ${at} of ${events.length}$`));
    }
    expect(barButton(guide, 'next').disabled).toBe(true);
    await enter(guide, barButton(guide, 'take-over'));
    expect(bar(guide).querySelector('.preview')).toBeNull();
  });

  it('Play by mail: a file with an illegal event is refused with its rule, and the game is unchanged', async () => {
    const guide = await mountGuide(dsGame, westernTurn.seed);
    for (const e of dsSaved.slice(0, 5)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    const before = guide.controller!.snapshot;
    // An event the rules refuse at event 46, in the turn just played.
    const engine = engineOf(dsRuleset as AnyRuleset);
    const at45 = engine.replay(dsGame, westernTurn.seed, dsSaved.slice(0, 45)).snapshot;
    const bad = dsSaved.find((e) => engine.explain(at45, e).some((v) => /^\d/.test(v.rule)))!;
    const rule = engine.explain(at45, bad).find((v) => /^\d/.test(v.rule))!.rule;
    const events = [...dsSaved.slice(0, 45), bad, ...dsSaved.slice(45, 50)];
    await openTurnFile(guide, turnFile(dsRuleset, dsGame, westernTurn.seed, events, 40), 'bad-turn.json');
    const alert = pbm(guide).querySelector('.alert')!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(text(alert)).toContain('bad-turn.json was refused: event 46 (events[45]), in the turn just played (');
    expect(text(alert)).toContain(`Rule ${rule}:`);
    expect(text(alert)).toContain('the game is unchanged');
    expect(guide.controller!.snapshot).toBe(before);
    expect(guide.controller!.events).toEqual(dsSaved.slice(0, 5));
    expect(bar(guide).querySelector('.preview')).toBeNull();
    expect(await seriousViolations(partOf(guide, 'tc-play-by-mail'))).toEqual([]);
    await enter(guide, alert.querySelector<HTMLElement>('button.dismiss'));
    expect(pbm(guide).querySelector('.alert')).toBeNull();
    expect(deepActive()).toBe(pbm(guide).querySelector('button.open'));
  });

  it('Play by mail: a file of another ruleset is refused by its header; a game here not part of theirs is kept unless the player replaces it', async () => {
    const guide = await mountGuide(dsGame, 99);
    await openTurnFile(guide, turnFile(ocsRuleset, ocsGame, 1, []), 'ocs.json');
    expect(text(pbm(guide).querySelector('.alert'))).toContain('eventsFormat: these events are turnchart/ocs-events@1');
    expect(guide.controller!.events).toHaveLength(0);

    // Two events played here with another dice seed: not the game of the file.
    expect(guide.controller!.send(dsSaved[0]!)).toEqual([]);
    expect(guide.controller!.send(dsSaved[1]!)).toEqual([]);
    // A note on this game, which is not theirs: it goes with it if the game is replaced.
    guide.dispatchEvent(new CustomEvent('note-change', { detail: { event: 2, text: 'a game of my own' }, bubbles: true, composed: true }));
    await settle(guide);
    const mine = guide.controller!.events;
    const theirs = turnFile(dsRuleset, dsGame, westernTurn.seed, dsSaved.slice(0, 10), 5);
    await openTurnFile(guide, theirs);
    expect(text(pbm(guide).querySelector('.confirm'))).toContain('replaces the game on the table (2 events)');
    expect(await seriousViolations(partOf(guide, 'tc-play-by-mail'))).toEqual([]);
    await enter(guide, pbm(guide).querySelector<HTMLElement>('button.keep'));
    expect(guide.controller!.events).toBe(mine);
    expect(guide.seed).toBe(99);
    expect(text(pbm(guide).querySelector('.status'))).toBe('their-turn.json was not opened; the game is unchanged.');

    await openTurnFile(guide, theirs);
    await enter(guide, pbm(guide).querySelector<HTMLElement>('button.replace'));
    expect(guide.controller!.events).toHaveLength(10);
    expect(heading(guide)).toMatch(/event 5 of 10$/);
    await enter(guide, barButton(guide, 'take-over'));
    expect(rootOf(guide, 'tc-turn-log').querySelector('li.note')).toBeNull();
  });
});
