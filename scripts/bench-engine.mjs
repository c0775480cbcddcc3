#!/usr/bin/env node
// The engine bench (issue 17) on compiled JavaScript: builds tests/bench/engine/main.ts with Vite
// into dist/bench (one ES module for Node, xstate's production build inside, no tsx at run time),
// rebuilds the CLI so that its cold start is the built one's, then runs the bench in a new Node.
// Arguments go to the bench: --quick (fewer runs, full board only), --json FILE. With --profile it
// builds and runs tests/bench/engine/profile-replay.ts instead, under `node --cpu-prof`, the profile
// written to dist/bench/ (sum it by self and total time: scripts/sum-profile.mjs). `--profile legal`
// profiles tests/bench/engine/profile-legal.ts instead: legalActions of support placement's choice.
//   node scripts/bench-engine.mjs [--quick] [--json FILE] | --profile [legal [STEP [CALLS]]]
import { spawnSync } from 'node:child_process';
import { build } from 'vite';

const profileAt = process.argv.indexOf('--profile');
const profile = profileAt >= 0;
const legal = process.argv[profileAt + 1] === 'legal';
const profiled = legal ? 'tests/bench/engine/profile-legal.ts' : 'tests/bench/engine/profile-replay.ts';

await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: profile ? profiled : 'tests/bench/engine/main.ts',
    outDir: 'dist/bench',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { external: [/^node:/, /^elkjs/], output: { entryFileNames: 'engine.mjs', format: 'es' } },
  },
  ssr: { noExternal: true, target: 'node' },
});
if (profile) {
  const run = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir=dist/bench', 'dist/bench/engine.mjs', ...process.argv.slice(profileAt + (legal ? 2 : 1))], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
const cli = spawnSync('npm', ['run', 'build:cli', '--silent'], { stdio: 'inherit' });
if (cli.status !== 0) process.exit(cli.status ?? 1);
const run = spawnSync(process.execPath, ['dist/bench/engine.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
