import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import '../../components/turn-guide/turn-guide.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { mountGuide, passTo, rootOf, settle } from './support/guide-driver.ts';
import { teachingGame } from './support/scenario.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';

const game = teachingGame();
const saved = westernTurn.events as DsEvent[];
const POLITICAL_EVENTS = 'ds.admin.politicalEvents';

const panel = (guide: TurnGuide) => rootOf(guide, 'tc-legal-actions');
const count = (guide: TurnGuide) => Number(/\((\d+)\)/.exec(panel(guide).querySelector('.count')?.textContent ?? '')?.[1]);
const buttons = (guide: TurnGuide) => [...panel(guide).querySelectorAll<HTMLButtonElement>('.group button')];
const texts = (guide: TurnGuide) => buttons(guide).map((b) => `${b.textContent ?? ''} | ${b.getAttribute('aria-label') ?? ''}`);

/** The guide as the page has it, saving in the browser: a reload is a new guide on the same storage. */
async function reload(): Promise<TurnGuide> {
  document.body.replaceChildren();
  const guide = document.createElement('tc-turn-guide');
  guide.autosave = true;
  guide.seed = 1;
  guide.ruleset = dsRuleset;
  guide.game = game;
  document.body.append(guide);
  await settle(guide);
  return guide;
}

describe('legal actions with seeded dice and with your own dice', () => {
  afterEach(() => { localStorage.clear(); });

  it('2.1 the count beside "Legal actions" is the buttons offered; the other dice mode\'s actions are named, not counted', async () => {
    const seeded = await mountGuide(game, 1);
    await passTo(seeded, POLITICAL_EVENTS);
    const legal = seeded.controller!.legal.length;
    expect(buttons(seeded)).toHaveLength(1); // Roll the die
    expect(count(seeded)).toBe(1);
    expect(panel(seeded).querySelector('.other-dice')?.textContent).toContain(`+${legal - 1} with your own dice`);
    const own = await mountGuide(game, 1, true);
    await passTo(own, POLITICAL_EVENTS);
    expect(count(own)).toBe(buttons(own).length);
    expect(count(own)).toBe(legal - 1); // every die face and chart result, not the seeded roll
    expect(panel(own).querySelector('.other-dice')?.textContent).toContain('+1 with the seeded dice');
  });

  it('2.1 4.2.2 own dice: result buttons in the rules\' words, and the entry box hints at the chart in use', async () => {
    const guide = await mountGuide(game, 1, true);
    await passTo(guide, POLITICAL_EVENTS);
    const all = texts(guide).join('\n');
    for (const internal of ['rollOn', 'sample', 'blitzMarkers', 'stepLosses', 'result ']) expect(all).not.toContain(internal);
    expect(all).toContain('“Diplomatic pressure: roll on Table B.” — roll again on the table it names');
    expect(all).toContain('“War production surges: one Blitz marker is awarded.” — 1 Blitz marker awarded');
    const entry = () => panel(guide).querySelector<HTMLFormElement>('form.entry')!;
    expect(entry().querySelector('label')?.textContent).toBe('Result from your Political Events Table');
    expect(entry().querySelector('input')?.placeholder).not.toMatch(/Dr\d/);
    const found = await axe.run(guide, { resultTypes: ['violations'] });
    expect(found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // The combat die (4.2.2 Step 5): the Combat Results Table's result.
    const die = saved.findIndex((e) => e.type === 'COMBAT_RESULT');
    guide.controller!.load(saved.slice(0, die));
    await settle(guide);
    expect(guide.controller!.step?.id).toMatch(/\.die$/);
    expect(entry().querySelector('label')?.textContent).toBe('Result from your Combat Results Table');
    expect(entry().querySelector('input')?.placeholder).toBe('e.g. Dr2 0/1');
    expect(texts(guide).join('\n')).not.toContain('result ');
  });

  it('"I roll my own dice" is kept when the page is reloaded', async () => {
    localStorage.clear();
    const first = await reload();
    expect(first.ownDice).toBe(false);
    const box = rootOf(first, 'tc-game-file').querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await userEvent.click(box);
    await settle(first);
    expect(first.ownDice).toBe(true);
    const again = await reload();
    expect(again.ownDice).toBe(true);
    expect(rootOf(again, 'tc-game-file').querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    await passTo(again, POLITICAL_EVENTS);
    expect(buttons(again).map((b) => b.textContent)).toContain('3');
  });
});
