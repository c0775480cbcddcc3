import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A failing fuzz case kept as a regression test (tests/fuzz/regressions/*.json): the ruleset, the
 * scenario, the side whose turn it is, the dice seed, and the shrunk list of events that once broke
 * an invariant, with a note on what was wrong and how it was fixed.
 */
export interface RegressionCase {
  readonly ruleset: string;
  readonly scenario: string;
  readonly side: string;
  readonly seed: number;
  readonly found: string;
  readonly events: readonly unknown[];
}

export const REGRESSIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../regressions');

export function readRegressions(): { file: string; regression: RegressionCase }[] {
  return readdirSync(REGRESSIONS_DIR).filter((f) => f.endsWith('.json')).sort()
    .map((file) => ({ file, regression: JSON.parse(readFileSync(join(REGRESSIONS_DIR, file), 'utf8')) as RegressionCase }));
}

/** The regression file's text: one event per line, like a saved game. */
export function formatRegression(r: RegressionCase): string {
  const events = r.events.map((e) => `    ${JSON.stringify(e)}`).join(',\n');
  return `{\n  "ruleset": ${JSON.stringify(r.ruleset)},\n  "scenario": ${JSON.stringify(r.scenario)},\n  "side": ${JSON.stringify(r.side)},\n  "seed": ${r.seed},\n`
    + `  "found": ${JSON.stringify(r.found)},\n  "events": [\n${events}\n  ]\n}\n`;
}
