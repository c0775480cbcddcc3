import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../components/game-file/game-file.ts';
import type { GameFile, LoadPreview } from '../../components/game-file/game-file.ts';
import type { LoadFollow } from '../../components/shared/prepared-load.ts';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import { SAVED_GAME_FORMAT } from '../../src/ds/events/saved-game.ts';

/**
 * Issue 17, load: a long saved game takes a while to replay with every check (about a second for
 * 5,000 full-board events). While it replays, the panel shows how far it is and offers Stop; the
 * guide's replay is stood in for by a preview the test holds open and releases.
 */
const root = (el: GameFile): ShadowRoot => el.shadowRoot!;
const replaying = (el: GameFile) => root(el).querySelector<HTMLElement>('.replaying');
const status = (el: GameFile) => root(el).querySelector('[role=status]')?.textContent ?? '';

/** A preview that reports `done` of its events and then waits until `release` is called. */
function heldPreview(done: number) {
  const follows: LoadFollow[] = [];
  let release = (): void => {};
  const previewLoad = vi.fn(async (_seed: number, events: readonly unknown[], follow?: LoadFollow): Promise<LoadPreview | undefined> => {
    follows.push(follow!);
    follow?.onProgress?.(done, events.length);
    await new Promise<void>((resolve) => { release = resolve; });
    return follow?.signal?.aborted ? undefined : { applied: events.length, problems: [] };
  });
  return { previewLoad, follows, release: () => release() };
}

async function mount(previewLoad: GameFile['previewLoad']): Promise<GameFile> {
  document.body.replaceChildren();
  const el = document.createElement('tc-game-file');
  Object.assign(el, { format: SAVED_GAME_FORMAT, previewLoad });
  document.body.append(el);
  await el.updateComplete;
  return el;
}

async function choose(el: GameFile, name: string): Promise<void> {
  await userEvent.upload(root(el).querySelector<HTMLInputElement>('input[type=file]')!, new File([JSON.stringify(westernTurn)], name, { type: 'application/json' }));
}

let loads: unknown[] = [];
const onLoad = (e: Event) => { loads.push((e as CustomEvent).detail); };
document.addEventListener('game-load', onLoad);
afterEach(() => { loads = []; vi.restoreAllMocks(); });

describe('<tc-game-file>: a saved game still replaying (issue 17 load)', () => {
  it('shows how many events are replayed, of how many, with Stop; axe-clean; Stop by keyboard leaves the game unchanged', async () => {
    const held = heldPreview(32);
    const el = await mount(held.previewLoad);
    await choose(el, 'long.json');
    await vi.waitFor(() => expect(replaying(el)).not.toBeNull());
    const total = westernTurn.events.length;
    const bar = replaying(el)!.querySelector('progress')!;
    expect([bar.value, bar.max]).toEqual([32, total]);
    expect(bar.getAttribute('aria-label')).toBe('Events of long.json replayed');
    expect(replaying(el)!.textContent!.replace(/\s+/g, ' ')).toContain(`32 of ${total} events replayed`);
    expect(status(el)).toBe(`Replaying long.json (${total} events, each checked)…`);
    const results = await axe.run(el, { resultTypes: ['violations'] });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    replaying(el)!.querySelector<HTMLButtonElement>('button.stop')!.focus();
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(held.follows[0]!.signal!.aborted).toBe(true);
    expect(replaying(el)).toBeNull();
    expect(status(el)).toBe('long.json was not loaded; the game is unchanged.');
    expect(root(el).activeElement).toBe(root(el).querySelector('button.load'));
    held.release();
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(loads).toEqual([]);
    expect(root(el).querySelector('tc-load-dialog')).toBeNull();
  });

  it('a file chosen while another replays stops that one; the one chosen last is loaded', async () => {
    const held = heldPreview(16);
    const el = await mount(held.previewLoad);
    await choose(el, 'first.json');
    await vi.waitFor(() => expect(held.follows).toHaveLength(1));
    const releaseFirst = held.release;
    await choose(el, 'second.json');
    await vi.waitFor(() => expect(held.follows).toHaveLength(2));
    expect(held.follows[0]!.signal!.aborted).toBe(true);
    expect(held.follows[1]!.signal!.aborted).toBe(false);
    releaseFirst();
    held.release();
    await vi.waitFor(() => expect(status(el)).toContain('Loaded second.json'));
    expect(loads).toHaveLength(1);
    expect(replaying(el)).toBeNull();
  });
});
