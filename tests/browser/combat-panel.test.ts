import axe from 'axe-core';
import { loadGame as load } from './support/scenario.ts';
import { describe, expect, it } from 'vitest';
import '../../components/procedure-panel/procedure-panel.ts';
import type { ProcedurePanel } from '../../components/procedure-panel/procedure-panel.ts';
import { replayDsGame } from '../../machines/ds/replay.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import type { DsTurnContext } from '../../src/ds/turn/context.ts';
import { combatView, type CombatView } from '../../src/ds/view/combat/view.ts';
import { dsViews } from '../../src/ds/view/index.ts';

/**
 * The DS combat panel as the guide draws it: the generic <tc-procedure-panel> showing the DS
 * views' procedure (dsViews.procedure, the attack under way). The expected figures are read off
 * the DS combat view the procedure is made from.
 */


const game = load(teaching);
const saved = westernTurn.events as DsEvent[];
const attackOn = (target: string): number => saved.findIndex((e) => e.type === 'ATTACK' && e.target === target);

/** The turn context after the first `n` events of the saved Western turn. */
function contextAfter(n: number): DsTurnContext {
  const r = replayDsGame(game, westernTurn.seed, saved.slice(0, n));
  expect(r.stop).toBeUndefined();
  return r.snapshot.context;
}

/** The combat view after the first `n` events of the saved Western turn. */
const viewAfter = (n: number): CombatView | undefined => combatView(contextAfter(n));

/** The panel in a 360px side column, as the guide holds it, showing the procedure after `n` events (or in `ctx`). */
async function mount(at: number | DsTurnContext): Promise<ProcedurePanel> {
  document.body.replaceChildren();
  const aside = document.createElement('aside');
  aside.style.width = '360px';
  const el = document.createElement('tc-procedure-panel');
  el.view = dsViews.procedure(typeof at === 'number' ? contextAfter(at) : at);
  aside.append(el);
  document.body.append(aside);
  await el.updateComplete;
  return el;
}

const root = (el: ProcedurePanel): ShadowRoot => el.shadowRoot!;
/** Text as a reader sees it: whitespace collapsed. */
const text = (n: Element | ShadowRoot | null | undefined): string => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The unit rows of a force table: [unit, factor]. */
const rows = (table: Element): string[][] => [...table.querySelectorAll('tbody tr')].map((tr) => [text(tr.querySelector('th')), text(tr.querySelector('td'))]);

const foot = (table: Element): string[] => [text(table.querySelector('tfoot th')), text(table.querySelector('tfoot td'))];

describe('<tc-procedure-panel> with the DS combat panel', () => {
  it('is hidden and empty while no attack is under way', async () => {
    expect(viewAfter(attackOn('w2819'))).toBeUndefined();
    const el = await mount(attackOn('w2819'));
    expect(el.hidden).toBe(true);
    expect(el.getBoundingClientRect().height).toBe(0);
    expect(root(el).querySelector('section')).toBeNull();
  });

  it('4.2.2 the Blitz attack on Batavia before the die: forces and totals, odds line, every shift with its rule, the final column', async () => {
    const v = viewAfter(attackOn('w2819') + 1)!;
    const el = await mount(attackOn('w2819') + 1);
    const r = root(el);
    expect(el.hidden).toBe(false);
    expect(r.querySelector('section')!.getAttribute('aria-label')).toBe('Combat');
    expect(text(r.querySelector('h2'))).toBe(`Attack on ${v.hexName} 4.2.2`);
    expect(text(r.querySelector('.subtitle'))).toContain('Blitz Combat (4.1.2)');
    const attackers = r.querySelector('table[data-kind="attacker"]')!;
    const defenders = r.querySelector('table[data-kind="defender"]')!;
    expect(text(attackers.querySelector('caption'))).toBe('Attackers — Western');
    expect(text(defenders.querySelector('caption'))).toBe('Defenders — Axis');
    expect(rows(attackers)).toEqual(v.attacker.units.map((u) => [u.label, String(u.factor)]));
    expect(rows(defenders)).toEqual(v.defender.units.map((u) => [u.label, String(u.factor)]));
    expect(rows(attackers)).toHaveLength(1);
    expect(foot(attackers)).toEqual(['Attacker Total', String(v.attacker.total)]);
    expect(foot(defenders)).toEqual(['Defender Total', String(v.defender.total)]);
    const odds = v.odds!;
    expect(text(r.querySelector('.odds'))).toBe(`${v.attacker.total} : ${v.defender.total} → ${odds.rawColumn}`);
    const items = [...r.querySelectorAll('.adjustments li')].map(text);
    expect(items).toHaveLength(odds.shifts.length);
    expect(items).toContain('+1 Airdrop markers (1) — 4.2.3.2');
    odds.shifts.forEach((s, k) => expect(items[k]).toContain(s.rule));
    expect(items.filter((t) => t.startsWith('−'))).toHaveLength(odds.shifts.filter((s) => s.shift < 0).length);
    expect(text(r.querySelector('mark.final'))).toBe(odds.finalColumn);
    expect(text(r)).toContain('Not yet: the attacker rolls one die');
    expect(text(r.querySelector('.next'))).toContain(`Next: Step 5: the Western attacker rolls one die on the ${odds.finalColumn} column`);
  });

  it('4.2.4 after the result: "result entered by the player", the result and what it means, and what is owed next', async () => {
    const i = attackOn('w4222') + 2; // ATTACK, COMBAT_RESULT 'Dr1 0/1'
    expect(viewAfter(i)).toBeDefined();
    const r = root(await mount(i));
    expect(text(r.querySelector('.die'))).toBe('result entered by the player');
    expect(text(r.querySelector('.result-text'))).toBe('Dr1 0/1');
    const meaning = [...r.querySelectorAll('[data-kind="result"] .lines li')].map(text);
    expect(meaning[0]).toContain('Dr1: the defender retreats one hex');
    expect(meaning[1]).toContain('0/1: the defender loses one step (Attrition, 4.2.4.2)');
    const next = r.querySelector('.next')!;
    expect(text(next.querySelector('p'))).toMatch(/^Next: the defending force .* cannot retreat/);
    expect([...next.querySelectorAll('li')].map(text)).toEqual([
      'Then Attrition: the defender loses one step 4.2.6',
      'Then Step 8: if the defending hex is vacated, surviving attackers may Advance After Combat 4.2.2',
    ]);
  });

  it('a rolled die is shown as the die', async () => {
    const n = attackOn('w4017') + 1;
    const events = [...saved.slice(0, n), { type: 'ROLL', value: 6 } as DsEvent];
    const r = replayDsGame(game, westernTurn.seed, events);
    expect(r.stop).toBeUndefined();
    const v = combatView(r.snapshot.context)!;
    const shadow = root(await mount(r.snapshot.context));
    expect(text(shadow.querySelector('.die'))).toBe('6');
    expect(text(shadow.querySelector('.result-text'))).toBe(v.result!.text);
  });

  it('fits a 360px side panel and axe finds no serious or critical violation', async () => {
    expect(viewAfter(attackOn('w4017') + 6)).toBeDefined();
    const el = await mount(attackOn('w4017') + 6); // mid-Exploitation: notes on both sides
    const section = root(el).querySelector('section')!;
    expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    for (const t of root(el).querySelectorAll('table')) expect(t.getBoundingClientRect().right).toBeLessThanOrEqual(section.getBoundingClientRect().right);
    const results = await axe.run(el, { resultTypes: ['violations'] });
    const bad = results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical');
    expect(bad.map((x) => `${x.id}: ${x.help}`)).toEqual([]);
  });
});
