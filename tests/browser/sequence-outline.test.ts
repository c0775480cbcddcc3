import { describe, expect, it } from 'vitest';
import '../../components/sequence-outline/sequence-outline.ts';
import '../../components/turn-guide/turn-guide.ts';
import type { SequenceOutline, StepInspectEvent } from '../../components/sequence-outline/sequence-outline.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import { markOutline, rulesetOutline } from '../../src/core/outline/index.ts';

const turnOutline = () => rulesetOutline(dsRuleset);
import { parseScenario } from '../../src/ds/scenario/index.ts';
import teaching from '../../scenarios/teaching-java-1942.json';

const SUPPORT_PLACEMENT = ['ds.factionTurn', 'ds.admin', 'ds.admin.support', 'ds.support.placement', 'ds.support.placement.choose'];
const VISITED = ['ds.seasonal.optionCard', 'ds.seasonal.logisticsPartisan', 'ds.seasonal.replacements', 'ds.admin.politicalEvents'];

async function mount(activeIds: readonly string[], visited: readonly string[]): Promise<SequenceOutline> {
  document.body.replaceChildren();
  const el = document.createElement('tc-sequence-outline');
  // What the faction turn did, as the tracer reports it: the steps entered, and what Return to Base did.
  const trace = { entered: new Set([...visited, 'ds.support.returnToBase']), notes: new Map([['ds.support.returnToBase', 'nothing to return to base — 2.2.1']]), skipped: new Map<string, string>() };
  el.outline = markOutline(turnOutline(), activeIds, trace);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const phaseTitles = (root: ParentNode) =>
  [...root.querySelectorAll('nav > ol > li.phase > button .title')].map((t) => t.textContent);

describe('sequence outline in Chromium', () => {
  it('renders the phases in order with the active step marked', async () => {
    const el = await mount(SUPPORT_PLACEMENT, VISITED);
    const root = el.shadowRoot!;
    expect(phaseTitles(root)).toEqual([
      'Seasonal Phase', 'Initial Administrative Phase', 'Operational Movement Phase', 'Combat Phase',
      'Reserve Movement Phase', 'Final Administrative Phase',
    ]);
    const current = root.querySelectorAll('[aria-current="step"]');
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute('data-id')).toBe('ds.support.placement.choose');
    expect(root.querySelector('li[data-id="ds.seasonal"]')!.getAttribute('data-status')).toBe('done');
    expect(root.querySelector('li[data-id="ds.combat"]')!.getAttribute('data-status')).toBe('upcoming');
    const returnToBase = root.querySelector('li[data-id="ds.support.returnToBase"]')!;
    expect(returnToBase.getAttribute('data-status')).toBe('done');
    expect(returnToBase.querySelector('.note')!.textContent).toBe('nothing to return to base — 2.2.1');
    const cardCheck = root.querySelector('li[data-id="ds.politicalEvents.cardCheck"]')!;
    expect(cardCheck.getAttribute('data-status')).toBe('skipped');
  });

  it('shows a step explanation in place on click, without changing the marks', async () => {
    const el = await mount(SUPPORT_PLACEMENT, VISITED);
    const root = el.shadowRoot!;
    const inspected: string[] = [];
    el.addEventListener('step-inspect', (e) => inspected.push((e as StepInspectEvent).detail.id));
    const blitz = root.querySelector<HTMLButtonElement>('li[data-id="ds.combat.blitzSegment"] > button')!;
    blitz.click();
    await el.updateComplete;
    expect(inspected).toEqual(['ds.combat.blitzSegment']);
    expect(blitz.getAttribute('aria-expanded')).toBe('true');
    expect(root.querySelector('li[data-id="ds.combat.blitzSegment"] > .explain')!.textContent).toContain('Blitz-enabled units airdrop');
    expect(root.querySelector('[aria-current="step"]')!.getAttribute('data-id')).toBe('ds.support.placement.choose');
  });

  it('follows the turn in the guide: a Continue click marks the step done, undo puts it back', async () => {
    document.body.replaceChildren();
    const r = parseScenario(teaching);
    if (!r.ok) throw new Error('the teaching scenario does not load');
    const guide = document.createElement('tc-turn-guide');
    guide.ruleset = dsRuleset;
    guide.game = r.value;
    document.body.append(guide);
    await guide.updateComplete;
    const outline = guide.shadowRoot!.querySelector('tc-sequence-outline')!;
    await outline.updateComplete;
    expect(phaseTitles(outline.shadowRoot!)).toHaveLength(6);
    expect(outline.shadowRoot!.querySelector('[aria-current="step"]')!.getAttribute('data-id')).toBe('ds.seasonal.optionCard');
    expect(guide.shadowRoot!.querySelector('tc-board-map')).not.toBeNull();
    const legal = guide.shadowRoot!.querySelector('tc-legal-actions')!;
    await legal.updateComplete;
    legal.shadowRoot!.querySelector<HTMLButtonElement>('button[data-type="CONTINUE"]')!.click();
    await guide.updateComplete;
    await outline.updateComplete;
    expect(outline.shadowRoot!.querySelector('li[data-id="ds.seasonal.optionCard"]')!.getAttribute('data-status')).toBe('done');
    expect(outline.shadowRoot!.querySelector('[aria-current="step"]')!.getAttribute('data-id')).toBe('ds.seasonal.logisticsPartisan');
    // Undo from the turn log puts the outline back.
    const log = guide.shadowRoot!.querySelector('tc-turn-log')!;
    await log.updateComplete;
    log.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
    await guide.updateComplete;
    await outline.updateComplete;
    expect(outline.shadowRoot!.querySelector('[aria-current="step"]')!.getAttribute('data-id')).toBe('ds.seasonal.optionCard');
  });
});
