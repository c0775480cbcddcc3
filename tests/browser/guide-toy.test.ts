import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import toyScenario from '../toy/toy-scenario.json';
import { toyRuleset } from '../toy/toy-ruleset.ts';
import { clickHex, mountRuleset, partOf, rootOf, settle } from './support/guide-driver.ts';

/**
 * The guide serves a ruleset that is not Dai Senso!: the toy ruleset (tests/toy/toy-ruleset.ts,
 * Muster then March) is played by clicks alone, and every part of the page shows what its views
 * and its machine say — the step, who acts, the outline, the legal actions, the map, the log.
 */
function toyGame() {
  const r = toyRuleset.scenario.parse(toyScenario);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

const text = (root: ParentNode | null | undefined): string => (root?.textContent ?? '').replace(/\s+/g, ' ').trim();
const stepPanel = (guide: TurnGuide) => rootOf(guide, 'tc-step-panel');
const actions = (guide: TurnGuide) => rootOf(guide, 'tc-legal-actions');
const outline = (guide: TurnGuide) => rootOf(guide, 'tc-sequence-outline');
/** The legal actions offered as buttons, by event type. */
const offered = (guide: TurnGuide) => [...actions(guide).querySelectorAll('button[data-type]')].map((b) => b.getAttribute('data-type'));
const statusOf = (guide: TurnGuide, id: string) => outline(guide).querySelector(`li[data-id="${id}"]`)?.getAttribute('data-status');
const current = (guide: TurnGuide) => outline(guide).querySelector('[aria-current="step"]')?.getAttribute('data-id');

async function click(guide: TurnGuide, type: string): Promise<void> {
  const b = actions(guide).querySelector<HTMLElement>(`button[data-type="${type}"]`);
  expect(b, `no button for ${type}`).not.toBeNull();
  await userEvent.click(b!);
  await settle(guide);
}

describe('the guide serves a non-DS ruleset (the toy ruleset)', () => {
  it('plays its turn by clicks: Muster a token twice, Done, Continue; step panel, outline and legal actions follow', async () => {
    const guide = await mountRuleset(toyRuleset, toyGame(), 1);
    const header = guide.shadowRoot!.querySelector('header')!;
    expect(text(header.querySelector('h1'))).toBe('Toy');
    expect(text(header.querySelector('.facts'))).toBe('0 of 2 tokens');

    // Muster (T1): the player acts, as often as the cap allows, until Done.
    expect(text(stepPanel(guide).querySelector('h2'))).toBe('T1Muster');
    expect(text(stepPanel(guide).querySelector('.actor'))).toBe('Who acts now: Player');
    expect(text(stepPanel(guide).querySelector('.ends'))).toBe('Ends when you choose “Done mustering”; until then you may act as often as the rules allow.');
    expect([...outline(guide).querySelectorAll('nav > ol > li')].map((li) => li.getAttribute('data-id'))).toEqual(['toy.muster', 'toy.march']);
    expect(current(guide)).toBe('toy.muster');
    expect(offered(guide)).toEqual(['ADD_TOKEN', 'DONE']);
    expect(text(actions(guide).querySelector('h2'))).toBe('Legal actions (2)');
    expect(actions(guide).querySelector('button[data-type="ADD_TOKEN"]')!.getAttribute('aria-label')).toBe('Muster a token');
    // No procedure is under way: the panel is hidden.
    expect(partOf(guide, 'tc-procedure-panel').hidden).toBe(true);

    await click(guide, 'ADD_TOKEN');
    expect(text(header.querySelector('.facts'))).toBe('1 of 2 tokens');
    expect(text(rootOf(guide, 'tc-turn-log'))).toContain('a token mustered');
    await click(guide, 'ADD_TOKEN');
    expect(guide.controller!.events).toEqual([{ type: 'ADD_TOKEN' }, { type: 'ADD_TOKEN' }]);
    // The cap is reached (T1): only Done is left.
    expect(offered(guide)).toEqual(['DONE']);
    expect(text(actions(guide).querySelector('h2'))).toBe('Legal actions (1)');

    await click(guide, 'DONE');
    expect(text(stepPanel(guide).querySelector('h2'))).toBe('T2March');
    expect(text(stepPanel(guide).querySelector('.ends'))).toBe('Ends when you choose “Continue”.');
    expect(current(guide)).toBe('toy.march');
    expect(statusOf(guide, 'toy.muster')).toBe('done');
    expect(offered(guide)).toEqual(['CONTINUE']);

    await click(guide, 'CONTINUE');
    expect(text(stepPanel(guide).querySelector('h2'))).toBe('Turn over');
    expect(offered(guide)).toEqual([]);
    expect(text(actions(guide).querySelector('.empty'))).toContain('nothing left to do');
    expect(statusOf(guide, 'toy.march')).toBe('done');
    expect(guide.controller!.events.map((e) => e.type)).toEqual(['ADD_TOKEN', 'ADD_TOKEN', 'DONE', 'CONTINUE']);
    expect(text(rootOf(guide, 'tc-turn-log'))).toContain('Continue');
  });

  it('draws the toy map: flat-topped hexes (its columns run north-south), the tokens on Camp, the hex in words', async () => {
    const guide = await mountRuleset(toyRuleset, toyGame(), 1);
    guide.controller!.send({ type: 'ADD_TOKEN' });
    await settle(guide);
    const map = partOf(guide, 'tc-board-map'), root = map.shadowRoot!;
    const d = root.querySelector('.terrain path.t-clear')!.getAttribute('d')!;
    const hexes = d.split('M').filter((h) => h !== '').map((h) => h.replace('Z', '').trim().split(' ').map((p) => p.split(',').map(Number) as [number, number]));
    expect(hexes).toHaveLength(2);
    // Flat-topped: the first corner is level with the centre, to its right (a pointy-topped hex's is straight above it).
    const [corner, ...rest] = hexes[0]!;
    const cx = [corner!, ...rest].reduce((a, p) => a + p[0], 0) / 6, cy = [corner!, ...rest].reduce((a, p) => a + p[1], 0) / 6;
    expect(corner![1]).toBeCloseTo(cy, 0);
    expect(corner![0]).toBeGreaterThan(cx);
    // Camp (A0101) and A0102 are one column: one above the other.
    expect(map.hexOnScreen('A0101')!.x).toBeCloseTo(map.hexOnScreen('A0102')!.x, 3);
    expect(root.querySelectorAll('.counters rect.chip')).toHaveLength(1);
    expect(text(root.querySelector('.printed'))).toContain('Camp');
    // The map fits its view once it knows its size (a ResizeObserver, after a frame or two).
    for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await clickHex(guide, 'A0101');
    await settle(guide);
    expect(root.querySelector('polygon.selected')?.getAttribute('data-hex')).toBe('A0101');
    // Hovering it shows the toy views' hex in words: its title, terrain and pieces.
    const hover = async (hex: string) => {
      await userEvent.hover(root.querySelector('svg.layer.base')!, { position: map.hexOnScreen(hex)! });
      await map.updateComplete;
      return text(root.querySelector('[role="tooltip"]'));
    };
    expect(await hover('A0102')).toBe('A0102Clear empty');
    expect(await hover('A0101')).toBe('A0101Clear Token 1');
  });
});
