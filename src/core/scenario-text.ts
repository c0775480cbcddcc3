import { locateJsonError } from './input/json-text.ts';
import { textLimitProblem } from './input/limits.ts';
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
 * is parsed as JSON (a syntax error located by line and column), its `format` picks the ruleset
 * (loaded now if it was not yet), and the ruleset loads it, every problem located.
 */
export async function readScenario(rulesets: Registry, text: string): Promise<Result<LoadedScenario, InputProblem>> {
  const tooMuch = textLimitProblem(text);
  if (tooMuch) return fail([tooMuch]);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail([{ path: '(file)', message: `not valid JSON: ${locateJsonError(text, e)}` }]);
  }
  const entry = rulesets.forScenario(json);
  if (!entry.ok) return entry;
  const ruleset = await entry.value.load();
  const game = ruleset.scenario.parse(json);
  return game.ok ? ok({ ruleset, game: game.value }) : game;
}
