import type { CatalogEntry } from '../../src/core/catalog.ts';
import { MAX_SCENARIO_BYTES, describeSize } from '../../src/core/input/limits.ts';
import type { Registry } from '../../src/core/registry.ts';
import type { AnyRuleset } from '../../src/core/ruleset.ts';
import { readScenario } from '../../src/core/scenario-text.ts';
import type { InputProblem } from '../../src/core/violation.ts';
import type { OpenProblems } from '../start-screen/start-screen.ts';

/** A scenario read and checked by its ruleset: ready to play. */
export interface OpenedScenario {
  readonly ruleset: AnyRuleset;
  readonly game: unknown;
  /** The file it came from (a saved game may name it): `scenarios/...json`, or the name of the player's file. */
  readonly file: string;
  /** The scenario's name. */
  readonly title: string;
}

const FILE = '(file)';

/** Scenario text to a game, through the same reading as `turnchart validate` (every problem located). */
async function fromText(rulesets: Registry, source: string, file: string, text: string): Promise<OpenedScenario | OpenProblems> {
  // A byte-order mark is not JSON; editors on some systems add one (the CLI drops it too).
  const loaded = await readScenario(rulesets, text.startsWith('\uFEFF') ? text.slice(1) : text);
  if (!loaded.ok) return { source, problems: loaded.errors };
  const { ruleset, game } = loaded.value;
  return { ruleset, game, file, title: ruleset.views.position(game).title };
}

const problem = (source: string, message: string): OpenProblems => ({ source, problems: [{ path: FILE, message } satisfies InputProblem] });

/** A bundled scenario, fetched from where the page serves it. */
export async function readScenarioUrl(rulesets: Registry, entry: CatalogEntry, url: string | undefined): Promise<OpenedScenario | OpenProblems> {
  if (url === undefined) return problem(entry.id, `the file ${entry.file} is not served with this page`);
  try {
    const response = await fetch(url);
    if (!response.ok) return problem(entry.id, `cannot read ${entry.file}: HTTP ${response.status}`);
    return await fromText(rulesets, entry.id, entry.file, await response.text());
  } catch (e) {
    return problem(entry.id, `cannot read ${entry.file}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A scenario file the player chose: refused before reading when too large, and when it is not UTF-8 text. */
export async function readScenarioFile(rulesets: Registry, name: string, file: Blob): Promise<OpenedScenario | OpenProblems> {
  if (file.size > MAX_SCENARIO_BYTES) {
    return problem(name, `this file is ${describeSize(file.size)}; turnchart reads files of at most ${describeSize(MAX_SCENARIO_BYTES)}`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch (e) {
    return problem(name, e instanceof TypeError ? 'this file is not UTF-8 text; save it as UTF-8' : `cannot read the file: ${e instanceof Error ? e.message : String(e)}`);
  }
  return fromText(rulesets, name, name, text);
}
