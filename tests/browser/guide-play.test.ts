import { describe, expect, it, vi } from 'vitest';
import { replayDsGame } from '../../machines/ds/replay.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { clickHex, mountGuide, playByClicks, rootOf, settle } from './support/guide-driver.ts';
import { loadGame as load } from './support/scenario.ts';
import { userEvent } from 'vitest/browser';


const game = load(teaching);
const saved = westernTurn.events as DsEvent[];
/** A whole turn is some 170 real clicks: about 15 s on 2 busy cores, far more than a unit test. */
const WHOLE_TURN_MS = 180_000;

describe('the guide played by clicks in Chromium', () => {
  it('plays the whole Western faction turn of the teaching scenario with clicks only, to the same state as a replay', async () => {
    const guide = await mountGuide(game, westernTurn.seed, true);
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener('error', onError);
    const consoleError = vi.spyOn(console, 'error'), consoleWarn = vi.spyOn(console, 'warn');
    try {
      for (const [i, e] of saved.entries()) {
        await playByClicks(guide, e);
        expect(guide.controller!.events, `after event ${i} ${JSON.stringify(e)}`).toHaveLength(i + 1);
      }
      // No console errors or warnings during the whole turn (Lit reports update loops there).
      expect(consoleError.mock.calls).toEqual([]);
      expect(consoleWarn.mock.calls).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
      consoleError.mockRestore();
      consoleWarn.mockRestore();
    }
    const replayed = replayDsGame(game, westernTurn.seed, saved);
    expect(guide.controller!.events).toEqual(saved);
    expect(guide.controller!.snapshot.value).toEqual(replayed.snapshot.value);
    expect(guide.controller!.log).toEqual(replayed.snapshot.context.log.toArray());
    expect(errors).toEqual([]);
  }, WHOLE_TURN_MS);

  it('4.1.1 a click on a hex the armed Airdrop cannot reach is answered with its reason, and nothing changes', async () => {
    const guide = await mountGuide(game, westernTurn.seed, true);
    const at = saved.findIndex((e) => e.type === 'AIRDROP');
    for (const e of saved.slice(0, at)) guide.controller!.send(e);
    await settle(guide);
    const airdrop = saved[at]!;
    await userEvent.click(rootOf(guide, 'tc-legal-actions').querySelector<HTMLElement>('button[data-type="AIRDROP"]')!);
    await settle(guide);
    const before = guide.controller!.snapshot;
    await clickHex(guide, 'w3924'); // Luzon, far beyond any airborne unit's reach
    await settle(guide);
    expect(guide.controller!.snapshot).toBe(before);
    expect(guide.controller!.events).toHaveLength(at);
    // Said next to the hex clicked (issue 21), not at the foot of the panel.
    const whyNot = rootOf(guide, 'tc-why-not-popover').querySelector('.pop');
    expect(whyNot?.textContent).toMatch(/4\.1\.1/);
    expect(rootOf(guide, 'tc-legal-actions').querySelector('.why-not')).toBeNull();
    expect(airdrop.type).toBe('AIRDROP');
  });
});

describe('the guide played from the keyboard', () => {
  it('plays the whole Western faction turn with Enter on focused controls only, no mouse', async () => {
    const guide = await mountGuide(game, westernTurn.seed, true);
    for (const [i, e] of saved.entries()) {
      await playByClicks(guide, e, 'keyboard');
      expect(guide.controller!.events, `after event ${i} ${JSON.stringify(e)}`).toHaveLength(i + 1);
    }
    expect(guide.controller!.snapshot.value).toEqual(replayDsGame(game, westernTurn.seed, saved).snapshot.value);
  }, WHOLE_TURN_MS);

  it('arming an action from the keyboard moves the focus to its first target, shown with a visible outline; Escape disarms', async () => {
    const guide = await mountGuide(game, westernTurn.seed, true);
    for (const e of saved.slice(0, 7)) guide.controller!.send(e);
    await settle(guide);
    const actions = rootOf(guide, 'tc-legal-actions');
    const place = actions.querySelector<HTMLElement>('button[data-type="PLACE_SUPPORT"]')!;
    place.focus();
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    const focused = actions.activeElement as HTMLElement;
    // The first target, or, for a unit with a long list of targets, the button that opens it.
    expect(focused.dataset['target'] !== undefined || focused.classList.contains('list-all')).toBe(true);
    expect(getComputedStyle(focused).outlineStyle).not.toBe('none');
    if (focused.classList.contains('list-all')) {
      expect(focused.getAttribute('aria-expanded')).toBe('false');
      await userEvent.keyboard('{Enter}');
      await settle(guide);
      expect(focused.getAttribute('aria-expanded')).toBe('true');
      expect(actions.querySelectorAll('.all-targets button[data-target]').length).toBeGreaterThan(48);
    }
    expect(place.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await settle(guide);
    expect(actions.querySelector('.armed')).toBeNull();
  });
});

describe('the map keeps the player\'s view', () => {
  it('a zoomed-in view stays where it is while the turn moves on', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    const map = rootOf(guide, 'tc-board-map');
    const viewBox = () => map.querySelector('svg')!.getAttribute('viewBox');
    await userEvent.click(map.querySelector<HTMLElement>('button[aria-label="Zoom in"]')!);
    await settle(guide);
    const zoomed = viewBox();
    for (const e of saved.slice(0, 8)) guide.controller!.send(e);
    await settle(guide);
    expect(guide.controller!.events).toHaveLength(8);
    expect(viewBox()).toBe(zoomed);
  });
});

describe('the step panel says what ends the step', () => {
  it('2.2.3 placement lasts until Done; 4.2.2 Step 5 ends with the die or an entered result', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    for (const e of saved.slice(0, 7)) guide.controller!.send(e);
    await settle(guide);
    expect(rootOf(guide, 'tc-step-panel').querySelector('.ends')!.textContent).toContain('Done with this step');
    const die = saved.findIndex((e) => e.type === 'COMBAT_RESULT');
    for (const e of saved.slice(7, die)) guide.controller!.send(e);
    await settle(guide);
    expect(rootOf(guide, 'tc-step-panel').querySelector('.ends')!.textContent).toBe('Ends with one of: Roll the die; Enter the combat result.');
  });
});
