import type { ScenarioCatalog } from '../src/core/catalog.ts';
import catalogUrl from './catalog.json?url';

/**
 * The bundled scenarios as the page serves them: each file a static asset of its own (fetched when
 * opened, never part of the JavaScript), and the catalog that lists them (guide/catalog.json,
 * `npm run catalog`). The files are those the catalog lists (src/core/catalog.ts isBundledScenario):
 * scenarios/*.json and scenarios/<ruleset>/*.json, not fixtures, saved games or generated boards.
 */
const FILES = import.meta.glob<string>(
  ['../scenarios/*.json', '../scenarios/*/*.json', '!**/fixtures/**', '!**/events/**', '!**/generated/**'],
  { query: '?url', import: 'default', eager: true },
);

/** Where a bundled scenario's file (`scenarios/ocs/teaching-naktong-1950.json`) is served, if it is. */
export const scenarioUrl = (file: string): string | undefined => FILES[`../${file}`];

/** The catalog of the bundled scenarios, fetched (a few kilobytes). */
export async function loadCatalog(): Promise<ScenarioCatalog> {
  const response = await fetch(catalogUrl);
  if (!response.ok) throw new Error(`the list of scenarios could not be read (HTTP ${response.status})`);
  return (await response.json()) as ScenarioCatalog;
}
