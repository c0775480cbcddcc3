import { isUtf8 } from 'node:buffer';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fail, ok, type InputProblem, type Result } from '../core/violation.ts';
import { MAX_SCENARIO_BYTES, describeSize } from '../core/input/limits.ts';

/** Why a file could not be read, in words, from the error code Node gives. */
const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENAMETOOLONG: 'the file name is too long',
  ENOTDIR: 'a part of the path is not a directory',
};

const FILE = '(file)';

/** Length of the UTF-8 sequence a lead byte starts, or 0 for a byte that cannot start one. */
function sequenceLength(b: number): number {
  if (b < 0x80) return 1;
  if (b >= 0xc2 && b <= 0xdf) return 2;
  if (b >= 0xe0 && b <= 0xef) return 3;
  if (b >= 0xf0 && b <= 0xf4) return 4;
  return 0;
}

/**
 * Offset of the first byte that is not valid UTF-8, or undefined. Overlong forms, surrogates and
 * code points past U+10FFFF are refused as TextDecoder's fatal mode refuses them.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number | undefined {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const n = sequenceLength(b);
    if (n === 0) return i;
    const second = bytes[i + 1] ?? 0;
    const min = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const max = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    if (n > 1 && (second < min || second > max)) return i;
    for (let k = 2; k < n; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += n;
  }
  return undefined;
}

/** The problem for bytes that are not UTF-8 text, located by line and column. */
function notUtf8(bytes: Uint8Array, at: number): InputProblem {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) { line++; lineStart = i + 1; }
  const byte = bytes[at]!.toString(16).padStart(2, '0');
  return { path: FILE, message: `this file is not UTF-8 text: byte 0x${byte} at line ${line}, column ${at - lineStart + 1}; save it as UTF-8` };
}

/**
 * Reads a text file given on the command line (relative to `cwd`). Failure is an input problem
 * at path "(file)", the same shape as the scenario loader's, so every problem prints one way.
 * A file larger than `maxBytes` is refused before it is read, and one that is not UTF-8 is
 * refused rather than read with replacement characters.
 */
export function readInputFile(file: string, cwd: string, maxBytes = MAX_SCENARIO_BYTES): Result<string, InputProblem> {
  try {
    const path = resolve(cwd, file);
    const stat = statSync(path);
    if (stat.isDirectory()) return fail([{ path: FILE, message: `cannot read the file: ${REASONS['EISDIR']}` }]);
    if (stat.size > maxBytes) {
      return fail([{ path: FILE, message: `this file is ${describeSize(stat.size)}; turnchart reads files of at most ${describeSize(maxBytes)}` }]);
    }
    const bytes = readFileSync(path);
    const bad = isUtf8(bytes) ? undefined : firstInvalidUtf8(bytes);
    if (bad !== undefined) return fail([notUtf8(bytes, bad)]);
    const text = bytes.toString('utf8');
    // A byte-order mark is not JSON; editors on some systems add one.
    return ok(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
    const reason = REASONS[code] ?? (e instanceof Error ? e.message : String(e));
    return fail([{ path: FILE, message: `cannot read the file: ${reason}` }]);
  }
}
