import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { AUTOSAVE_KEY, writeAutosave } from '../../components/shared/autosave.ts';
import { RULESETS } from '../../machines/rulesets.ts';
import catalog from '../../guide/catalog.json';
import tiny from '../../scenarios/fixtures/tiny.json';
import { readScenario } from '../../src/core/scenario-text.ts';
import { deepActive, guideOf, mountApp, seriousViolations, startScreenOf, text } from './support/app-driver.ts';
import { partOf, settle } from './support/guide-driver.ts';

/**
 * Issue 21, any scenario: the start screen lists the bundled scenarios of every ruleset, opens one
 * (its address names it, so a link reopens it), opens a scenario file of the player's (problems
 * located as `turnchart validate` locates them), and continues or restarts the game this browser
 * holds. Keyboard only where a player could; axe-core clean on each screen.
 */
const tinyText = JSON.stringify(tiny);
const broken = JSON.stringify({ ...tiny, hexes: tiny.hexes.map((h, i) => (i === 1 ? { ...h, terrain: 'lava' } : h)) });

async function upload(root: ShadowRoot, name: string, content: string): Promise<void> {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File([content], name, { type: 'application/json' }));
}

describe('the start screen (issue 21)', () => {
  beforeEach(() => { localStorage.clear(); });
  afterEach(() => { localStorage.clear(); });

  it('lists the bundled scenario of every ruleset: title, ruleset, start, sides and a thumbnail of its map; axe-clean', async () => {
    const { app } = await mountApp();
    const root = startScreenOf(app);
    const cards = [...root.querySelectorAll('li.card')];
    expect(cards.map((c) => c.getAttribute('data-id'))).toEqual(catalog.scenarios.map((s) => s.id));
    for (const r of RULESETS.entries) expect(cards.some((c) => text(c.querySelector('.ruleset')) === r.title), r.id).toBe(true);
    const ocs = root.querySelector('li.card[data-id="ocs/teaching-naktong-1950"]')!;
    expect(text(ocs.querySelector('h3'))).toBe('Teaching: the Naktong, September 1950');
    expect(text(ocs.querySelector('.facts'))).toBe('Turn 1, 1 September 1950 · North Korean player turn');
    expect(text(ocs.querySelector('.sides'))).toBe('North Korean · UN Command');
    // The thumbnail is drawn from the map: one path per terrain, in the map's terrain colours.
    const paths = [...ocs.querySelectorAll('svg.thumbnail path')];
    expect(paths.map((p) => p.getAttribute('class'))).toContain('t-sea');
    expect(getComputedStyle(ocs.querySelector('svg.thumbnail path.t-sea')!).fill).toBe('rgb(169, 208, 230)');
    expect(ocs.querySelector('svg.thumbnail')!.getBoundingClientRect().width).toBeGreaterThan(60);
    // Every bundled scenario is served with the page.
    expect(root.querySelectorAll('button.new')).toHaveLength(catalog.scenarios.length);
    expect(await seriousViolations(app)).toEqual([]);
  });

  it('opens a bundled scenario from its card, keyboard only: the address names it and the focus is on its first legal action', async () => {
    const { app, navigations } = await mountApp();
    (app.shadowRoot!.querySelector('tc-start-screen')!).focusFirst();
    expect(deepActive()?.getAttribute('aria-label')).toBe('New game: Teaching: the Don bend, summer 1942');
    await userEvent.keyboard('{Tab}');
    expect(deepActive()?.getAttribute('aria-label')).toBe('New game: Teaching: the invasion of Java, spring 1942');
    await userEvent.keyboard('{Tab}');
    expect(deepActive()?.getAttribute('aria-label')).toBe('New game: Teaching: the Naktong, September 1950');
    await userEvent.keyboard('{Enter}');
    const guide = await guideOf(app);
    expect(text(guide.shadowRoot!.querySelector('header h1'))).toBe('Teaching: the Naktong, September 1950');
    expect(guide.ruleset!.id).toBe('ocs');
    expect(guide.scenarioFile).toBe('scenarios/ocs/teaching-naktong-1950.json');
    expect(navigations.at(-1)).toEqual({ search: '?scenario=ocs/teaching-naktong-1950', title: 'turnchart — Teaching: the Naktong, September 1950 (Operational Combat Series)' });
    await settle(guide);
    expect(deepActive()?.closest('tc-legal-actions') ?? deepActive()?.getRootNode()).toBe(partOf(guide, 'tc-legal-actions').shadowRoot);
    expect(deepActive()?.tagName).toBe('BUTTON');
    expect(await seriousViolations(app)).toEqual([]);

    // "New game" (keyboard) goes back to the start screen, its address without a scenario.
    const newGame = app.shadowRoot!.querySelector<HTMLButtonElement>('button.new-game')!;
    newGame.focus();
    await userEvent.keyboard('{Enter}');
    await app.updateComplete;
    expect(startScreenOf(app).querySelectorAll('li.card')).toHaveLength(catalog.scenarios.length);
    expect(navigations.at(-1)!.search).toBe('');
    expect(deepActive()?.getAttribute('aria-label')).toBe('New game: Teaching: the Don bend, summer 1942');
  });

  it('a link with ?scenario=<id> reopens that scenario; an unknown one says which exist', async () => {
    const first = await mountApp();
    startScreenOf(first.app).querySelector<HTMLButtonElement>('li.card[data-id="ds/teaching-java-1942"] button.new')!.click();
    await guideOf(first.app);
    const link = first.navigations.at(-1)!.search;
    expect(link).toBe('?scenario=ds/teaching-java-1942');

    const again = await mountApp(link);
    const guide = await guideOf(again.app);
    expect(text(guide.shadowRoot!.querySelector('header h1'))).toBe('Teaching: the invasion of Java, spring 1942');
    expect(guide.ruleset!.id).toBe('ds');
    // The browser's Back: the page hands the app the address it went back to.
    again.app.search = '';
    await again.app.updateComplete;
    expect(startScreenOf(again.app).querySelectorAll('li.card')).toHaveLength(catalog.scenarios.length);

    const unknown = await mountApp('?scenario=ds/no-such-game');
    await unknown.app.updateComplete;
    const alert = startScreenOf(unknown.app).querySelector('[role="alert"]')!;
    expect(text(alert)).toBe('ds/no-such-game cannot be opened: 1 problem scenario: no bundled scenario is named "ds/no-such-game"; the bundled ones are: awaw/teaching-don-1942, ds/teaching-java-1942, ocs/teaching-naktong-1950');
  });

  it('opens a valid scenario file of the player\'s; an invalid one is refused with its problems located as the CLI locates them; axe-clean', async () => {
    const { app } = await mountApp();
    let root = startScreenOf(app);
    // The file chooser is reached by the keyboard, named by its label.
    (app.shadowRoot!.querySelector('tc-start-screen')!).focusFirst();
    for (let i = 0; i < catalog.scenarios.length; i++) await userEvent.keyboard('{Tab}');
    const input = root.querySelector('input[type="file"]')!;
    expect(deepActive()).toBe(input);
    expect(text(input.closest('label'))).toBe('Open a scenario file…');

    await upload(root, 'broken.json', broken);
    await app.updateComplete;
    await expect.poll(() => root.querySelector('[role="alert"]')).not.toBeNull();
    const expected = await readScenario(RULESETS, broken);
    expect(expected.ok).toBe(false);
    const errors = expected.ok ? [] : expected.errors;
    expect(errors.map((e) => e.path)).toContain('hexes[1].terrain');
    const alert = root.querySelector('[role="alert"]')!;
    expect(text(alert.querySelector('h3'))).toBe(`broken.json cannot be opened: ${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}`);
    expect([...alert.querySelectorAll('li')].map(text)).toEqual(errors.map((e) => `${e.path}: ${e.message}`));
    expect(await seriousViolations(app)).toEqual([]);

    await upload(root, 'not-json.json', '{"format": "turnchart/ds-scenario@1",\n  "name": }');
    await expect.poll(() => text(root.querySelector('[role="alert"] li'))).toMatch(/^not valid JSON: .*line 2, column \d+/);
    expect(text(root.querySelector('[role="alert"] h3'))).toBe('not-json.json cannot be opened: 1 problem');

    await upload(root, 'tiny.json', tinyText);
    const guide = await guideOf(app);
    expect(text(guide.shadowRoot!.querySelector('header h1'))).toBe(tiny.name);
    expect(guide.scenarioFile).toBe('tiny.json');
    root = startScreenOf((await mountApp()).app);
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('continues the game this browser holds, or starts it anew once the player confirms', async () => {
    writeAutosave({ ruleset: 'ds', scenario: 'Teaching: the invasion of Java, spring 1942', seed: 1, events: [{ type: 'CONTINUE' }, { type: 'CONTINUE' }] });
    const { app } = await mountApp('', true);
    let root = startScreenOf(app);
    const card = root.querySelector('li.card[data-id="ds/teaching-java-1942"]')!;
    expect(text(card.querySelector('.saved'))).toBe('Saved in this browser: 2 events');
    expect(root.querySelector('li.card[data-id="ocs/teaching-naktong-1950"] .saved')).toBeNull();
    card.querySelector<HTMLButtonElement>('button.continue')!.focus();
    expect(deepActive()?.getAttribute('aria-label')).toBe('Continue: Teaching: the invasion of Java, spring 1942 (2 events)');
    await userEvent.keyboard('{Enter}');
    let guide = await guideOf(app);
    expect(guide.controller!.events).toEqual([{ type: 'CONTINUE' }, { type: 'CONTINUE' }]);

    app.search = '';
    await app.updateComplete;
    root = startScreenOf(app);
    root.querySelector<HTMLButtonElement>('li.card[data-id="ds/teaching-java-1942"] button.new')!.focus();
    await userEvent.keyboard('{Enter}');
    await app.shadowRoot!.querySelector('tc-start-screen')!.updateComplete;
    // Asked first; the focus on the choice that replaces the save.
    expect(text(root.querySelector('.confirm p'))).toBe('A new game replaces the game of this scenario saved in this browser (2 events).');
    expect(deepActive()?.textContent).toBe('Start a new game');
    expect(await seriousViolations(app)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    guide = await guideOf(app);
    expect(guide.controller!.events).toEqual([]);
    expect(JSON.parse(localStorage.getItem(AUTOSAVE_KEY) ?? '{"events":[]}').events).toEqual([]);
  });
});
