import { locateJsonError } from './json-text.ts';
import { textLimitProblem } from './limits.ts';
import { fail, ok, type InputProblem, type Result } from '../violation.ts';

/**
 * Text a player gave us (a scenario, a saved game) to JSON: text over the size limit, or nested
 * deeper than any file of ours, is refused before it is parsed; a syntax error is located by line
 * and column. Every ruleset's scenario text goes through here before its own checks.
 */
export function readJsonText(text: string): Result<unknown, InputProblem> {
  const tooMuch = textLimitProblem(text);
  if (tooMuch) return fail([tooMuch]);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    return fail([{ path: '(file)', message: `not valid JSON: ${locateJsonError(text, e)}` }]);
  }
}
