import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import teaching from '../../scenarios/teaching-java-1942.json';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { mountGuide, rootOf, settle } from './support/guide-driver.ts';
import { loadGame as load } from './support/scenario.ts';


const game = load(teaching);
const saved = westernTurn.events as DsEvent[];

async function at(n: number): Promise<TurnGuide> {
  const guide = await mountGuide(game, westernTurn.seed);
  for (const e of saved.slice(0, n)) guide.controller!.send(e);
  await settle(guide);
  return guide;
}

/** axe-core's serious and critical findings on the guide, one line each. */
async function seriousViolations(guide: TurnGuide): Promise<string[]> {
  const result = await axe.run(guide, { resultTypes: ['violations'] });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('guide accessibility (axe-core)', () => {
  it('no serious or critical violation at the start of the turn', async () => {
    expect(await seriousViolations(await at(0))).toEqual([]);
  });

  it('no serious or critical violation with a support unit armed and its targets on the map (2.2.3)', async () => {
    const guide = await at(7);
    rootOf(guide, 'tc-legal-actions').querySelector<HTMLElement>('button[data-type="PLACE_SUPPORT"]')!.click();
    await settle(guide);
    expect(rootOf(guide, 'tc-legal-actions').querySelector('.armed')).not.toBeNull();
    expect(await seriousViolations(guide)).toEqual([]);
  });

  it('no serious or critical violation while an attack resolves and after a refused action', async () => {
    const guide = await at(saved.findIndex((e) => e.type === 'RETREAT'));
    const back: DsEvent = { type: 'RETREAT', hex: 'w4017' }; // into the defending hex: refused
    guide.controller!.send(back);
    await settle(guide);
    expect(rootOf(guide, 'tc-legal-actions').querySelector('.why-not')).not.toBeNull();
    expect(await seriousViolations(guide)).toEqual([]);
  });
});

describe('guide layout', () => {
  afterEach(async () => { await page.viewport(1280, 800); });

  const box = (guide: TurnGuide, selector: string) => guide.shadowRoot!.querySelector(selector)!.getBoundingClientRect();

  it('at 1280x800 the outline, the map and the side panel stand side by side, without sideways scrolling', async () => {
    await page.viewport(1280, 800);
    const guide = await at(7);
    const outline = box(guide, '.outline'), map = box(guide, '.map'), aside = box(guide, 'aside');
    expect(outline.right).toBeLessThanOrEqual(map.left);
    expect(map.right).toBeLessThanOrEqual(aside.left);
    expect(aside.right).toBeLessThanOrEqual(1280);
    expect(map.width).toBeGreaterThan(450);
    expect(map.height).toBeGreaterThan(400);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
  });

  it('on a narrow window (420 px) the parts stack in reading order and nothing overflows sideways', async () => {
    await page.viewport(420, 800);
    const guide = await at(7);
    const aside = box(guide, 'aside'), map = box(guide, '.map'), outline = box(guide, '.outline');
    expect(aside.top).toBeLessThan(map.top); // what to do now comes first on a phone
    expect(map.top).toBeLessThan(outline.top);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(420);
    expect(map.width).toBeGreaterThan(300);
    await userEvent.click(rootOf(guide, 'tc-legal-actions').querySelector<HTMLElement>('button[data-type="PLACE_SUPPORT"]')!);
  });
});
