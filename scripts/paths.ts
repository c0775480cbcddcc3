import { mkdirSync, writeFileSync } from 'node:fs';
import { RULESETS } from '../machines/rulesets.ts';
import { withTesting } from '../src/core/testing.ts';
import { generatePaths } from '../src/paths/generate.ts';
import { coverageMarkdown } from '../src/paths/markdown.ts';
import { coverageReport, coverageTable } from '../src/paths/report.ts';

// npm run paths: for every registered ruleset, generates the paths of every fixture, measures
// coverage on real actors, prints the table and writes docs/coverage/<ruleset>.json and .md.
// `npm run paths -- ds` does one ruleset.
const tty = process.stderr.isTTY;
const only = process.argv.slice(2);
mkdirSync('docs/coverage', { recursive: true });
for (const loaded of (await RULESETS.loaded()).all.filter((r) => only.length === 0 || only.includes(r.id))) {
  const ruleset = await withTesting(loaded);
  const generation = generatePaths(ruleset, {
    onProgress: (line) => process.stderr.write(tty ? `\r${ruleset.id}: ${line}\x1b[K` : `${ruleset.id}: ${line}\n`),
  });
  if (tty) process.stderr.write('\n');
  const report = coverageReport(generation);
  writeFileSync(`docs/coverage/${ruleset.id}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`docs/coverage/${ruleset.id}.md`, coverageMarkdown(report, ruleset.paths.notes));
  process.stdout.write(coverageTable(report));
  process.stdout.write(`Wrote docs/coverage/${ruleset.id}.json and docs/coverage/${ruleset.id}.md\n`);
}
