import { fileKind, notAScenario } from './input/file-kind.ts';
import { readJsonText } from './input/read-json.ts';
import type { Registry } from './registry.ts';
import type { AnyRuleset } from './ruleset.ts';
import { fail, ok, type InputProblem, type Result } from './violation.ts';

/** A scenario read from text: the ruleset its `format` names, and the game it loads to. */
export interface LoadedScenario {
  readonly ruleset: AnyRuleset;
  readonly game: unknown;
}

/**
 * Scenario text of any registered ruleset to a game: the text's size and nesting are checked, it
 * is parsed as JSON (a syntax error located by line and column), an events or turn file is named
 * as such, its `format` picks the ruleset (loaded now if it was not yet), and the ruleset loads it,
 * every problem located.
 */
export async function readScenario(rulesets: Registry, text: string): Promise<Result<LoadedScenario, InputProblem>> {
  const read = readJsonText(text);
  if (!read.ok) return read;
  // An events or turn file given as a scenario is named for what it is.
  const other = notAScenario(fileKind(rulesets.entries, read.value));
  if (other) return fail([other]);
  const entry = rulesets.forScenario(read.value);
  if (!entry.ok) return entry;
  const ruleset = await entry.value.load();
  const game = ruleset.scenario.parse(read.value);
  return game.ok ? ok({ ruleset, game: game.value }) : game;
}
