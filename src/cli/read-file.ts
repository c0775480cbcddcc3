import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fail, ok, type InputProblem, type Result } from '../core/violation.ts';

/** Why a file could not be read, in words, from the error code Node gives. */
const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENAMETOOLONG: 'the file name is too long',
  ENOTDIR: 'a part of the path is not a directory',
};

/**
 * Reads a text file given on the command line (relative to `cwd`). Failure is an input problem
 * at path "(file)", the same shape as the scenario loader's, so every problem prints one way.
 */
export function readInputFile(file: string, cwd: string): Result<string, InputProblem> {
  try {
    const text = readFileSync(resolve(cwd, file), 'utf8');
    // A byte-order mark is not JSON; editors on some systems add one.
    return ok(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
    const reason = REASONS[code] ?? (e instanceof Error ? e.message : String(e));
    return fail([{ path: '(file)', message: `cannot read the file: ${reason}` }]);
  }
}
