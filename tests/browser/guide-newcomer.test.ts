import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { deepActive, seriousViolations, text } from './support/app-driver.ts';
import { clickHex, partOf, rootOf, settle } from './support/guide-driver.ts';
import { TEACHINGS, armableWithRefusal, firstPosition, reducedMotion, teachingAt } from './support/newcomer.ts';

/**
 * Issue 21, what a new player tripped on (the page and the keyboard): the "why not" of a click on
 * the map said next to the hex and to screen readers; the step panel brought into view when the
 * step changes; a skip link and one tab stop for the outline; the focus back on the legal actions
 * after acting; on a phone-sized window the map brought to the armed action's targets. For every
 * ruleset, axe-core clean.
 */
const DS = TEACHINGS[0]!;

/** Puts the focus before the guide, where a page's first Tab starts. */
function focusTopOfPage(): void {
  const start = document.createElement('a');
  start.href = '#';
  start.textContent = 'top';
  document.body.prepend(start);
  start.focus();
}

/** Tab presses from the top of the page until the focus is on a legal action. */
async function tabsToFirstAction(limit = 200): Promise<number> {
  focusTopOfPage();
  for (let n = 1; n <= limit; n++) {
    await userEvent.keyboard('{Tab}');
    if (inLegalActions(deepActive()) && deepActive()!.closest('[data-type]')) return n;
  }
  return Infinity;
}

const inLegalActions = (el: Element | null): boolean => (el?.getRootNode() as ShadowRoot | undefined)?.host?.localName === 'tc-legal-actions';

/** The focus reaches the legal actions once the guide has drawn the new position. */
async function focusIsOnActions(guide: TurnGuide): Promise<void> {
  await settle(guide);
  await vi.waitFor(() => expect(inLegalActions(deepActive()), `focus on ${deepActive()?.outerHTML.slice(0, 80)}`).toBe(true));
}

describe('issue 21: the why-not next to the hex clicked', () => {
  for (const t of TEACHINGS) {
    it(`${t.ruleset.id}: a click on a hex the armed action cannot reach says why beside that hex, as an alert; Escape closes it; axe clean`, async () => {
      const n = await firstPosition(t, (g) => armableWithRefusal(g) !== undefined);
      const guide = await teachingAt(t, n);
      const { choice, hex } = armableWithRefusal(guide)!;
      await userEvent.click(rootOf(guide, 'tc-legal-actions').querySelector<HTMLElement>(`button[data-key="${CSS.escape(choice.key)}"]`)!);
      await settle(guide);
      await clickHex(guide, hex);
      await settle(guide);
      const refusal = guide.controller!.lastRefusal!;
      expect(refusal.violations.length).toBeGreaterThan(0);
      const pop = rootOf(guide, 'tc-why-not-popover');
      const box = pop.querySelector('.pop')!;
      expect(text(box)).toContain(refusal.violations[0]!.rule);
      expect(text(box)).toContain(refusal.violations[0]!.message);
      expect(pop.querySelector('[role="alert"][aria-live="assertive"]')!.contains(box)).toBe(true);
      // Beside the hex: its nearest edge within a hex or two of the hex's centre on screen.
      const map = partOf(guide, 'tc-board-map'), at = map.hexOnScreen(hex)!, m = map.getBoundingClientRect(), b = box.getBoundingClientRect();
      const x = m.left + at.x, y = m.top + at.y;
      const dx = Math.max(b.left - x, 0, x - b.right), dy = Math.max(b.top - y, 0, y - b.bottom);
      expect(Math.hypot(dx, dy)).toBeLessThan(60);
      expect(b.left).toBeGreaterThanOrEqual(m.left - 1);
      expect(b.right).toBeLessThanOrEqual(m.right + 1);
      // Said once, there: not again at the foot of the panel.
      expect(rootOf(guide, 'tc-legal-actions').querySelector('.why-not')).toBeNull();
      expect(await seriousViolations(guide)).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await settle(guide);
      expect(rootOf(guide, 'tc-why-not-popover').querySelector('.pop')).toBeNull();
    });
  }
});

describe('issue 21: the step panel follows the turn', () => {
  afterEach(async () => { await page.viewport(1280, 800); });

  for (const reduce of [true, false]) {
    it(`a new step brings the step panel into view, ${reduce ? 'at once when the player asks for reduced motion' : 'smoothly otherwise'}`, async () => {
      const restore = reducedMotion(reduce);
      try {
        await page.viewport(390, 700);
        const guide = await teachingAt(DS, 6);
        const scrolled: ScrollIntoViewOptions[] = [];
        const panel = partOf(guide, 'tc-step-panel'), real = panel.scrollIntoView.bind(panel);
        panel.scrollIntoView = (o?: boolean | ScrollIntoViewOptions) => { scrolled.push(o as ScrollIntoViewOptions); real(o); };
        window.scrollTo(0, document.documentElement.scrollHeight);
        await vi.waitFor(() => expect(panel.getBoundingClientRect().bottom).toBeLessThan(0));
        const before = guide.controller!.step!.id;
        const done = rootOf(guide, 'tc-legal-actions').querySelector<HTMLElement>('button[data-type="DONE"]')!;
        done.focus();
        await userEvent.keyboard('{Enter}');
        await settle(guide);
        expect(guide.controller!.step!.id).not.toBe(before);
        await vi.waitFor(() => expect(scrolled).toHaveLength(1));
        expect(scrolled[0]!.behavior).toBe(reduce ? 'auto' : 'smooth');
        await vi.waitFor(() => {
          const r = panel.getBoundingClientRect();
          expect(r.top).toBeGreaterThanOrEqual(-1);
          expect(r.top).toBeLessThan(window.innerHeight);
        });
      } finally { restore(); }
    });
  }
});

