import type { InputProblem } from '../violation.ts';

/**
 * How much input turnchart reads (docs/scenario-format.md, "Limits"). A generated full-size board
 * (two maps, ~5,000 hexes, ~600 counters) is about 1 MB, so these leave ample room for real
 * scenarios while refusing, with a plain message, files that are not scenarios at all.
 */

/** Largest scenario file read: 16 MB. Larger files are refused before they are read. */
export const MAX_SCENARIO_BYTES = 16 * 1024 * 1024;
/** Deepest nesting of arrays and objects: a scenario nests 6 levels at most; junk is refused before parsing. */
export const MAX_NESTING = 64;
/** Problems listed for one file; the rest are counted, so a broken file does not flood the screen. */
export const MAX_PROBLEMS = 200;

/** '1.5 MB', '812 bytes'. */
export function describeSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${bytes} bytes` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Line and column (from 1) of a character offset. */
function lineColumn(text: string, offset: number): string {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) { line++; start = i + 1; }
  return `line ${line}, column ${offset - start + 1}`;
}

/**
 * The problem with a text too long, or nested deeper than MAX_NESTING (found by a scan that skips
 * strings), or undefined. Checked before JSON.parse, so junk never reaches the parser or the schema.
 */
export function textLimitProblem(text: string, maxChars = MAX_SCENARIO_BYTES): InputProblem | undefined {
  if (text.length > maxChars) {
    return { path: '(file)', message: `this text is ${describeSize(text.length)} long; a scenario is at most ${describeSize(maxChars)}` };
  }
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > MAX_NESTING) {
        return { path: '(file)', message: `arrays and objects nested more than ${MAX_NESTING} levels deep at ${lineColumn(text, i)}; a scenario nests a few levels only` };
      }
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return undefined;
}

/** At most MAX_PROBLEMS problems, and a last line counting the ones left out. */
export function capProblems(problems: readonly InputProblem[]): readonly InputProblem[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  const rest = problems.length - MAX_PROBLEMS;
  return [...problems.slice(0, MAX_PROBLEMS), { path: '(file)', message: `… and ${rest} more problems (only the first ${MAX_PROBLEMS} are listed)` }];
}
