import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { CliRun } from '../cli/helpers.ts';

/** Every file under `dir` with its size and modification time: equal listings mean nothing was written. */
export function listing(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()
    .map((f) => { const s = statSync(join(dir, f)); return `${f} ${s.size} ${s.mtimeMs}\n`; }).join('');
}

/** Bad input as the CLI must report it: exit 2, words on stdout, nothing on stderr, no stack trace. */
export function expectPlainBadInput(r: CliRun): void {
  expect(r.code, r.out + r.err).toBe(2);
  expect(r.err).toBe('');
  expect(r.out).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n|\b(TypeError|RangeError|SyntaxError|ReferenceError)\b|internal error/);
}
