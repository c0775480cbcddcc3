import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/ds/scenario/index.ts';
import { fixture, push, remove, set, tiny, type Json, type JsonObject, type JsonPath } from './helpers.ts';

describe('many problems are reported at once, not just the first', () => {
  it('problems from different checks, in document order of the checks', () => {
    const doc = tiny();
    set(doc, ['hexes', 1, 'country'], 'malya');
    set(doc, ['navalZones', 1, 'adjacentZones'], []);
    set(doc, ['restrictedWaterways', 0, 'ports'], ['w3318']);
    push(doc, ['hexsides'], { between: ['w3319', 'w3117'], features: ['river'] });
    set(doc, ['places', 'delayBox'], ['br-18-div']);
    set(doc, ['places', 'forcePools', 'axis'], ['br-sf-1']);
    set(doc, ['places', 'forcePools', 'western'], ['jp-af-1']);
    remove(doc, ['places', 'tracks']);
    const r = parseScenario(doc);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.path)).toEqual([
      'hexsides[1].between',
      'hexes[1].country',
      'navalZones[0].adjacentZones[0]',
      'restrictedWaterways[0].ports[0]',
      'places.forcePools.axis[0]',
      'places.forcePools.western[0]',
      'places.delayBox[0]',
      'counters[7]',
    ]);
  });

  it('every problem has a path and a message', () => {
    const doc = set(set(tiny(), ['game', 'phasing'], 'allies'), ['counters', 2, 'type'], 'zeppelin');
    const r = parseScenario(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) for (const e of r.errors) expect(e.path.length * e.message.length).toBeGreaterThan(0);
  });
});

/** Every path in a document: objects' keys and arrays' indices, containers included. */
function allPaths(doc: Json, at: JsonPath = []): JsonPath[] {
  const out: JsonPath[] = [];
  if (Array.isArray(doc)) doc.forEach((x, i) => out.push([...at, i], ...allPaths(x, [...at, i])));
  else if (doc !== null && typeof doc === 'object') {
    for (const [k, x] of Object.entries(doc)) out.push([...at, k], ...allPaths(x, [...at, k]));
  }
  return out;
}

/** Odd values: wrong types, empty containers, and well-formed ids that point nowhere or at the wrong thing. */
const ODD: Json[] = [null, -1, '', 'w3218', 'jp-25-army', 'w9999', {}, ['w3218'], { counter: 'ax-bh-1', arrowTo: 'w3318' }];

/** Why loading `doc` misbehaved (threw, or failed without located problems), or undefined. */
function misbehaviour(doc: JsonObject, what: string): string | undefined {
  try {
    const r = parseScenario(doc);
    if (r.ok) return undefined;
    if (r.errors.length === 0) return `${what}: rejected with no problems`;
    const bad = r.errors.find((e) => e.path.length === 0 || e.message.length === 0);
    return bad ? `${what}: problem without path or message` : undefined;
  } catch (e) {
    return `${what}: threw ${String(e)}`;
  }
}

describe('nothing throws: every path of the fixtures replaced by odd values, or removed', () => {
  const cases: [string, readonly Json[]][] = [['tiny.json', ODD], ['every-place.json', [null, 'jp-25-army']]];
  it.each(cases)('%s', (file, values) => {
    const base = fixture(file);
    const paths = allPaths(base);
    expect(paths.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const path of paths) {
      const removed = misbehaviour(remove(structuredClone(base), path), `remove ${JSON.stringify(path)}`);
      if (removed) failures.push(removed);
      for (const value of values) {
        const f = misbehaviour(set(structuredClone(base), path, value), `set ${JSON.stringify(path)} = ${JSON.stringify(value)}`);
        if (f) failures.push(f);
      }
    }
    expect(failures).toEqual([]);
  }, 30_000);

  it('places keys pointing at every kind of wrong thing', () => {
    const failures: (string | undefined)[] = [];
    const keys = ['w3218', 'w9999', 'br-18-div', 'jp-25-army', 'southChinaSea', 'axis', '7', '-1'];
    for (const kind of ['hexes', 'holdingBoxes', 'navalZones', 'offMapBoxes', 'turnTrack', 'tracks', 'forcePools']) {
      for (const key of keys) {
        const values: Json[] = [['jp-af-1'], { onStation: ['jp-af-1'] }, { '1': ['turn-marker'] }, [{ counter: 'jp-af-1', arrowTo: 'w3218' }]];
        for (const value of values) {
          const doc = tiny();
          set(doc, ['places', kind], { [key]: value });
          failures.push(misbehaviour(doc, `places.${kind}.${key} = ${JSON.stringify(value)}`));
        }
      }
    }
    expect(failures.filter(Boolean)).toEqual([]);
  });
});
