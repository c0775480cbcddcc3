import { writeFileSync } from 'node:fs';
import { generatePaths } from '../src/paths/generate.ts';
import { PATH_FIXTURES } from '../src/paths/fixtures.ts';
import { coverageMarkdown } from '../src/paths/markdown.ts';
import { coverageReport, coverageTable } from '../src/paths/report.ts';

// npm run paths: generates the paths of every fixture, measures coverage on real actors, prints the
// table and writes docs/coverage.json and docs/coverage.md.
const tty = process.stderr.isTTY;
const generation = generatePaths({
  onProgress: (line) => process.stderr.write(tty ? `\r${line}\x1b[K` : `${line}\n`),
});
if (tty) process.stderr.write('\n');
const report = coverageReport(generation, PATH_FIXTURES);
writeFileSync('docs/coverage.json', `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('docs/coverage.md', coverageMarkdown(report));
process.stdout.write(coverageTable(report));
process.stdout.write('Wrote docs/coverage.json and docs/coverage.md\n');
