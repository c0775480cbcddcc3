import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { actionsByTarget } from '../../components/legal-actions/action-targets.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import type { AnyRuleset, RulesetEvent } from '../../src/core/ruleset.ts';
import { deepActive, seriousViolations, text } from './support/app-driver.ts';
import { mountGuide, partOf, passTo, rootOf, settle } from './support/guide-driver.ts';
import { TEACHINGS, choicesNow, gameOf, teachingAt } from './support/newcomer.ts';
import { teachingGame } from './support/scenario.ts';
import { javaInvasionAtSea } from '../support/java-invasion.ts';

/**
 * Issue 21, what a new player tripped on (the map and the words): targets named by place as well
 * as hex id, buttons told apart, the units of Combine, Break down and Eliminate ringed on the map,
 * a map legend complete for each ruleset, and a confirm before an action that leaves units where a
 * later automatic step eliminates them. For every ruleset, axe-core clean.
 */
const DS = TEACHINGS[0]!;
const actionsRoot = (guide: TurnGuide) => rootOf(guide, 'tc-legal-actions');
const keyButton = (guide: TurnGuide, key: string) => actionsRoot(guide).querySelector<HTMLElement>(`button[data-key="${CSS.escape(key)}"]`)!;

describe('issue 21: targets named by place and hex id', () => {
  for (const t of TEACHINGS) {
    it(`${t.ruleset.id}: the listed targets and the map's target read "Place (hex)" where the map names the hex`, async () => {
      const guide = await teachingAt(t, 0);
      const turn = guide.controller!, views = t.ruleset.views;
      let checked = 0;
      for (let n = 0; n <= t.events.length && checked === 0; n++) {
        const game = views.gameOf(turn.snapshot.context), named = new Map(views.map(game).hexes.filter((h) => h.name).map((h) => [h.id, h.name!]));
        const choice = choicesNow(guide).find((c) => c.targeted && [...actionsByTarget(c.actions, views).keys()].some((k) => named.has(k)));
        if (choice) {
          await settle(guide);
          await userEvent.click(keyButton(guide, choice.key));
          await settle(guide);
          const summary = actionsRoot(guide).querySelector<HTMLElement>('.all-targets > button.list-all[aria-expanded="false"]');
          if (summary) { await userEvent.click(summary); await settle(guide); }
          for (const b of actionsRoot(guide).querySelectorAll<HTMLElement>('.armed button[data-target]')) {
            const key = b.dataset['target']!, name = named.get(key);
            if (!name) continue;
            expect(text(b)).toBe(`${name} (${key})`);
            expect(b.getAttribute('aria-label')).toContain(`${name} (${key})`);
            // The map's one tab stop, moved onto it, is named the same way.
            expect(partOf(guide, 'tc-board-map').targets!.get(key)).toContain(`${name} (${key})`);
            checked++;
          }
        } else if (n < t.events.length) turn.send(t.events[n]!);
      }
      expect(checked, 'a named target').toBeGreaterThan(0);
      expect(await seriousViolations(guide)).toEqual([]);
    });
  }
});

describe('issue 21: buttons told apart', () => {
  it('DS 2.2.4: the two Blitz markers of the Force Pool are two buttons, "Blitz 1 · 1 target" and "Blitz 2 · 1 target"', async () => {
    const guide = await teachingAt(DS, DS.events.findIndex((e) => e.type === 'PLACE_BLITZ'));
    const blitz = [...actionsRoot(guide).querySelectorAll<HTMLElement>('button[data-type="PLACE_BLITZ"]')];
    expect(blitz.map(text)).toEqual(['Blitz 1 · 1 target', 'Blitz 2 · 1 target']);
    expect(new Set(blitz.map((b) => b.getAttribute('aria-label'))).size).toBe(2);
  });

  for (const t of TEACHINGS) {
    it(`${t.ruleset.id}: at every position of the teaching file, no two buttons of a list share a name or a text`, async () => {
      const guide = await teachingAt(t, 0);
      const clashes: string[] = [];
      for (let n = 0; n <= t.events.length; n++) {
        await settle(guide);
        for (const list of actionsRoot(guide).querySelectorAll('ul')) {
          const buttons = [...list.querySelectorAll(':scope > li > button')];
          for (const read of [(b: Element) => b.getAttribute('aria-label') ?? text(b), text]) {
            const names = buttons.map(read), twice = names.filter((x, i) => names.indexOf(x) !== i);
            if (twice.length > 0) clashes.push(`after ${n} events: ${twice.join(' | ')}`);
          }
        }
        if (n < t.events.length) expect(guide.controller!.send(t.events[n]!)).toEqual([]);
      }
      expect(clashes).toEqual([]);
    }, 120_000);
  }
});

