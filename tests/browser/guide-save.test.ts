import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { replayDsGame } from '../../machines/ds/replay.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { mountGuide, rootOf, settle } from './support/guide-driver.ts';
import { loadGame as load } from './support/scenario.ts';


const game = load(teaching);
const saved = westernTurn.events as DsEvent[];

/** Clicks "Save game" and returns the text of the file the browser would download. */
async function saveFile(root: ShadowRoot): Promise<string> {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:guide-save'; });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.click(root.querySelector<HTMLElement>('button.save')!);
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
    const input = rootOf(fresh, 'tc-game-file').querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File([text], 'saved.json', { type: 'application/json' }));
    await settle(fresh);
    expect(fresh.seed).toBe(westernTurn.seed);
    expect(fresh.controller!.events).toEqual(saved.slice(0, n));
    expect(fresh.controller!.snapshot.value).toEqual(before.value);
    expect(fresh.controller!.log).toEqual(before.context.log);
    expect(fresh.controller!.snapshot.context.game).toEqual(before.context.game);
    expect(rootOf(fresh, 'tc-game-file').querySelector('[role="alert"]')).toBeNull();
  });

  it('a saved game whose events stop being legal is restored up to the bad one, which is named with its reason', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    const bad = { type: 'ATTACK', target: 'w2820', attackers: ['no-such-unit'] };
    const file = JSON.stringify({ format: 'turnchart/ds-events@1', seed: westernTurn.seed, events: [...saved.slice(0, 5), bad] });
    const input = rootOf(guide, 'tc-game-file').querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File([file], 'bad.json', { type: 'application/json' }));
    await settle(guide);
    expect(guide.controller!.events).toEqual(saved.slice(0, 5));
    expect(guide.controller!.snapshot.value).toEqual(replayDsGame(game, westernTurn.seed, saved.slice(0, 5)).snapshot.value);
    const alert = rootOf(guide, 'tc-game-file').querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Event 6');
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
