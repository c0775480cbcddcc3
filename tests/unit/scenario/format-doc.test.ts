import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario, scenarioSchema } from '../../../src/ds/scenario/index.ts';
import { ROOT, loads, push, remove, set, tiny, type Json, type JsonObject } from './helpers.ts';

const doc = readFileSync(join(ROOT, 'docs/scenario-format.md'), 'utf8');
const jsonSchema = JSON.parse(readFileSync(join(ROOT, 'docs/scenario.schema.json'), 'utf8')) as JsonObject;
const mentioned = (key: string, text = doc): boolean => text.includes(`\`${key}\``);

/** The text of the `## places` section, up to the next second-level heading. */
function section(heading: string): string {
  const start = doc.indexOf(`\n## ${heading}\n`);
  const end = doc.indexOf('\n## ', start + 1);
  return start < 0 ? '' : doc.slice(start, end < 0 ? undefined : end);
}

/** Property names and string enum values anywhere in the JSON Schema. */
function schemaWords(node: Json, names = new Set<string>(), values = new Set<string>()): { names: Set<string>; values: Set<string> } {
  if (Array.isArray(node)) node.forEach((x) => schemaWords(x, names, values));
  else if (node !== null && typeof node === 'object') {
    const props = node.properties;
    if (props !== null && typeof props === 'object' && !Array.isArray(props)) {
      for (const [k, v] of Object.entries(props)) { names.add(k); schemaWords(v, names, values); }
    }
    if (Array.isArray(node.enum)) for (const v of node.enum) if (typeof v === 'string') values.add(v);
    if (typeof node.const === 'string' && node.const !== 'turnchart/ds-scenario@1') values.add(node.const);
    for (const [k, v] of Object.entries(node)) if (k !== 'properties' && k !== 'default') schemaWords(v, names, values);
  }
  return { names, values };
}

/** The lines of the ```text block after `<!-- sample: name -->`. */
function sample(name: string): string[] {
  const at = doc.indexOf(`<!-- sample: ${name} -->`);
  const block = /```text\n([\s\S]*?)```/.exec(doc.slice(at));
  if (at < 0 || !block) throw new Error(`no sample "${name}" in the doc`);
  return block[1]!.trim().split('\n');
}

/** The sample's problem lines as "path: message", dropping the file prefix and the count line. */
const sampleProblems = (name: string, file: string): string[] =>
  sample(name).filter((l) => l.startsWith(`${file}: `)).map((l) => l.slice(file.length + 2));

function loaderProblems(input: Json): string[] {
  const r = parseScenario(input);
  return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`);
}

describe('docs/scenario-format.md covers the format', () => {
  it('mentions every top-level key', () => {
    const keys = Object.keys(scenarioSchema.shape);
    expect(keys.filter((k) => !mentioned(k))).toEqual([]);
  });

  it('mentions every key of places in its places section', () => {
    const places = section('`places`');
    expect(places.length).toBeGreaterThan(0);
    const keys = Object.keys(scenarioSchema.shape.places.shape);
    expect(keys).toContain('holdingBoxes');
    expect(keys.filter((k) => !mentioned(k, places))).toEqual([]);
  });

  it('mentions every field and every enumerated value of the JSON Schema', () => {
    const { names, values } = schemaWords(jsonSchema);
    expect(names.size).toBeGreaterThan(50);
    expect([...names].filter((k) => !mentioned(k))).toEqual([]);
    expect([...values].filter((v) => !mentioned(v))).toEqual([]);
  });

  it('cites the rules the fields come from and links the rulings', () => {
    for (const rule of ['2.2.3.4', '4.2.5.2', '2.2.3.6', '2.2.3.1', '2.3', '2.2.3.5']) expect(doc).toContain(rule);
    for (const term of ['Beachhead Hexside', 'Convoy Mode', 'Delay Stripe', 'Holding Box', 'Multi-Zone Port']) expect(doc).toContain(term);
    expect(doc).toContain('(rulings.md)');
  });

  it('has JSON examples that are valid JSON, and a first example that loads', () => {
    const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThan(15);
    for (const b of blocks) expect(() => JSON.parse(b) as unknown, b).not.toThrow();
    expect(loads(JSON.parse(blocks[0]!) as Json).scenario.name).toContain('Tiny');
  });
});

describe('the sample output in the doc is what the loader says', () => {
  it('cross-reference problems', () => {
    const d = tiny();
    set(d, ['hexes', 1, 'country'], 'malya');
    set(d, ['navalZones', 1, 'adjacentZones'], []);
    set(d, ['restrictedWaterways', 0, 'ports'], ['w3318']);
    push(d, ['hexsides'], { between: ['w3319', 'w3117'], features: ['river'] });
    set(d, ['places', 'delayBox'], ['br-18-div']);
    set(d, ['places', 'forcePools'], { axis: ['jp-af-1', 'br-sf-1'], western: [] });
    set(d, ['places', 'hexes', 'w3219', 0, 'arrowTo'], 'w3117');
    set(d, ['places', 'navalZones', 'southChinaSea', 'convoys'], []);
    set(d, ['places', 'hexes', 'w3319'], ['we-convoy-1']);
    set(d, ['places', 'holdingBoxes'], { 'jp-25-amy': [] });
    remove(d, ['places', 'tracks']);
    expect(sampleProblems('references', 'broken.json')).toEqual(loaderProblems(d));
    expect(sample('references').at(-1)).toBe('10 problems in broken.json');
  });

  it('shape problems', () => {
    const d = tiny();
    set(d, ['game', 'turn'], 'three');
    remove(d, ['game', 'phasing']);
    set(d, ['hexes', 0, 'colour'], 'red');
    set(d, ['hexes', 1, 'id'], 'W33-18');
    set(d, ['counters', 0, 'nationality'], 'brit');
    set(d, ['places', 'hexes', 'Singapore'], []);
    expect(sampleProblems('shape', 'broken-shape.json')).toEqual(loaderProblems(d));
  });

  it('a syntax error: the location is ours, the wording the engine\'s', () => {
    expect(sample('syntax')[0]).toMatch(/at line 3, column 11$/);
  });
});