/** The hexes the map rings now. */
const ringed = (guide: TurnGuide): string[] => [...partOf(guide, 'tc-board-map').marked ?? []].sort();

/** Where the pieces stand on the map now. */
function hexesOf(guide: TurnGuide, pieces: readonly string[]): string[] {
  const views = guide.ruleset!.views, stacks = views.stacks(views.gameOf(guide.controller!.snapshot.context)).stacks;
  return [...stacks].filter(([, s]) => s.some((p) => pieces.includes(p.id))).map(([hex]) => hex).sort();
}

describe('issue 21: the units an action names, ringed on the map', () => {
  for (const type of ['COMBINE', 'BREAK_DOWN', 'ELIMINATE']) {
    it(`DS 2.3: pointing at or focusing a ${type} action rings the hexes of its units; leaving it clears them`, async () => {
      const guide = await teachingAt(DS, 0);
      for (let n = 0; n < DS.events.length && !guide.controller!.legal.some((e) => e.type === type); n++) guide.controller!.send(DS.events[n]!);
      await settle(guide);
      const action = guide.controller!.legal.find((e) => e.type === type)!;
      expect(action, type).toBeDefined();
      const pieces = dsRuleset.views.piecesOf!(action as never);
      const where = hexesOf(guide, pieces);
      expect(where.length).toBeGreaterThan(0);
      const label = guide.ruleset!.views.describe(action, guide.ruleset!.views.gameOf(guide.controller!.snapshot.context));
      const button = actionsRoot(guide).querySelector<HTMLElement>(`button[aria-label="${CSS.escape(label)}"]`)!;
      await userEvent.hover(button);
      await settle(guide);
      expect(ringed(guide)).toEqual(where);
      expect(partOf(guide, 'tc-board-map').shadowRoot!.querySelector('g.marked path')).not.toBeNull();
      await userEvent.hover(guide.shadowRoot!.querySelector('h1')!); // the pointer leaves for the heading
      await settle(guide);
      expect(ringed(guide)).toEqual([]);
      // From the keyboard: the focus on the button does the same.
      button.focus();
      await settle(guide);
      expect(ringed(guide)).toEqual(where);
      expect(await seriousViolations(guide)).toEqual([]);
    });
  }

  for (const t of TEACHINGS.slice(1)) {
    it(`${t.ruleset.id}: an action on units where they stand rings them when focused`, async () => {
      const guide = await teachingAt(t, 0);
      const views = t.ruleset.views, turn = guide.controller!;
      const plain = () => choicesNow(guide).find((c) => !c.targeted && (views.piecesOf?.(c.actions[0]!) ?? []).length > 0 && hexesOf(guide, views.piecesOf!(c.actions[0]!)).length > 0);
      for (let n = 0; n < t.events.length && !plain(); n++) turn.send(t.events[n]!);
      const choice = plain();
      expect(choice, 'an action on units').toBeDefined();
      await settle(guide);
      actionsRoot(guide).querySelector<HTMLElement>(`button[aria-label="${CSS.escape(choice!.label)}"]`)!.focus();
      await settle(guide);
      expect(ringed(guide)).toEqual(hexesOf(guide, views.piecesOf!(choice!.actions[0]!)));
    });
  }
});

