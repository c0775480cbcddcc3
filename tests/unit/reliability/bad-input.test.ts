import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, ROOT, tempDir, TINY } from '../cli/helpers.ts';
import { expectPlainBadInput, listing } from './bad-input-helpers.ts';

/**
 * The bad-input corpus (tests/bad-input/corpus/, written by tests/bad-input/make-corpus.ts): every
 * malformed scenario goes through `turnchart validate`, every malformed saved game through
 * `turnchart replay` on the tiny fixture, every malformed turn file through `turnchart verify` on
 * it (issue 21). Each must give its located problem (JSON path and
 * reason), exit code 2, nothing on stderr, no stack trace, and write no file.
 */
const CORPUS = join(ROOT, 'tests/bad-input/corpus');
interface Expected { readonly command: 'validate' | 'replay' | 'verify'; readonly path: string; readonly message: string }
const expected = JSON.parse(readFileSync(join(CORPUS, 'expected.json'), 'utf8')) as Record<string, Expected>;
const files = ['scenarios', 'events', 'turns'].flatMap((d) => readdirSync(join(CORPUS, d)).map((f) => `${d}/${f}`)).sort();

const argsFor = (file: string, e: Expected, json = false): string[] => {
  const path = join(CORPUS, file);
  const command = { validate: ['validate', path], replay: ['replay', join(ROOT, TINY), path], verify: ['verify', path, join(ROOT, TINY)] }[e.command];
  return [...command, ...(json ? ['--json'] : [])];
};

describe('the bad-input corpus', () => {
  const cwd = tempDir();
  let before = '';
  beforeAll(() => { before = listing(CORPUS) + listing(cwd); });

  it('holds at least 50 files, each with its expected problem', () => {
    expect(files.length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(expected).sort()).toEqual(files);
  });

  it.each(files)('%s: located problem, exit 2, no stack trace', async (file) => {
    const e = expected[file]!;
    const abs = join(CORPUS, file);
    const r = await cli(argsFor(file, e), cwd);
    expectPlainBadInput(r);
    const lead = e.path === '(file)' ? `${abs}: ` : `${abs}: ${e.path}: `;
    const lines = r.out.split('\n').filter((l) => l.startsWith(lead));
    expect(lines.some((l) => l.includes(e.message)), `${r.out}\nexpected a line starting "${lead}" with "${e.message}"`).toBe(true);
  });

  it.each(files)('%s --json: the same problem as data', async (file) => {
    const e = expected[file]!;
    const r = await cli(argsFor(file, e, true), cwd);
    expectPlainBadInput(r);
    const body = JSON.parse(r.out) as { ok: boolean; errors?: { path: string; message: string }[]; stop?: { problems: { path: string; message: string }[] } };
    expect(body.ok).toBe(false);
    const problems = body.errors ?? body.stop?.problems ?? [];
    expect(problems.some((p) => p.path === e.path && p.message.includes(e.message))).toBe(true);
  });

  afterAll(() => {
    // Nothing written: neither the corpus nor the working directory changed.
    expect(listing(CORPUS) + listing(cwd)).toBe(before);
  });
});
