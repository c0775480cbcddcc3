import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_ID, SCHEMA_PATH, scenarioJsonSchemaText } from '../../../scripts/write-json-schema.ts';
import { scenarioSchema } from '../../../src/ds/scenario/index.ts';
import { fixture, fixtureFiles, set, tiny, type Json, type JsonObject } from './helpers.ts';
import { validate } from './mini-json-schema.ts';

const committedText = readFileSync(SCHEMA_PATH, 'utf8');
const committed = JSON.parse(committedText) as JsonObject;

describe('docs/scenario.schema.json', () => {
  it('is exactly what the code generates now (run `npm run schema` after changing the schema)', () => {
    expect(committedText).toBe(scenarioJsonSchemaText());
  });

  it('is generated deterministically', () => {
    expect(scenarioJsonSchemaText()).toBe(scenarioJsonSchemaText());
  });

  it('names itself and describes the input side (defaulted fields are optional)', () => {
    expect(committed.$id).toBe(SCHEMA_ID);
    expect(committed.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(String(committed.title)).toContain('turnchart/ds-scenario@1');
    expect(committed.required).toEqual(['format', 'name', 'game', 'maps', 'hexes', 'weatherAreas', 'places']);
    expect(committed.additionalProperties).toBe(false);
  });

  it('lists exactly the top-level keys of the zod schema', () => {
    const properties = committed.properties as JsonObject;
    expect(Object.keys(properties)).toEqual(Object.keys(scenarioSchema.shape));
  });
});

describe('every fixture validates against the published schema', () => {
  it.each(fixtureFiles())('%s has the required top-level keys and no others', (file) => {
    const doc = fixture(file);
    const required = committed.required as string[];
    for (const key of required) expect(doc, key).toHaveProperty([key]);
    const properties = committed.properties as JsonObject;
    for (const key of Object.keys(doc)) expect(Object.keys(properties)).toContain(key);
  });

  it.each(fixtureFiles())('%s is valid by the whole schema', (file) => {
    expect(validate(committed, fixture(file))).toEqual([]);
  });

  it.each(fixtureFiles())('%s points editors at the schema', (file) => {
    expect(fixture(file).$schema).toBe('../../docs/scenario.schema.json');
  });
});

describe('the published schema rejects what the loader rejects for shape', () => {
  const cases: [string, Json][] = [
    ['a bad hex id', set(tiny(), ['hexes', 0, 'id'], 'W32-18')],
    ['an unknown key', set(tiny(), ['hexes', 0, 'colour'], 'red')],
    ['a wrong type', set(tiny(), ['game', 'turn'], 'three')],
    ['a bad counter kind', set(tiny(), ['counters', 0, 'kind'], 'unit')],
    ['a bad places hex key', set(tiny(), ['places', 'hexes', 'Singapore'], [])],
    ['a bad arrow', set(tiny(), ['places', 'hexes', 'w3219', 0], { counter: 'ax-bh-1', arrow: 'w3218' })],
  ];
  it.each(cases)('%s', (_what, doc) => {
    expect(validate(committed, doc).length).toBeGreaterThan(0);
    expect(scenarioSchema.safeParse(doc).success).toBe(false);
  });
});
