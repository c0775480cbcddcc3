import axe from 'axe-core';
import { expect, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../../components/guide-app/guide-app.ts';
import type { GuideApp } from '../../../components/guide-app/guide-app.ts';
import type { TurnGuide } from '../../../components/turn-guide/turn-guide.ts';
import { scenarioUrl } from '../../../guide/scenarios.ts';
import { RULESETS } from '../../../machines/rulesets.ts';
import catalog from '../../../guide/catalog.json';
import type { ScenarioCatalog } from '../../../src/core/catalog.ts';
import { settle } from './guide-driver.ts';

/** The guide as the page has it (guide/main.ts): the registry, the bundled scenarios and their files, the address. */
export interface MountedApp {
  readonly app: GuideApp;
  /** Every address the app asked the page to show, in order. */
  readonly navigations: { search: string; title: string }[];
}

export async function mountApp(search = '', autosave = false): Promise<MountedApp> {
  document.body.replaceChildren();
  const app = document.createElement('tc-guide-app');
  const navigations: MountedApp['navigations'] = [];
  app.addEventListener('guide-navigate', (e) => navigations.push(e.detail));
  app.autosave = autosave;
  app.rulesets = RULESETS;
  app.catalog = catalog as ScenarioCatalog;
  app.scenarioUrl = scenarioUrl;
  app.search = search;
  document.body.append(app);
  await app.updateComplete;
  return { app, navigations };
}

export const startScreenOf = (app: GuideApp): ShadowRoot => {
  const start = app.shadowRoot!.querySelector('tc-start-screen');
  expect(start, 'the start screen is not shown').not.toBeNull();
  return start!.shadowRoot!;
};

/** The app's game once opened (a scenario is fetched, its ruleset and the guide loaded) and drawn. */
export async function guideOf(app: GuideApp): Promise<TurnGuide> {
  await vi.waitFor(() => { if (!app.guide?.controller) throw new Error('no game opened yet'); }, { timeout: 30_000, interval: 50 });
  const guide = app.guide!;
  await settle(guide);
  await app.updateComplete;
  return guide;
}

/** The element that has the keyboard focus, through every shadow root. */
export function deepActive(): Element | null {
  let at: Element | null = document.activeElement;
  while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
  return at;
}

/** axe-core's serious and critical findings on `root`, one line each. */
export async function seriousViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { resultTypes: ['violations'] });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

export const text = (root: ParentNode | null | undefined): string => (root?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Focuses `el` and presses Enter on it: the keyboard alone. */
export async function enter(guide: TurnGuide, el: HTMLElement | null | undefined): Promise<void> {
  expect(el, 'no such control').toBeTruthy();
  el!.focus();
  expect(deepActive()).toBe(el);
  await userEvent.keyboard('{Enter}');
  await settle(guide);
}