describe('issue 21: the keyboard', () => {
  it('a skip link is the first Tab stop and Enter on it puts the focus on the first legal action', async () => {
    const guide = await teachingAt(DS, 7);
    // Unfocused, it takes no room on the page (it once showed over the seats bar above the guide).
    const skip = guide.shadowRoot!.querySelector<HTMLElement>('a.skip')!;
    expect(skip.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    focusTopOfPage();
    await userEvent.keyboard('{Tab}');
    expect(text(deepActive())).toBe('Skip to legal actions');
    expect(deepActive()!.getBoundingClientRect().height).toBeGreaterThan(20);
    await userEvent.keyboard('{Enter}');
    await focusIsOnActions(guide);
    expect(await seriousViolations(guide)).toEqual([]);
  });

  it('the sequence outline is one tab stop (before: 106 Tabs to the first action, now under 30); Up and Down move within it', async () => {
    const guide = await teachingAt(DS, 7);
    const n = await tabsToFirstAction();
    expect(n).toBeLessThan(30);
    const outline = rootOf(guide, 'tc-sequence-outline');
    const stops = [...outline.querySelectorAll('button.node')].filter((b) => b.getAttribute('tabindex') === '0');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.closest('li')!.getAttribute('aria-current')).toBe('step');
    // Tab reaches the outline on its active step; Down goes to the next node, Home to the first; Tab leaves it.
    focusTopOfPage();
    for (let i = 0; i < 10 && !deepActive()?.matches('button.node'); i++) await userEvent.keyboard('{Tab}');
    expect(deepActive()).toBe(stops[0]);
    await userEvent.keyboard('{ArrowDown}');
    const buttons = [...outline.querySelectorAll('button.node')];
    expect(deepActive()).toBe(buttons[buttons.indexOf(stops[0] as HTMLButtonElement) + 1]);
    await userEvent.keyboard('{Home}');
    expect(deepActive()).toBe(buttons[0]);
    await settle(guide);
    expect(buttons.filter((b) => b.getAttribute('tabindex') === '0')).toEqual([buttons[0]]);
    await userEvent.keyboard('{Tab}');
    expect(deepActive()?.matches('button.node')).toBe(false);
    expect(await seriousViolations(guide)).toEqual([]);
  });

  it('after acting from the keyboard (a plain action, then a target from the list) the focus is back on the legal actions', async () => {
    const guide = await teachingAt(DS, 0);
    for (let i = 0; i < 3; i++) {
      rootOf(guide, 'tc-legal-actions').querySelector<HTMLElement>('button[data-type="CONTINUE"]')!.focus();
      await userEvent.keyboard('{Enter}');
      await focusIsOnActions(guide);
    }
    expect(guide.controller!.events).toHaveLength(3);
    const more = await teachingAt(DS, 7);
    rootOf(more, 'tc-legal-actions').querySelector<HTMLElement>('button[data-type="PLACE_SUPPORT"]')!.focus();
    await userEvent.keyboard('{Enter}');
    await settle(more);
    expect(deepActive()?.closest('.armed')).not.toBeNull(); // "List all 149 targets", opened by Enter
    if (deepActive()?.matches('.list-all')) {
      await userEvent.keyboard('{Enter}');
      await settle(more);
      await userEvent.keyboard('{Tab}');
    }
    expect(deepActive()?.matches('.armed button[data-target]')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await focusIsOnActions(more);
    expect(more.controller!.events).toHaveLength(8);
  });

  it('after a click on an action in the panel the focus is on the legal actions, not lost to the page', async () => {
    const guide = await teachingAt(DS, 0);
    await userEvent.click(rootOf(guide, 'tc-legal-actions').querySelector<HTMLElement>('button[data-type="CONTINUE"]')!);
    await focusIsOnActions(guide);
  });
});

describe('issue 21: on a phone-sized window', () => {
  afterEach(async () => { await page.viewport(1280, 800); });

  for (const t of TEACHINGS) {
    it(`${t.ruleset.id}: at 390 px, arming an action brings the map into view, fitted to its targets`, async () => {
      const restore = reducedMotion(true);
      try {
        await page.viewport(390, 760);
        const n = await firstPosition(t, (g) => armableWithRefusal(g) !== undefined);
        const guide = await teachingAt(t, n);
        const { choice } = armableWithRefusal(guide)!;
        window.scrollTo(0, 0);
        const map = partOf(guide, 'tc-board-map');
        await userEvent.click(rootOf(guide, 'tc-legal-actions').querySelector<HTMLElement>(`button[data-key="${CSS.escape(choice.key)}"]`)!);
        await settle(guide);
        await vi.waitFor(() => {
          const r = map.getBoundingClientRect();
          expect(r.top).toBeGreaterThanOrEqual(-1);
          expect(r.top).toBeLessThan(window.innerHeight / 2);
        });
        const r = map.getBoundingClientRect();
        for (const hex of map.targets!.keys()) {
          const at = map.hexOnScreen(hex)!;
          expect(at.x, hex).toBeGreaterThanOrEqual(0);
          expect(at.x, hex).toBeLessThanOrEqual(r.width);
          expect(at.y, hex).toBeGreaterThanOrEqual(0);
          expect(at.y, hex).toBeLessThanOrEqual(r.height);
        }
        expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
      } finally { restore(); }
    });
  }
});
