/**
 * How command results look: one plain-text form for people and one JSON form for programs,
 * carrying the same facts (the same problems, in the same order).
 */
import type { InputProblem } from '../core/violation.ts';
import { plural } from '../core/words.ts';

export { plural };

/**
 * One line per problem, `<file>: <path>: <message>`, then a count. A problem with the whole file
 * (path "(file)": unreadable, not JSON) reads `<file>: <message>`.
 */
export function formatProblems(file: string, problems: readonly InputProblem[]): string {
  const lines = problems.map((p) => (p.path === '(file)' ? `${file}: ${p.message}` : `${file}: ${p.path}: ${p.message}`));
  return `${lines.join('\n')}\n${plural(problems.length, 'problem')} in ${file}\n`;
}

export type ValidateJson =
  | { readonly ok: true; readonly file: string; readonly summary: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly file: string; readonly errors: readonly InputProblem[] };

export function formatJson(result: ValidateJson): string {
  const body = result.ok
    ? result
    : { ok: false, file: result.file, errors: result.errors.map((e) => ({ path: e.path, message: e.message })) };
  return `${JSON.stringify(body, null, 2)}\n`;
}

/** Any command's JSON result, pretty-printed, one trailing newline. */
export function formatResultJson(result: object): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}
