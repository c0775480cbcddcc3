/**
 * Builds scenarios/ocs/teaching-naktong-1950.json from real geography (scripts/ocs/teaching/),
 * checks it with the OCS scenario loader and writes it. Run: npx tsx scripts/ocs/build-teaching-map.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseOcsScenarioText } from '../../src/ocs/scenario/load.ts';
import { buildTeachingScenario } from './teaching/scenario.ts';

const OUT = fileURLToPath(new URL('../../scenarios/ocs/teaching-naktong-1950.json', import.meta.url));
const { doc, text } = buildTeachingScenario();
const loaded = parseOcsScenarioText(text);
if (!loaded.ok) {
  console.error('The generated scenario does not load:');
  for (const e of loaded.errors) console.error(`  ${e.path}: ${e.message}`);
  process.exit(1);
}
writeFileSync(OUT, text);
const terrain = new Map<string, number>();
for (const h of doc.hexes) terrain.set(h.terrain.join('+'), (terrain.get(h.terrain.join('+')) ?? 0) + 1);
console.log(`Hexes: ${doc.hexes.length} (${[...terrain].map(([k, n]) => `${k} ${n}`).join(', ')}); hexsides with features: ${doc.hexsides.length}`);
console.log(`Pieces: ${doc.pieces.length}; wrote ${OUT} (${text.length} bytes); it loads with no problems.`);
