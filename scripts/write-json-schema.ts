/**
 * Writes docs/scenario.schema.json from the scenario's zod schema, so that editors can validate and
 * complete scenario files. The JSON Schema describes the INPUT side (defaults make fields optional).
 *
 *   npm run schema            write the file
 *   npm run schema -- --check exit 1 if the committed file differs from what the code generates
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SCENARIO_FORMAT, scenarioSchema } from '../src/ds/scenario/schema/scenario.schema.ts';

/** A URN rather than a web address: the schema is served from this repository, not from a site. */
export const SCHEMA_ID = 'urn:turnchart:ds-scenario:1';
export const SCHEMA_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/scenario.schema.json');

/** The JSON Schema text, deterministic: same code, same bytes (two-space indent, final newline). */
export function scenarioJsonSchemaText(): string {
  const generated = z.toJSONSchema(scenarioSchema, { io: 'input' });
  const { $schema, title: _title, ...rest } = generated;
  const doc = {
    $schema,
    $id: SCHEMA_ID,
    title: `turnchart Dai Senso! scenario (format "${SCENARIO_FORMAT}")`,
    ...rest,
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function readCommitted(): string | undefined {
  try {
    return readFileSync(SCHEMA_PATH, 'utf8');
  } catch {
    return undefined;
  }
}

function main(argv: readonly string[]): number {
  const text = scenarioJsonSchemaText();
  if (argv.includes('--check')) {
    if (readCommitted() === text) {
      console.log('docs/scenario.schema.json is up to date');
      return 0;
    }
    console.error('docs/scenario.schema.json differs from the schema in src/ds/scenario/schema: run `npm run schema`');
    return 1;
  }
  writeFileSync(SCHEMA_PATH, text);
  console.log(`wrote ${SCHEMA_PATH}`);
  return 0;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) process.exitCode = main(process.argv.slice(2));
