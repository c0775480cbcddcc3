#!/usr/bin/env node
// The engine bench (issue 17) on compiled JavaScript: builds tests/bench/engine/main.ts with Vite
// into dist/bench (one ES module for Node, xstate's production build inside, no tsx at run time),
// rebuilds the CLI so that its cold start is the built one's, then runs the bench in a new Node.
// Arguments go to the bench: --quick (fewer runs, full board only), --json FILE.
//   node scripts/bench-engine.mjs [--quick] [--json FILE]
import { spawnSync } from 'node:child_process';
import { build } from 'vite';

await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: 'tests/bench/engine/main.ts',
    outDir: 'dist/bench',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { external: [/^node:/, /^elkjs/], output: { entryFileNames: 'engine.mjs', format: 'es' } },
  },
  ssr: { noExternal: true, target: 'node' },
});
const cli = spawnSync('npm', ['run', 'build:cli', '--silent'], { stdio: 'inherit' });
if (cli.status !== 0) process.exit(cli.status ?? 1);
const run = spawnSync(process.execPath, ['dist/bench/engine.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
