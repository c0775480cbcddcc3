import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING, MAX_PROBLEMS, MAX_SCENARIO_BYTES, parseScenario, parseScenarioText } from '../../../src/ds/scenario/index.ts';
import { cli, ROOT, tempDir, TINY } from '../cli/helpers.ts';
import { expectPlainBadInput, listing } from './bad-input-helpers.ts';

/**
 * Bad input too big to commit, built at test time: a 50 MB file, nesting 100,000 levels deep, a
 * scenario with thousands of problems. Each is refused in words, with exit code 2, and quickly.
 */
const tiny = (): string => readFileSync(join(ROOT, TINY), 'utf8');
const MB = 1024 * 1024;

/** The tiny fixture with a description of `size` characters: valid JSON, just far too large. */
const padded = (size: number): string => tiny().replace('"description": "', `"description": "${'x'.repeat(size)}`);

describe('size limits', () => {
  const dir = tempDir();
  const big = join(dir, 'big.json');
  writeFileSync(big, padded(50 * MB));

  it('a 50 MB scenario file is refused before it is read (validate, exit 2)', async () => {
    const before = listing(dir);
    const r = await cli(['validate', big], dir);
    expectPlainBadInput(r);
    expect(r.out).toContain(`${big}: this file is 50.0 MB; turnchart reads files of at most ${MAX_SCENARIO_BYTES / MB}.0 MB`);
    expect(listing(dir)).toBe(before);
  });

  it('a 50 MB saved game is refused too (replay, exit 2)', async () => {
    const r = await cli(['replay', join(ROOT, TINY), big], dir);
    expectPlainBadInput(r);
    expect(r.out).toContain(`${big}: this file is 50.0 MB; turnchart reads files of at most 5.0 MB`);
  });

  it('scenario text over the limit is refused by the loader itself (the guide reads text too)', () => {
    const r = parseScenarioText(padded(MAX_SCENARIO_BYTES));
    expect(r.ok ? [] : r.errors).toEqual([{ path: '(file)', message: expect.stringMatching(/^this text is 16\.0 MB long; a scenario is at most 16\.0 MB$/) }]);
  });

  it('a scenario just under the limit still loads', () => {
    const r = parseScenarioText(padded(MAX_SCENARIO_BYTES - tiny().length - 16));
    expect(r.ok).toBe(true);
  });
});

describe('deeply nested junk', () => {
  const dir = tempDir();

  it(`100,000 nested arrays are refused before parsing, located at the level past ${MAX_NESTING}`, async () => {
    const file = join(dir, 'deep.json');
    writeFileSync(file, `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    const r = await cli(['validate', file], dir);
    expectPlainBadInput(r);
    expect(r.out).toContain(`${file}: arrays and objects nested more than ${MAX_NESTING} levels deep at line 1, column ${MAX_NESTING + 1}`);
  });

  it('nesting inside strings does not count', () => {
    const text = tiny().replace('"description": "', `"description": "${'[{'.repeat(500)}`);
    expect(parseScenarioText(text).ok).toBe(true);
  });

  it('a deeply nested object given as data (not text) is refused without overflowing the stack', () => {
    let junk: unknown = {};
    for (let i = 0; i < 100_000; i++) junk = { nested: junk };
    const doc = { ...(JSON.parse(tiny()) as object), description: junk };
    const r = parseScenario(doc);
    const path = ['description', ...Array<string>(MAX_NESTING - 1).fill('nested')].join('.');
    expect(r.ok ? [] : r.errors).toEqual([{ path, message: `nested more than ${MAX_NESTING} levels deep; a scenario nests a few levels only` }]);
  });

  it('a saved game with 100,000 nested arrays in an event is refused at that event (replay, exit 2)', async () => {
    const file = join(dir, 'deep-events.json');
    writeFileSync(file, `{"seed": 1, "events": [{"type": "ATTACK", "target": "w3218", "attackers": ${'['.repeat(100_000)}${']'.repeat(100_000)}}]}`);
    const r = await cli(['replay', join(ROOT, TINY), file], dir);
    expectPlainBadInput(r);
    expect(r.out).toMatch(/: events\[0\]\.attackers\[0\]: /);
  });
});

describe('many problems at once', () => {
  it(`a scenario with 5,000 broken counters lists the first ${MAX_PROBLEMS} problems and counts the rest`, async () => {
    const doc = JSON.parse(tiny()) as { counters: unknown[] };
    for (let i = 0; i < 5000; i++) doc.counters.push({ id: `junk-${i}`, kind: 'ground', name: 'x', nationality: 'martian', type: 'infantry', values: '1-1-1' });
    const dir = tempDir();
    const file = join(dir, 'many.json');
    writeFileSync(file, JSON.stringify(doc));
    const r = await cli(['validate', file], dir);
    expectPlainBadInput(r);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(MAX_PROBLEMS + 2);
    expect(lines.at(-2)).toBe(`${file}: … and ${5000 - MAX_PROBLEMS} more problems (only the first ${MAX_PROBLEMS} are listed)`);
  });
});
