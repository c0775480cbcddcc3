/**
 * Builds scenarios/awaw/teaching-don-1942.json from real geography and checks it with the loader.
 * Run: npx tsx scripts/awaw/build-teaching.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAwawScenarioText } from '../../src/awaw/scenario/load.ts';
import { buildTeaching } from './teaching-scenario.ts';

const OUT = fileURLToPath(new URL('../../scenarios/awaw/teaching-don-1942.json', import.meta.url));
const built = buildTeaching();
const text = `${JSON.stringify(built.scenario, null, 1)}\n`;
const loaded = parseAwawScenarioText(text);
if (!loaded.ok) {
  console.error('The generated scenario does not load:');
  for (const e of loaded.errors) console.error(`  ${e.path}: ${e.message}`);
  process.exit(1);
}
writeFileSync(OUT, text);
console.log(`Wrote ${OUT}: ${built.land} land and ${built.sea} sea hexes, ${built.scenario.hexsides?.length ?? 0} river hexsides, ${built.scenario.counters?.length ?? 0} counters.`);
