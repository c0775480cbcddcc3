/**
 * Writes guide/catalog.json: the bundled scenarios of every registered ruleset at a glance
 * (title, ruleset, where it starts, the sides, a thumbnail of the map), which the guide's start
 * screen lists without loading any scenario or ruleset (src/core/catalog.ts).
 *
 *   npm run catalog              write the file
 *   npm run catalog -- --check   exit 1 if the committed file differs from what the scenarios give
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULESETS } from '../machines/rulesets.ts';
import { buildCatalog, isBundledScenario } from '../src/core/catalog.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOG_PATH = join(ROOT, 'guide/catalog.json');

/** Every file under scenarios/ that the catalog lists, with its text. */
export function bundledScenarioFiles(): { path: string; text: string }[] {
  const walk = (dir: string): string[] => readdirSync(join(ROOT, dir), { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? walk(`${dir}/${d.name}`) : [`${dir}/${d.name}`]));
  return walk('scenarios').filter(isBundledScenario).map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

/** The catalog's text, deterministic: same scenarios, same bytes (two-space indent, final newline). */
export async function catalogText(): Promise<string> {
  return `${JSON.stringify(await buildCatalog(RULESETS, bundledScenarioFiles()), null, 2)}\n`;
}

async function main(argv: readonly string[]): Promise<number> {
  const text = await catalogText();
  if (argv.includes('--check')) {
    let committed: string | undefined;
    try { committed = readFileSync(CATALOG_PATH, 'utf8'); } catch { committed = undefined; }
    if (committed === text) { console.log('guide/catalog.json is up to date'); return 0; }
    console.error('guide/catalog.json differs from the bundled scenarios: run `npm run catalog`');
    return 1;
  }
  writeFileSync(CATALOG_PATH, text);
  console.log(`wrote ${CATALOG_PATH}`);
  return 0;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) process.exitCode = await main(process.argv.slice(2));
