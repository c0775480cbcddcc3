import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineKeys, machineByKey } from '../../../src/diagram/machines.ts';
import { RULESETS } from '../../support/rulesets.ts';

const MACHINE_KEYS = machineKeys(RULESETS);
import { cli, tempDir } from '../cli/helpers.ts';
import { stateFacts, transitionFacts } from './machine-facts.ts';

describe('turnchart diagram', () => {
  it('is listed in the help, with its options and the machines', async () => {
    const top = await cli(['--help']);
    expect(top.out).toMatch(/^ {2}diagram \[--machine M\] \[--format F\] \[--depth N\] \[--out FILE\] +draw a turn machine/m);
    const own = await cli(['diagram', '--help']);
    expect(own.code).toBe(0);
    for (const word of ['--machine', '--format', '--depth', '--out', ...MACHINE_KEYS]) expect(own.out).toContain(word);
  });

  it('writes SVG by default, of the whole DS turn', async () => {
    const r = await cli(['diagram', '--depth', '3']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^<svg xmlns/);
    expect(r.out).toContain('data-id="ds.admin.support"');
    expect(r.out).not.toContain('data-id="ds.support.returnToBase"');
  }, 30_000);

  it.each([
    ['mermaid', /^%%.*\nstateDiagram-v2\n/],
    ['dot', /^\/\/.*\ndigraph "ds" \{/],
    ['json', /^\{\n {2}"format": "turnchart\/diagram@1"/],
  ])('--format %s', async (format, shape) => {
    const r = await cli(['diagram', '--format', format]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(shape);
  });

  it('--machine ds/<segment> draws that segment alone: its states and transitions, no others', async () => {
    const r = await cli(['diagram', '--machine', 'ds/organization', '--format', 'json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { nodes: { id: string }[]; edges: unknown[] };
    const machine = machineByKey(RULESETS, 'ds/organization')!;
    expect(doc.nodes.map((n) => n.id)).toEqual(stateFacts(machine).map((s) => s.id));
    expect(doc.edges).toHaveLength(transitionFacts(machine).length);
    expect(doc.nodes.some((n) => n.id.startsWith('ds.blitz'))).toBe(false);
  });

  it('options may come in any order', async () => {
    const a = await cli(['diagram', '--format', 'mermaid', '--machine', 'ds/marker']);
    const b = await cli(['diagram', '--machine', 'ds/marker', '--format', 'mermaid']);
    expect(a.code).toBe(0);
    expect(a).toEqual(b);
  });

  it('an unknown machine: exit 2 and the list of machines', async () => {
    const r = await cli(['diagram', '--machine', 'ds/nope']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain('no machine "ds/nope"');
    for (const key of MACHINE_KEYS) expect(r.err).toContain(key);
  });

  it.each([
    [['--format', 'png'], 'no format "png"; the formats are: svg, mermaid, dot, json'],
    [['--format'], '--format needs a value'],
    [['--depth', 'two'], '--depth takes a whole number'],
    [['--depth', '1.5'], '--depth takes a whole number'],
    [['--format', 'dot', 'extra'], 'unexpected argument "extra"'],
    [['--format'], '--format needs a value (F)'],
    [['--format', 'svg', '--format', 'dot'], '--format is given twice'],
  ])('%j: exit 2 with a message', async (args, message) => {
    const r = await cli(['diagram', ...args]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  it('--out writes the file (relative to the working directory) and says so', async () => {
    const dir = tempDir();
    const r = await cli(['diagram', '--machine', 'ds/marker', '--format', 'dot', '--out', 'marker.dot'], dir);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Wrote marker\.dot: ds\/marker, dot, \d+ states, \d+ transitions\n$/);
    const written = readFileSync(join(dir, 'marker.dot'), 'utf8');
    expect(written).toBe((await cli(['diagram', '--machine', 'ds/marker', '--format', 'dot'])).out);
  });

  it('--out into a missing directory: exit 2, nothing written', async () => {
    const dir = tempDir();
    const r = await cli(['diagram', '--format', 'json', '--out', 'no/such/dir/x.json'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain('cannot write no/such/dir/x.json');
    expect(existsSync(join(dir, 'no'))).toBe(false);
  });

  it('takes --format=dot as --format dot', async () => {
    const a = await cli(['diagram', '--format=dot', '--machine=ds/support']);
    const b = await cli(['diagram', '--format', 'dot', '--machine', 'ds/support']);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
  });
});
