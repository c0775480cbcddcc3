/**
 * Builds scenarios/teaching-java-1942.json from real geography (see scripts/teaching/), checks it
 * with the scenario loader and prints the fit residuals and counts. Run: npx tsx scripts/build-teaching-map.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseScenarioText } from '../src/ds/scenario/index.ts';
import { buildTeachingScenario } from './teaching/scenario.ts';

const OUT = fileURLToPath(new URL('../scenarios/teaching-java-1942.json', import.meta.url));

const t0 = performance.now();
const build = buildTeachingScenario();
const loaded = parseScenarioText(build.text);
if (!loaded.ok) {
  console.error('The generated scenario does not load:');
  for (const e of loaded.errors) console.error(`  ${e.path}: ${e.message}`);
  process.exit(1);
}
writeFileSync(OUT, build.text);

console.log('Fit residuals (hexes from the fitted point to the centre of the hex the rules give):');
for (const r of [...build.residuals, ...build.checks]) {
  const fitted = build.residuals.includes(r) ? 'anchor' : 'check ';
  console.log(`  ${fitted} ${r.id} ${r.name.padEnd(17)} ${r.hexes.toFixed(2)}  lands in ${r.landsIn}${r.gridDistance > 0 ? ` (${r.gridDistance} hex away)` : ''}`);
}
const counters = build.scenario.counters ?? [];
const byKind = new Map<string, number>();
for (const c of counters) {
  const key = c.kind === 'marker' ? `marker:${c.type}` : `${c.kind}:${c.type}`;
  byKind.set(key, (byKind.get(key) ?? 0) + 1);
}
console.log(`Hexes: ${build.facts.land + build.facts.sea} (${build.facts.land} Land, ${build.facts.sea} All-Sea); hexsides with features: ${build.scenario.hexsides?.length ?? 0}`);
console.log(`Counters: ${counters.length}: ${[...byKind.entries()].sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
for (const line of [...build.facts.notes.forced, ...build.facts.notes.ports, ...build.facts.hexsideNotes, ...build.facts.notes.cities]) console.log(`  - ${line}`);
console.log(`Wrote ${OUT} (${build.text.length} bytes) in ${Math.round(performance.now() - t0)} ms; it loads with no problems.`);
