import { describe, expect, it } from 'vitest';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { mountGuide, passTo, rootOf, settle } from './support/guide-driver.ts';
import { teachingGame } from './support/scenario.ts';

const game = teachingGame();
const saved = westernTurn.events as DsEvent[];
const whoActs = (root: ShadowRoot) => root.querySelector('.actor')?.textContent?.replace(/\s+/g, ' ').trim();

describe('the guide across faction turns and game turns', () => {
  it('0 7 R-UNDESCRIBED-PHASES the Delay Segment and the Seasonal Victory Phase name who acts: every faction, not "Automatic"', async () => {
    const guide = await mountGuide(game, 1);
    await passTo(guide, 'ds.endOfGameTurn.delay');
    const panel = rootOf(guide, 'tc-step-panel');
    expect(panel.textContent).toContain('Delay Segment');
    expect(whoActs(panel)).toBe('Who acts now: All factions together (a step of the whole game turn)');
    expect(panel.textContent).toContain('Ends when you choose “Continue”.');
    await passTo(guide, 'ds.seasonalVictory');
    expect(rootOf(guide, 'tc-step-panel').textContent).toContain('Seasonal Victory Phase');
    expect(whoActs(rootOf(guide, 'tc-step-panel'))).toBe('Who acts now: All factions together (a step of the whole game turn)');
  });

  it('1-6 the outline shows the faction turn under way: the Western turn\'s own notes, then a Soviet turn with no Western marks', async () => {
    const guide = await mountGuide(game, westernTurn.seed);
    for (const e of saved) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    const outline = () => rootOf(guide, 'tc-sequence-outline');
    const row = (id: string) => outline().querySelector(`li[data-id="${id}"]`)!;
    const note = (id: string) => row(id).querySelector(':scope > .note')?.textContent;
    // Each copy of the Attack Sequence shows what its own attacks did (4.1.2, 4.2.1).
    expect(note('ds.blitz.odds')).toBe('net shift -2: the combat is resolved on the 1-3 column — 4.2.2');
    expect(note('ds.regular.odds')).not.toBe(note('ds.blitz.odds'));
    // A step passed over says why, from the guard that passed it (2.1, PE-9).
    expect(row('ds.politicalEvents.snlfBeachheads').getAttribute('data-status')).toBe('skipped');
    expect(note('ds.politicalEvents.snlfBeachheads')).toBe('no Political Event gave SNLF Beachhead-0 markers to place — 2.1');
    await passTo(guide, 'ds.seasonal.optionCard');
    expect(guide.controller!.snapshot.context.game.game.phasing).toBe('soviet');
    expect(outline().querySelector('[aria-current="step"]')!.getAttribute('data-id')).toBe('ds.seasonal.optionCard');
    expect(outline().querySelectorAll('li[data-status="done"], li[data-status="skipped"]')).toHaveLength(0);
    expect(outline().querySelectorAll('.note')).toHaveLength(0);
  });
});
