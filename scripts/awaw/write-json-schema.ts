/**
 * Writes docs/awaw-scenario.schema.json from the AWAW scenario's zod schema (as
 * scripts/write-json-schema.ts does for DS).
 *
 *   npx tsx scripts/awaw/write-json-schema.ts            write the file
 *   npx tsx scripts/awaw/write-json-schema.ts --check    exit 1 if the committed file differs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { awawScenarioJsonSchemaText } from '../../src/awaw/scenario/json-schema.ts';

export const AWAW_SCHEMA_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/awaw-scenario.schema.json');

function main(argv: readonly string[]): number {
  const text = awawScenarioJsonSchemaText();
  if (argv.includes('--check')) {
    let committed: string | undefined;
    try { committed = readFileSync(AWAW_SCHEMA_PATH, 'utf8'); } catch { committed = undefined; }
    if (committed === text) { console.log('docs/awaw-scenario.schema.json is up to date'); return 0; }
    console.error('docs/awaw-scenario.schema.json differs from src/awaw/scenario/schema.ts: run `npx tsx scripts/awaw/write-json-schema.ts`');
    return 1;
  }
  writeFileSync(AWAW_SCHEMA_PATH, text);
  console.log(`wrote ${AWAW_SCHEMA_PATH}`);
  return 0;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) process.exitCode = main(process.argv.slice(2));
