import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../components/turn-guide/turn-guide.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { AUTOSAVE_KEY, writeAutosave } from '../../components/shared/autosave.ts';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { replayDsGame } from '../../machines/ds/replay.ts';
import { settle } from './support/guide-driver.ts';
import { teachingGame } from './support/scenario.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import { engineOf } from '../../src/core/engine.ts';
import { OutlineTracer } from '../../src/core/outline/trace.ts';

const game = teachingGame();
const saved = westernTurn.events as DsEvent[];

/** The guide as the page has it: saving in the browser after every event. */
async function reload(): Promise<TurnGuide> {
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

describe('the guide saves in the browser after every event', () => {
  afterEach(() => { localStorage.clear(); });

  it('a reload restores the game exactly where it was, and the next event is saved too', async () => {
    localStorage.clear();
    const first = await reload();
    for (const e of saved.slice(0, 12)) expect(first.controller!.send(e)).toEqual([]);
    await settle(first);
    const again = await reload();
    expect(again.controller!.events).toEqual(saved.slice(0, 12));
    expect(again.controller!.snapshot.value).toEqual(replayDsGame(game, westernTurn.seed, saved.slice(0, 12)).snapshot.value);
    expect(again.controller!.send(saved[12]!)).toEqual([]);
    await settle(again);
    expect(JSON.parse(localStorage.getItem(AUTOSAVE_KEY)!).events).toHaveLength(13);
  });

  it('issue 17: a reload replays the saved game once; the outline is read from that replay and is the one of the turn played', async () => {
    localStorage.clear();
    const first = await reload();
    for (const e of saved) expect(first.controller!.send(e)).toEqual([]);
    await settle(first);
    const played = first.shadowRoot!.querySelector('tc-sequence-outline')!.shadowRoot!.innerHTML;
    const replays = vi.spyOn(engineOf(dsRuleset), 'replaying');
    const adopted = vi.spyOn(OutlineTracer.prototype, 'adopt');
    const traced = vi.spyOn(OutlineTracer.prototype, 'traceOf');
    const again = await reload();
    expect(again.controller!.events).toEqual(saved);
    expect(replays).toHaveBeenCalledTimes(1);
    expect(adopted).toHaveBeenCalledTimes(1);
    // The outline's tracer sent nothing of its own: every traceOf was of the events it adopted.
    for (const [events] of traced.mock.calls) expect(events).toHaveLength(saved.length);
    expect(again.shadowRoot!.querySelector('tc-sequence-outline')!.shadowRoot!.innerHTML).toBe(played);
    vi.restoreAllMocks();
  });

  it('a damaged save is refused with a message and offers to start over; it is never overwritten first', async () => {
    localStorage.setItem(AUTOSAVE_KEY, '{"format": "turnchart/ds-autosave@1", "events": [');
    const guide = await reload();
    const notice = guide.shadowRoot!.querySelector('tc-restore-notice')!;
    expect(notice.shadowRoot!.textContent).toContain('damaged');
    expect(guide.controller!.events).toEqual([]);
    expect(guide.controller!.send(saved[0]!)).toEqual([]);
    await settle(guide);
    expect(localStorage.getItem(AUTOSAVE_KEY)).toBe('{"format": "turnchart/ds-autosave@1", "events": [');
    const startOver = [...notice.shadowRoot!.querySelectorAll('button')].find((b) => /start over/i.test(b.textContent ?? ''))!;
    await userEvent.click(startOver);
    await settle(guide);
    expect(guide.shadowRoot!.querySelector('tc-restore-notice')).toBeNull();
    expect(guide.controller!.send(saved[1]!)).toEqual([]);
    await settle(guide);
    expect(JSON.parse(localStorage.getItem(AUTOSAVE_KEY)!).events).toEqual(saved.slice(0, 2));
  });

  it('a save whose events stop being legal restores up to the bad one and says which', async () => {
    writeAutosave({ ruleset: 'ds', scenario: game.scenario.name, seed: westernTurn.seed, events: [...saved.slice(0, 4), { type: 'ATTACK', target: 'w2820', attackers: ['nobody'] }] });
    const guide = await reload();
    expect(guide.controller!.events).toEqual(saved.slice(0, 4));
    const file = guide.shadowRoot!.querySelector('tc-game-file')!;
    expect(file.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain('Event 5');
  });
});
