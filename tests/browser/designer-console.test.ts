import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { GuideApp } from '../../components/guide-app/guide-app.ts';
import type { DesignerConsole } from '../../components/designer-console/designer-console.ts';
import { CONSOLE_KEY } from '../../components/designer-console/preference.ts';
import type { StateTree } from '../../components/designer-console/state-tree.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import naktongTurn from '../../scenarios/ocs/events/teaching-naktong-1950.json';
import { eventKey } from '../../src/core/event-key.ts';
import type { RulesetEvent } from '../../src/core/ruleset.ts';
import { deepActive, guideOf, mountApp, seriousViolations, text } from './support/app-driver.ts';
import { settle } from './support/guide-driver.ts';

/**
 * Issue 21, the designer's console: off by default, opened from the guide's header and
 * remembered; an event typed as JSON is read by the ruleset's parser and checked by the rules,
 * then applied (logged, undoable) or refused with its rule numbers and nothing changed; the legal
 * events are templates; the state is a tree browsed by keyboard and searched by key. Any ruleset.
 */
const dsSaved = westernTurn.events as RulesetEvent[];

let app: GuideApp;

async function at(id: string, seed: number, events: readonly RulesetEvent[]): Promise<TurnGuide> {
  ({ app } = await mountApp(`?scenario=${id}`));
  const guide = await guideOf(app);
  guide.seed = seed;
  await settle(guide);
  expect(guide.controller!.load(events)).toEqual([]);
  await settle(guide);
  return guide;
}

/** The page's switch, above the game beside the seats. */
const toggleOf = () => app.shadowRoot!.querySelector<HTMLInputElement>('label.console-switch input')!;
const consoleOf = (guide: TurnGuide) => guide.shadowRoot!.querySelector('tc-designer-console');
const treeOf = (c: DesignerConsole) => c.shadowRoot!.querySelector('tc-state-tree')!;

async function openByKeyboard(guide: TurnGuide): Promise<DesignerConsole> {
  expect(consoleOf(guide), 'the console is off by default').toBeNull();
  toggleOf().focus();
  await userEvent.keyboard(' ');
  await settle(guide);
  expect(toggleOf().checked).toBe(true);
  const c = consoleOf(guide)!;
  await c.updateComplete;
  await treeOf(c).updateComplete;
  return c;
}

/** Types `json` into the console's box from the keyboard's place (Tab from the toggle) and sends it with Ctrl+Enter. */
async function sendTyped(c: DesignerConsole, guide: TurnGuide, json: string): Promise<string> {
  const box = c.shadowRoot!.querySelector('textarea')!;
  await userEvent.fill(box, json);
  box.focus();
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await settle(guide);
  await c.updateComplete;
  return text(c.shadowRoot!.querySelector('.outcome'));
}

const rows = (tree: StateTree) => [...tree.shadowRoot!.querySelectorAll<HTMLElement>('[role="treeitem"]')];

