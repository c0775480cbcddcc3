import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import teaching from '../../scenarios/teaching-java-1942.json';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { mountGuide, rootOf, settle } from './support/guide-driver.ts';
import { loadGame as load } from './support/scenario.ts';

/**
 * The guide's panels are laid out and painted on their own (CSS `contain: content`, so that a click
 * redraws only the panels it changes: issue 17, click to highlight). Paint containment clips what a
 * panel draws outside its box: these check that nothing a player needs is drawn there — the load
 * dialog opens over the whole page, the why-not alert and the long target list stay in their panel,
 * and every focus ring of a panel's controls has room inside it.
 */
const game = load(teaching);
const saved = westernTurn.events as DsEvent[];

async function at(n: number): Promise<TurnGuide> {
  localStorage.clear();
  await page.viewport(1280, 800);
  const guide = await mountGuide(game, westernTurn.seed);
  for (const e of saved.slice(0, n)) guide.controller!.send(e);
  await settle(guide);
  return guide;
}

/** The element drawn at a point of the viewport, looked for through the shadow roots. */
function drawnAt(x: number, y: number): Element | null {
  let el: Element | null = document.elementFromPoint(x, y);
  while (el?.shadowRoot) {
    const inner = el.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === el) break;
    el = inner;
  }
  return el;
}

/** `inner` or one of its descendants, through shadow roots and slots. */
function within(inner: Element, el: Element | null): boolean {
  for (let e: Node | null = el; e; e = e.parentNode ?? (e instanceof ShadowRoot ? e.host : null)) if (e === inner) return true;
  return false;
}

/** The panel (a contained box of the guide) holding `el`. */
function panelOf(guide: TurnGuide, el: Element): Element {
  const panels = [...guide.shadowRoot!.querySelectorAll('section, tc-sequence-outline, tc-place-list')];
  const panel = panels.filter((p) => within(p, el)).at(-1);
  expect(panel, `no panel holds ${el.outerHTML.slice(0, 60)}`).toBeDefined();
  return panel!;
}

/** Whether an element between `el` and its panel scrolls or clips: its own edges clip there already. */
function clippedInside(el: Element, panel: Element): boolean {
  for (let e: Node | null = el.parentNode; e && e !== panel; e = e.parentNode ?? (e instanceof ShadowRoot ? e.host : null)) {
    if (e instanceof Element && getComputedStyle(e).overflowY !== 'visible') return true;
  }
  return false;
}

/** Every control of the side panels whose focus ring (outline and its offset) would be cut by its panel's edge. */
function cutRings(guide: TurnGuide, tags: readonly (keyof HTMLElementTagNameMap)[]): string[] {
  const cut: string[] = [];
  for (const tag of tags) {
    for (const c of rootOf(guide, tag).querySelectorAll<HTMLElement>('button, summary, input, textarea, select, a[href]')) {
      const r = c.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const panel = panelOf(guide, c), p = panel.getBoundingClientRect(), s = getComputedStyle(panel);
      // The ring at its widest in the guide's styles: a 3 px outline 2 px away.
      const ring = 5, left = p.left + parseFloat(s.borderLeftWidth), right = p.right - parseFloat(s.borderRightWidth);
      const top = p.top + parseFloat(s.borderTopWidth), bottom = p.bottom - parseFloat(s.borderBottomWidth);
      const sideways = r.left - ring < left || r.right + ring > right;
      const upright = !clippedInside(c, panel) && (r.top - ring < top || r.bottom + ring > bottom);
      if (sideways || upright) cut.push(`${tag}: ${c.outerHTML.slice(0, 80)}`);
    }
  }
  return cut;
}

