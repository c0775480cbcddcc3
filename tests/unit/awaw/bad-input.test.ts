import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, ROOT, tempDir } from '../cli/helpers.ts';
import { listing } from '../reliability/bad-input-helpers.ts';

/**
 * The AWAW bad-input corpus (tests/bad-input/awaw/corpus/, written by
 * tests/bad-input/awaw/make-corpus.ts): every malformed scenario through `turnchart validate`,
 * every bad saved game through `turnchart replay` on the small-front fixture. Each gives its
 * located problem (JSON path and words), exit 2 for bad input or 1 for an event the rules refuse
 * (with its rule), nothing on stderr, no stack trace, and writes no file.
 */
const CORPUS = join(ROOT, 'tests/bad-input/awaw/corpus');
const SCENARIO = join(ROOT, 'scenarios/awaw/fixtures/small-front.json');
interface Expected { readonly command: 'validate' | 'replay'; readonly path: string; readonly message: string; readonly code: 1 | 2 }
const expected = JSON.parse(readFileSync(join(CORPUS, 'expected.json'), 'utf8')) as Record<string, Expected>;
const files = ['scenarios', 'events'].flatMap((d) => readdirSync(join(CORPUS, d)).map((f) => `${d}/${f}`)).sort();
const argsFor = (file: string, e: Expected, json = false): string[] =>
  [...(e.command === 'validate' ? ['validate'] : ['replay', SCENARIO]), join(CORPUS, file), ...(json ? ['--json'] : [])];

describe('the AWAW bad-input corpus', () => {
  const cwd = tempDir();
  let before = '';
  beforeAll(() => { before = listing(CORPUS) + listing(cwd); });

  it('holds at least 60 files, each with its expected problem', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(expected).sort()).toEqual(files);
  });

  it.each(files)('%s: located problem, its exit code, no stack trace', async (file) => {
    const e = expected[file]!;
    const abs = join(CORPUS, file);
    const r = await cli(argsFor(file, e), cwd);
    expect(r.code, r.out + r.err).toBe(e.code);
    expect(r.err).toBe('');
    expect(r.out).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n|\b(TypeError|RangeError|SyntaxError|ReferenceError)\b|internal error/);
    const lead = e.path === '(file)' ? `${abs}: ` : `${abs}: ${e.path}: `;
    if (e.code === 2) {
      expect(r.out.split('\n').some((l) => l.startsWith(lead) && l.includes(e.message)), `${r.out}\nexpected a line starting "${lead}" with "${e.message}"`).toBe(true);
    } else {
      // An illegal event: named by its number as the guide counts (from 1) and located by its index, then its rule, code and words.
      const index = Number(/\[(\d+)\]/.exec(e.path)![1]);
      expect(r.out).toContain(`${abs}: event ${index + 1} (${e.path}) is not legal now`);
      expect(r.out).toContain(e.message);
    }
  });

  it.each(files)('%s --json: the same problem as data', async (file) => {
    const e = expected[file]!;
    const r = await cli(argsFor(file, e, true), cwd);
    expect(r.code).toBe(e.code);
    const body = JSON.parse(r.out) as { ok: boolean; errors?: { path: string; message: string }[]; stop?: { index: number; problems?: { path: string; message: string }[]; violations?: { rule: string; code: string; message: string }[] } };
    expect(body.ok).toBe(false);
    if (e.code === 2) {
      const problems = body.errors ?? body.stop?.problems ?? [];
      expect(problems.some((p) => p.path === e.path && p.message.includes(e.message)), JSON.stringify(problems)).toBe(true);
    } else {
      expect(`events[${body.stop!.index}]`).toBe(e.path);
      expect((body.stop!.violations ?? []).some((v) => e.message.startsWith(`${v.rule} [${v.code}] `) && v.message.startsWith(e.message.slice(`${v.rule} [${v.code}] `.length)))).toBe(true);
    }
  });

  afterAll(() => {
    // Nothing written: neither the corpus nor the working directory changed.
    expect(listing(CORPUS) + listing(cwd)).toBe(before);
  });
});
