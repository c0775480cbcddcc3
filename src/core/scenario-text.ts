import { fileKind, notAScenario } from './input/file-kind.ts';
import { readJsonText } from './input/read-json.ts';
import type { Registry, RulesetEntry } from './registry.ts';
import type { AnyRuleset } from './ruleset.ts';
import { fail, ok, type InputProblem, type Result } from './violation.ts';

/** A scenario read from text: the ruleset its `format` names, and the game it loads to. */
export interface LoadedScenario {
  readonly ruleset: AnyRuleset;
  readonly game: unknown;
}

/** Scenario text to its JSON and the registry entry its `format` names, or the located problems. */
function scenarioJson(rulesets: Registry, text: string): Result<{ readonly json: unknown; readonly entry: RulesetEntry }, InputProblem> {
  const read = readJsonText(text);
  if (!read.ok) return read;
  // An events or turn file given as a scenario is named for what it is.
  const other = notAScenario(fileKind(rulesets.entries, read.value));
  if (other) return fail([other]);
  const entry = rulesets.forScenario(read.value);
  return entry.ok ? ok({ json: read.value, entry: entry.value }) : entry;
}

/** A scenario checked by its ruleset's scenario reading alone, and the game it loads to. */
export interface CheckedScenario {
  readonly scenario: AnyRuleset['scenario'];
  readonly game: unknown;
}

/**
 * Scenario text of any registered ruleset to a game: the text's size and nesting are checked, it
 * is parsed as JSON (a syntax error located by line and column), an events or turn file is named
 * as such, its `format` picks the ruleset (loaded now if it was not yet), and the ruleset loads it,
 * every problem located.
 */
export async function readScenario(rulesets: Registry, text: string): Promise<Result<LoadedScenario, InputProblem>> {
  const found = scenarioJson(rulesets, text);
  if (!found.ok) return found;
  const ruleset = await found.value.entry.load();
  const game = ruleset.scenario.parse(found.value.json);
  return game.ok ? ok({ ruleset, game: game.value }) : game;
}

/**
 * The same reading and checks as `readScenario`, with the ruleset's scenario reading alone (its
 * `loadScenario`): what checking a file needs, without loading the turn machine and the rules.
 */
export async function checkScenario(rulesets: Registry, text: string): Promise<Result<CheckedScenario, InputProblem>> {
  const found = scenarioJson(rulesets, text);
  if (!found.ok) return found;
  const scenario = await found.value.entry.loadScenario();
  const game = scenario.parse(found.value.json);
  return game.ok ? ok({ scenario, game: game.value }) : game;
}
