/**
 * The real executable, as `npx turnchart` runs it: node bin/turnchart.mjs. Three spawns only
 * (each pays the tsx start-up); everything else is tested in-process.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenTiny, ROOT, spawnCli, tempDir, TINY, writeJson } from './helpers.ts';

describe('bin/turnchart.mjs', () => {
  it('validates a scenario from any working directory, exit 0', () => {
    const r = spawnCli(['validate', join(ROOT, TINY)], tmpdir());
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^OK Tiny fixture: .* 7 hexes, 8 counters .* Axis phasing\n$/);
    expect(r.code).toBe(0);
  });

  it('reports a broken scenario as JSON on stdout, exit 2, no stack trace', () => {
    const { doc, expected } = brokenTiny();
    const r = spawnCli(['validate', '--json', writeJson(tempDir(), 'broken.json', doc)]);
    expect(r.code).toBe(2);
    expect((JSON.parse(r.out) as { errors: unknown[] }).errors).toHaveLength(expected.length);
    expect(r.err).toBe('');
  });

  it('an unknown command: message and usage on stderr, exit 2', () => {
    const r = spawnCli(['frobnicate']);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toBe('turnchart: unknown command "frobnicate"\nUsage: turnchart <command> [options]   (turnchart --help lists the commands)\n');
  });
});
