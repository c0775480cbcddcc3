#!/usr/bin/env node
// Before and after for a change to support placement (issue 17, "Placement facts carried"): builds
// tests/bench/engine/placement-figures.ts of this checkout and of another one (a `git archive` of
// the commit before, with node_modules linked), then runs the two builds in turn, ROUNDS times
// each, so both meet the same load on a shared machine. Prints each run's JSON line.
//   node scripts/bench-placement.mjs BEFORE_DIR [ROUNDS] [RUNS]
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';

const before = process.argv[2];
if (!before) { process.stderr.write('usage: node scripts/bench-placement.mjs BEFORE_DIR [ROUNDS] [RUNS]\n'); process.exit(2); }
const rounds = Number(process.argv[3] ?? 3);
const runs = process.argv[4] ?? '15';
const entry = 'tests/bench/engine/placement-figures.ts';

async function bundle(root) {
  if (root !== process.cwd()) copyFileSync(entry, resolve(root, entry));
  await build({
    root, configFile: false, logLevel: 'warn',
    build: {
      ssr: resolve(root, entry), outDir: resolve(root, 'dist/bench-placement'), emptyOutDir: true, target: 'node20', minify: false,
      rollupOptions: { external: [/^node:/, /^elkjs/], output: { entryFileNames: 'figures.mjs', format: 'es' } },
    },
    ssr: { noExternal: true, target: 'node' },
  });
  return resolve(root, 'dist/bench-placement/figures.mjs');
}

const builds = { before: await bundle(resolve(before)), after: await bundle(process.cwd()) };
for (let i = 0; i < rounds; i++) {
  for (const [name, file] of Object.entries(builds)) {
    const run = spawnSync(process.execPath, ['--expose-gc', file, runs], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (run.status !== 0) process.exit(run.status ?? 1);
    process.stdout.write(`${name} ${run.stdout}`);
  }
}
