import { describe, expect, it } from 'vitest';
import { mountGuide, passTo, rootOf } from './support/guide-driver.ts';
import { teachingGame } from './support/scenario.ts';

const game = teachingGame();
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
});
