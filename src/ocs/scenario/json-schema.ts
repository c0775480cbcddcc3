import { z } from 'zod';
import { OCS_SCENARIO_FORMAT, ocsScenarioSchema } from './schema.ts';

/** A URN rather than a web address: the schema is served from this repository, not from a site. */
export const OCS_SCHEMA_ID = 'urn:turnchart:ocs-scenario:1';

/** docs/ocs-scenario.schema.json's text, from the zod schema: same code, same bytes (the INPUT side: defaults make fields optional). */
export function ocsScenarioJsonSchemaText(): string {
  const { $schema, title: _title, ...rest } = z.toJSONSchema(ocsScenarioSchema, { io: 'input' });
  const doc = { $schema, $id: OCS_SCHEMA_ID, title: `turnchart OCS scenario (format "${OCS_SCENARIO_FORMAT}")`, ...rest };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