describe("designer's console (issue 21)", () => {
  beforeEach(() => { localStorage.clear(); });
  afterEach(() => { localStorage.clear(); });

  it('DS 2.2.3: a typed event is refused with its rule and nothing changes; a legal one from the templates is applied, logged and undone; keyboard only, axe-clean', async () => {
    const place = dsSaved.findIndex((e) => e.type === 'PLACE_SUPPORT');
    const guide = await at('ds/teaching-java-1942', westernTurn.seed, dsSaved.slice(0, place));
    const c = await openByKeyboard(guide);
    const turn = guide.controller!;
    // From the switch, past the guide's skip link (issue 21's newcomer aids) and its two view buttons, to the event box.
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
    expect(deepActive(), 'Tab from the switch reaches the event box').toBe(c.shadowRoot!.querySelector('textarea'));

    // Not JSON: located, nothing sent.
    const before = turn.snapshot;
    expect(await sendTyped(c, guide, '{"type": "PLACE_SUPPORT",}')).toMatch(/^Not JSON: .* at line 1, column \d+/);
    // JSON, not an event of the ruleset: the parser's located problem.
    expect(await sendTyped(c, guide, '{"type": "PLACE_SUPPORT"}')).toMatch(/Refused — nothing changed .*unit/);
    // An event the rules refuse: the rule number, the state untouched.
    const refused = await sendTyped(c, guide, JSON.stringify({ type: 'PLACE_SUPPORT', unit: 'br-eastern-cv', to: { kind: 'hex', hex: 'w4114' } }));
    expect(refused).toMatch(/^Refused: .* — nothing changed/);
    expect(refused).toMatch(/2\.2\.3/);
    expect(turn.snapshot).toBe(before);
    expect(turn.events).toHaveLength(place);

    // A legal one from the templates (found with the filter): applied as the next event, its log lines and changes shown.
    await userEvent.fill(c.shadowRoot!.querySelector('input.legal-filter')!, 'br-eastern-cv w2717');
    await c.updateComplete;
    const template = [...c.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.template')]
      .find((b) => eventKey(JSON.parse(b.title)) === eventKey(dsSaved[place]));
    expect(c.shadowRoot!.querySelectorAll('button.template')).toHaveLength(1);
    expect(template, 'the saved placement is legal now').toBeDefined();
    template!.focus();
    await userEvent.keyboard('{Enter}');
    await c.updateComplete;
    expect(deepActive()).toBe(c.shadowRoot!.querySelector('textarea'));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await settle(guide);
    const applied = text(c.shadowRoot!.querySelector('.outcome.applied'));
    expect(applied).toMatch(new RegExp(`^Applied as event ${place + 1}: `));
    expect(applied).toContain('turn › placement');
    expect(turn.events).toHaveLength(place + 1);
    expect(eventKey(turn.events.at(-1))).toBe(eventKey(dsSaved[place]));
    expect(await seriousViolations(guide)).toEqual([]);

    // Undone from the console: back where it was.
    c.shadowRoot!.querySelector<HTMLButtonElement>('button.undo')!.click();
    await settle(guide);
    expect(turn.events).toHaveLength(place);
  });

  it('the state tree: the machine state value, the board, each counter and the bookkeeping, browsed by keyboard (tree pattern) and found by key', async () => {
    const guide = await at('ds/teaching-java-1942', westernTurn.seed, dsSaved.slice(0, 7));
    const c = await openByKeyboard(guide);
    const tree = treeOf(c);
    expect(tree.shadowRoot!.querySelector('[role="tree"]')!.getAttribute('aria-label')).toBe('Game state');
    expect(rows(tree).map((r) => text(r).split(':')[0])).toEqual(['value', 'game', 'turn', 'dice', 'log']);
    expect(rows(tree).filter((r) => r.getAttribute('tabindex') === '0')).toHaveLength(1);

    rows(tree)[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await tree.updateComplete;
    expect(text(deepActive())).toMatch(/^game: \{/);
    await userEvent.keyboard('{ArrowRight}');
    await tree.updateComplete;
    expect(deepActive()!.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    await tree.updateComplete;
    expect(deepActive()!.getAttribute('aria-level')).toBe('2');
    // Down to the counters, opened: one line per counter, a page at a time.
    for (let i = 0; i < 12 && !text(deepActive()).startsWith('counters'); i++) { await userEvent.keyboard('{ArrowDown}'); await tree.updateComplete; }
    expect(text(deepActive())).toMatch(/^counters: \{\d+ keys\}/);
    await userEvent.keyboard('{Enter}');
    await tree.updateComplete;
    expect(rows(tree).filter((r) => r.getAttribute('aria-level') === '3')).toHaveLength(100);
    await userEvent.keyboard('{ArrowDown}');
    await tree.updateComplete;
    expect(deepActive()!.getAttribute('aria-level')).toBe('3');
    await userEvent.keyboard('{ArrowLeft}');
    await tree.updateComplete;
    expect(text(deepActive())).toMatch(/^counters: /);
    await userEvent.keyboard('{ArrowLeft}');
    await tree.updateComplete;
    expect(deepActive()!.getAttribute('aria-expanded')).toBe('false');

    // A long node a hundred children at a time: the board's hexes, then the next hundred on Enter.
    tree.reveal(['game', 'board', 'hexes']);
    await tree.updateComplete;
    await userEvent.keyboard('{ArrowRight}');
    await tree.updateComplete;
    const level4 = () => rows(tree).filter((r) => r.getAttribute('aria-level') === '4' && !r.classList.contains('more'));
    const hexes = level4();
    expect(hexes).toHaveLength(100);
    expect(Number(hexes[0]!.getAttribute('aria-setsize'))).toBeGreaterThan(200);
    const more = rows(tree).find((r) => r.classList.contains('more'))!;
    expect(text(more)).toMatch(/^Show 100 more \(\d+ not shown\)$/);
    more.focus();
    await userEvent.keyboard('{Enter}');
    await tree.updateComplete;
    expect(level4()).toHaveLength(200);
    expect(deepActive()!.getAttribute('aria-posinset'), 'the focus on the first hex newly shown').toBe('101');

    // Found by key: the first match opens the tree down to it.
    await userEvent.fill(tree.shadowRoot!.querySelector('input.find')!, 'br-force-b');
    await tree.updateComplete;
    const match = tree.shadowRoot!.querySelector<HTMLButtonElement>('.matches button')!;
    expect(text(match)).toBe('game › counters › br-force-b');
    match.click();
    await tree.updateComplete;
    expect(text(deepActive())).toMatch(/^br-force-b: \{/);
    expect(await seriousViolations(guide)).toEqual([]);
  });

  it('R-FREE-MOVES: the free moves are said with their count and a template, not listed one by one; the template is applied as an unchecked move', async () => {
    const guide = await at('ds/teaching-java-1942', westernTurn.seed, []);
    const c = await openByKeyboard(guide);
    const turn = guide.controller!;
    expect(turn.legal.some((e) => e.type === 'FREE_MOVE'), 'the rules\' actions hold no free move').toBe(false);
    const said = c.shadowRoot!.querySelector('.free-moves')!;
    expect(text(said)).toContain(`Also unchecked free moves (R-FREE-MOVES): ${turn.freeMovers.length} counters may move`);
    expect(turn.freeMovers.length).toBeGreaterThan(10);
    const template = said.querySelector<HTMLButtonElement>('button.template')!;
    const example = JSON.parse(template.title) as { type: string; piece: string; to: string };
    expect(example).toEqual(turn.freeMovers[0]!.moves()[0]);
    template.focus();
    await userEvent.keyboard('{Enter}');
    await c.updateComplete;
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await settle(guide);
    expect(text(c.shadowRoot!.querySelector('.outcome.applied'))).toMatch(/^Applied as event 1: /);
    expect(turn.events).toEqual([example]);
    expect(turn.log.at(-1)!.message).toMatch(/^Unchecked move/);
  });

  it('is remembered open, and serves any ruleset: an OCS event refused with its rule', async () => {
    localStorage.setItem(CONSOLE_KEY, 'on');
    const guide = await at('ocs/teaching-naktong-1950', naktongTurn.seed, []);
    const c = consoleOf(guide);
    expect(c, 'opened, as it was left').not.toBeNull();
    await c!.updateComplete;
    const turn = guide.controller!, before = turn.snapshot;
    const refused = await sendTyped(c!, guide, JSON.stringify(naktongTurn.events[2]));
    expect(refused).toMatch(/^Refused: .* — nothing changed/);
    expect(refused).toMatch(/9\.\d.*sequence.notInThisStep/);
    expect(turn.snapshot).toBe(before);
    toggleOf().click();
    await settle(guide);
    expect(consoleOf(guide)).toBeNull();
    expect(localStorage.getItem(CONSOLE_KEY)).toBe('off');
  });
});