describe('guide panels contained (issue 17, click to highlight)', () => {
  it('the side panels are contained, each on its own', async () => {
    const guide = await at(7);
    for (const tag of ['tc-legal-actions', 'tc-turn-log', 'tc-step-panel', 'tc-history-bar'] as const) {
      expect(getComputedStyle(panelOf(guide, guide.shadowRoot!.querySelector(tag)!)).contain, tag).toBe('content');
    }
    expect(getComputedStyle(guide.shadowRoot!.querySelector('tc-place-list')!).contain).toBe('content');
    expect(getComputedStyle(guide.shadowRoot!.querySelector('tc-sequence-outline')!).contain).toBe('content');
  });

  it('Load game: its dialog, opened from the game file panel, shows whole over the page, outside that panel', async () => {
    const guide = await at(10);
    guide.scenarioFile = 'scenarios/teaching-java-1942.json';
    const root = rootOf(guide, 'tc-game-file');
    await userEvent.upload(root.querySelector<HTMLInputElement>('input[type=file]')!,
      new File([JSON.stringify(westernTurn)], 'teaching-western-turn.json', { type: 'application/json' }));
    const dialog = () => root.querySelector('tc-load-dialog')?.shadowRoot?.querySelector('dialog');
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    await settle(guide);
    const d = dialog()!.getBoundingClientRect(), panel = panelOf(guide, root.host).getBoundingClientRect();
    expect(d.left < panel.left || d.top < panel.top || d.bottom > panel.bottom).toBe(true);
    // Drawn at each of its corners (not cut at the panel's edge, not under another panel).
    for (const [x, y] of [[d.left + 4, d.top + 4], [d.right - 4, d.top + 4], [d.left + 4, d.bottom - 4], [d.right - 4, d.bottom - 4]] as const) {
      expect(within(dialog()!, drawnAt(x, y)), `the dialog at ${x},${y}`).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
  });

  it('a support unit armed from the keyboard (2.2.3): its long target list opened, each focus ring of the panels fits inside its panel', async () => {
    const guide = await at(7);
    const actions = rootOf(guide, 'tc-legal-actions');
    const unit = [...actions.querySelectorAll<HTMLElement>('button[data-type="PLACE_SUPPORT"]')].find((b) => /\d{2,} targets/.test(b.textContent ?? ''))!;
    unit.focus();
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    const listAll = actions.querySelector<HTMLElement>('.armed .list-all')!;
    expect(actions.activeElement).toBe(listAll);
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    expect(listAll.getAttribute('aria-expanded')).toBe('true');
    expect(actions.querySelectorAll('.armed ul button').length).toBeGreaterThan(48);
    // The list scrolls inside the armed box; the box itself is drawn inside the panel.
    const box = actions.querySelector('.armed')!;
    box.scrollIntoView({ block: 'center' });
    const b = box.getBoundingClientRect();
    expect(within(box, drawnAt(b.left + 3, b.top + 3))).toBe(true);
    expect(within(box, drawnAt(b.right - 3, b.bottom - 3))).toBe(true);
    expect(cutRings(guide, ['tc-legal-actions', 'tc-place-list', 'tc-step-panel', 'tc-history-bar', 'tc-turn-log', 'tc-game-file', 'tc-play-by-mail', 'tc-sequence-outline'])).toEqual([]);
  });

  it('why-not (4.2.5): the refusal\'s alert is drawn whole in the legal actions panel', async () => {
    const guide = await at(saved.findIndex((e) => e.type === 'RETREAT'));
    const back: DsEvent = { type: 'RETREAT', hex: 'w4017' }; // into the defending hex: refused
    expect(guide.controller!.send(back).length).toBeGreaterThan(0);
    await settle(guide);
    const alert = rootOf(guide, 'tc-legal-actions').querySelector('.why-not')!;
    alert.scrollIntoView({ block: 'center' });
    const r = alert.getBoundingClientRect();
    for (const [x, y] of [[r.left + 5, r.top + 3], [r.right - 3, r.bottom - 3]] as const) expect(within(alert, drawnAt(x, y)), `the alert at ${x},${y}`).toBe(true);
  });
});
