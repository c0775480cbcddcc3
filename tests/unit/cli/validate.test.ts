import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenTiny, cli, tempDir, TINY, tinyJson, writeJson } from './helpers.ts';

const TINY_OK = 'OK Tiny fixture: Singapore and the Johore Strait: 7 hexes, 8 counters '
  + '(2 ground units, 2 support units, 4 markers), turn 3, winter 1942, Axis phasing\n';

describe('turnchart validate: a valid scenario', () => {
  it('prints one summary line and exits 0', async () => {
    expect(await cli(['validate', TINY])).toEqual({ code: 0, out: TINY_OK, err: '' });
  });

  it('--json gives the same summary as data, before or after the file', async () => {
    const expected = {
      ok: true, file: TINY,
      summary: {
        name: 'Tiny fixture: Singapore and the Johore Strait', hexes: 7, counters: 8, groundUnits: 2, supportUnits: 2, markers: 4,
        turn: 3, season: 'winter', year: 1942, phasing: 'axis',
      },
    };
    for (const args of [['validate', TINY, '--json'], ['validate', '--json', TINY]]) {
      const r = await cli(args);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out)).toEqual(expected);
    }
  });

  it('reads a relative path from the working directory, and accepts a byte-order mark', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bom.json'), `\uFEFF${JSON.stringify(tinyJson())}`);
    expect(await cli(['validate', 'bom.json'], dir)).toMatchObject({ code: 0, out: TINY_OK });
  });

  it('counts in the singular when there is one', async () => {
    const doc = tinyJson() as { counters: unknown[]; places: Record<string, unknown> };
    doc.counters = [{ id: 'turn-marker', kind: 'marker', type: 'gameTurn' }];
    doc.places = { tracks: { turn: { '3': ['turn-marker'] } } };
    (doc as Record<string, unknown>)['facts'] = {};
    const r = await cli(['validate', writeJson(tempDir(), 'one.json', doc as never)]);
    expect(r.out).toContain('7 hexes, 1 counter (0 ground units, 0 support units, 1 marker)');
  });
});

describe('turnchart validate: problems', () => {
  it('prints every problem located as <file>: <path>: <message>, then a count, and exits 2', async () => {
    const { doc, expected } = brokenTiny();
    const file = writeJson(tempDir(), 'broken.json', doc);
    const r = await cli(['validate', file]);
    expect(r.code).toBe(2);
    expect(r.err).toBe('');
    const lines = r.out.trimEnd().split('\n');
    expect(lines.at(-1)).toBe(`4 problems in ${file}`);
    expect(lines).toHaveLength(expected.length + 1);
    for (const [path, message] of expected) {
      expect(lines.some((l) => l.startsWith(`${file}: ${path}: `) && l.includes(message)), `${path}: ${message}\n${r.out}`).toBe(true);
    }
  });

  it('--json reports the same problems, in the same order', async () => {
    const { doc, expected } = brokenTiny();
    const file = writeJson(tempDir(), 'broken.json', doc);
    const text = await cli(['validate', file]);
    const json = await cli(['validate', file, '--json']);
    expect(json.code).toBe(2);
    const body = JSON.parse(json.out) as { ok: boolean; file: string; errors: { path: string; message: string }[] };
    expect(body.ok).toBe(false);
    expect(body.file).toBe(file);
    expect(body.errors.map((e) => e.path).sort()).toEqual(expected.map(([p]) => p).sort());
    expect(body.errors.map((e) => `${file}: ${e.path}: ${e.message}`)).toEqual(text.out.trimEnd().split('\n').slice(0, -1));
  });

  it('a missing file is located at the file, exit 2, in text and JSON', async () => {
    expect(await cli(['validate', 'no/such.json'])).toEqual({
      code: 2, out: 'no/such.json: cannot read the file: no such file\n1 problem in no/such.json\n', err: '',
    });
    const json = await cli(['validate', 'no/such.json', '--json']);
    expect(JSON.parse(json.out)).toEqual({ ok: false, file: 'no/such.json', errors: [{ path: '(file)', message: 'cannot read the file: no such file' }] });
  });

  it('a directory is not a scenario file', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'sub.json'));
    const r = await cli(['validate', 'sub.json'], dir);
    expect(r).toMatchObject({ code: 2, out: expect.stringContaining('sub.json: cannot read the file: it is a directory') });
  });

  it('invalid JSON syntax is located by line and column', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'comma.json'), '{\n  "format": "turnchart/ds-scenario@1",\n  "name": "x",\n}\n');
    const r = await cli(['validate', 'comma.json'], dir);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/^comma\.json: not valid JSON: .* at line 4, column 1\n1 problem in comma\.json\n$/);
  });

  it('JSON that is not a scenario lists its shape problems', async () => {
    const file = writeJson(tempDir(), 'array.json', [1, 2]);
    const r = await cli(['validate', file, '--json']);
    expect(r.code).toBe(2);
    const body = JSON.parse(r.out) as { errors: { path: string }[] };
    expect(body.errors.length).toBeGreaterThan(0);
  });
});
