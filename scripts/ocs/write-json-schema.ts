/**
 * Writes docs/ocs-scenario.schema.json from the OCS scenario's zod schema (as scripts/write-json-schema.ts does for DS).
 *   npx tsx scripts/ocs/write-json-schema.ts          write the file
 *   npx tsx scripts/ocs/write-json-schema.ts --check  exit 1 if the committed file differs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ocsScenarioJsonSchemaText } from '../../src/ocs/scenario/json-schema.ts';

const PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/ocs-scenario.schema.json');
const text = ocsScenarioJsonSchemaText();
if (process.argv.includes('--check')) {
  let committed: string | undefined;
  try { committed = readFileSync(PATH, 'utf8'); } catch { committed = undefined; }
  if (committed !== text) { console.error('docs/ocs-scenario.schema.json is out of date: run npx tsx scripts/ocs/write-json-schema.ts'); process.exit(1); }
  console.log('docs/ocs-scenario.schema.json is up to date');
} else {
  writeFileSync(PATH, text);
  console.log(`wrote ${PATH}`);
}
