import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../components/turn-log/turn-log.ts';
import { LOG_WINDOW, type LogLine, type TurnLog } from '../../components/turn-log/turn-log.ts';
import { logEntry } from '../../src/core/log.ts';

/**
 * Issue 17, load: a long game's log is drawn from its latest actions, LOG_WINDOW at a time (a
 * 5,000-event game drawn whole spent seconds in layout). Earlier actions come on request.
 */
const OPENING = 3;
/** `n` actions of two log lines each, after three opening lines. */
function game(n: number) {
  const entries: LogLine[] = [];
  for (let i = 0; i < OPENING; i++) entries.push(logEntry('2.1', `opening ${i + 1}`));
  const marks: number[] = [];
  for (let k = 1; k <= n; k++) {
    entries.push(logEntry('4.2', `action ${k}, first line`), logEntry('4.2', `action ${k}, second line`));
    marks.push(entries.length);
  }
  return { entries, marks, start: OPENING, eventLabels: marks.map((_, k) => `Event ${k + 1}`) };
}

async function mount(n: number): Promise<TurnLog> {
  document.body.replaceChildren();
  const el = document.createElement('tc-turn-log');
  Object.assign(el, game(n));
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: TurnLog) => el.shadowRoot!;
const shownActions = (el: TurnLog) => [...root(el).querySelectorAll<HTMLButtonElement>('button.go')].map((b) => Number(b.dataset['preview']));
const earlierButton = (el: TurnLog) => root(el).querySelector<HTMLButtonElement>('button.earlier');
const text = (el: TurnLog) => (root(el).textContent ?? '').replace(/\s+/g, ' ');

describe('<tc-turn-log>: a long game shows its latest actions first (issue 17 load)', () => {
  it('a game of fewer actions than the window is shown whole, opening lines included', async () => {
    const el = await mount(57);
    expect(shownActions(el)).toEqual(Array.from({ length: 57 }, (_, i) => i + 1));
    expect(earlierButton(el)).toBeNull();
    expect(text(el)).toContain('opening 1');
  });

  it(`${LOG_WINDOW} latest actions of 450; "Show earlier" by keyboard adds ${LOG_WINDOW} at a time, down to the opening lines; axe-clean`, async () => {
    const el = await mount(450);
    expect(text(el)).toContain('Turn log (450 actions)');
    expect(shownActions(el)).toEqual(Array.from({ length: LOG_WINDOW }, (_, i) => 251 + i));
    expect(text(el)).not.toContain('opening 1');
    expect(earlierButton(el)!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Show 200 earlier actions (250 not shown)');
    // Each action shown keeps its own lines and its "Undo to here" with its own count.
    expect(text(el)).toContain('action 251, first line');
    expect(text(el)).not.toContain('action 250, second line');
    expect(root(el).querySelector('button[data-count="300"]')).not.toBeNull();
    const results = await axe.run(el, { resultTypes: ['violations'] });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    earlierButton(el)!.focus();
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(shownActions(el)[0]).toBe(51);
    expect(shownActions(el)).toHaveLength(400);
    expect(earlierButton(el)!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Show 50 earlier actions (50 not shown)');
    await userEvent.click(earlierButton(el)!);
    await el.updateComplete;
    expect(shownActions(el)).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
    expect(earlierButton(el)).toBeNull();
    expect(text(el)).toContain('opening 3');
  });

  it('an action played at the end of a long log is added; the window follows the latest actions', async () => {
    const el = await mount(450);
    const next = game(451);
    Object.assign(el, next);
    await el.updateComplete;
    expect(shownActions(el)).toEqual(Array.from({ length: LOG_WINDOW }, (_, i) => 252 + i));
    expect(text(el)).toContain('action 451, second line');
    expect(earlierButton(el)!.textContent).toContain('(251 not shown)');
    // The newest action is scrolled into view, in the frame after the update.
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const list = root(el).querySelector('ol')!;
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    expect(list.scrollTop + list.clientHeight).toBeGreaterThanOrEqual(list.scrollHeight - 1);
  });
});
