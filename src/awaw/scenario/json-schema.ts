import { z } from 'zod';
import { SCENARIO_FORMAT, scenarioSchema } from './schema.ts';

/** A URN rather than a web address: the schema is served from this repository. */
export const AWAW_SCHEMA_ID = 'urn:turnchart:awaw-scenario:1';

/** docs/awaw-scenario.schema.json's text, deterministic (two-space indent, final newline), from the zod schema as scripts/write-json-schema.ts does for DS. */
export function awawScenarioJsonSchemaText(): string {
  const generated = z.toJSONSchema(scenarioSchema, { io: 'input' });
  const { $schema, title: _title, ...rest } = generated;
  const doc = { $schema, $id: AWAW_SCHEMA_ID, title: `turnchart A World at War scenario (format "${SCENARIO_FORMAT}")`, ...rest };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