describe('issue 21: the map legend', () => {
  for (const t of TEACHINGS) {
    it(`${t.ruleset.id}: under the map, every side's colour, every terrain and every hexside feature of the map, each named and told apart`, async () => {
      const guide = await teachingAt(t, 0);
      const views = t.ruleset.views, game = gameOf(t), map = views.map(game), position = views.position(game);
      const legend = partOf(guide, 'tc-map-legend');
      expect(legend).not.toBeNull();
      expect(legend.closest('.map') ?? legend.parentElement!.closest('.map')).not.toBeNull();
      const root = legend.shadowRoot!, entries = [...root.querySelectorAll('span')];
      const entry = (name: string) => entries.find((s) => text(s) === name || text(s) === `${name} counter`);
      const fills = position.sides.map((s) => {
        const e = entry(s.name);
        expect(e, s.name).toBeDefined();
        return getComputedStyle(e!.querySelector('rect')!).fill;
      });
      expect(new Set(fills).size, `side colours ${fills.join(', ')}`).toBe(fills.length);
      expect(fills).not.toContain('rgb(204, 204, 204)'); // the neutral colour
      for (const terrain of new Set(map.hexes.map((h) => h.terrain))) {
        expect(entry(map.terrainNames[terrain] ?? '?'), terrain).toBeDefined();
      }
      const strokes = [...new Set(map.sides.flatMap((s) => s.features))].map((f) => {
        const e = entry(map.featureNames[f] ?? '?');
        expect(e, f).toBeDefined();
        const line = getComputedStyle(e!.querySelector('line')!);
        return `${line.stroke} ${line.strokeWidth} ${line.strokeDasharray}`;
      });
      expect(new Set(strokes).size, strokes.join('; ')).toBe(strokes.length);
      expect(strokes.filter((s) => s.startsWith('rgb(85, 85, 85) 2px')), 'a feature in the default stroke').toEqual([]);
      expect(await seriousViolations(guide)).toEqual([]);
    });
  }
});

/**
 * The Western invasion of Java at sea (as tests/machines/beachhead-maintenance.test.ts sets it): a
 * Beachhead-2 off Telekbetung with the Australian 7th Division on it, which may stay or be returned.
 */
function javaAtSea() {
  return javaInvasionAtSea(teachingGame());
}

describe('issue 21: a warning before an action a later step punishes', () => {
  it('DS 2.2.2 / 2.2.5: returning a Beachhead with units on it asks first, by keyboard; Cancel (or Escape) sends nothing, "Do it anyway" sends it', async () => {
    const guide = await mountGuide(javaAtSea(), 1);
    await passTo(guide, 'ds.admin.politicalEvents');
    for (let i = 0; i < 2; i++) expect(guide.controller!.send({ type: 'ROLL', value: 1 } as RulesetEvent)).toEqual([]);
    await passTo(guide, 'ds.support.beachheadMaintenance');
    const sent = guide.controller!.events.length;
    const ret = { type: 'RETURN_BEACHHEAD', marker: 'we-bh-2' } as RulesetEvent;
    expect(dsRuleset.views.warnings!(guide.controller!.snapshot.context as never, ret as never).map((w) => w.rule)).toEqual(['2.2.5']);
    const label = guide.ruleset!.views.describe(ret, guide.ruleset!.views.gameOf(guide.controller!.snapshot.context));
    const button = () => actionsRoot(guide).querySelector<HTMLElement>(`button[aria-label="${CSS.escape(label)}"]`)!;
    const dialog = () => guide.shadowRoot!.querySelector('tc-action-warning');
    // Keeping a Beachhead warns of nothing: no confirm.
    expect((guide.ruleset as AnyRuleset).views.warnings!(guide.controller!.snapshot.context, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-2' } as RulesetEvent)).toEqual([]);

    button().focus();
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    expect(dialog()).not.toBeNull();
    const root = dialog()!.shadowRoot!;
    expect(root.querySelector('dialog')!.open).toBe(true);
    expect(text(root.querySelector('ul'))).toMatch(/^2\.2\.5.*7th Division.*at sea without a Beachhead marker.*eliminated at Beachhead Failure \(2\.2\.5\)/);
    expect(text(deepActive())).toBe('Cancel');
    expect(await seriousViolations(guide)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await settle(guide);
    expect(dialog()).toBeNull();
    expect(guide.controller!.events).toHaveLength(sent);
    await vi.waitFor(() => expect((deepActive()?.getRootNode() as ShadowRoot).host?.localName).toBe('tc-legal-actions'));

    button().focus();
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    await userEvent.keyboard('{Tab}');
    expect(text(deepActive())).toBe('Do it anyway');
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    expect(dialog()).toBeNull();
    expect(guide.controller!.events.at(-1)).toEqual(ret);
    expect(guide.controller!.events).toHaveLength(sent + 1);
  });
});
