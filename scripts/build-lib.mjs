#!/usr/bin/env node
// `npm run build:lib`: turnchart as a library, compiled ahead of use (issue 17) into build/lib:
// build/lib/turnchart.mjs (an ES module for Node and bundlers; xstate and zod stay dependencies,
// elkjs too) and its type declarations under build/lib/types (tsc, tsconfig.lib.json). Our sources
// import each other with `.ts` specifiers, which tsc keeps in the declarations; they are rewritten
// to `.js`, the form every TypeScript resolution mode maps to a `.d.ts`. package.json's `exports`
// points at both. `npm install` (prepare) and `npm test` run it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const OUT = 'build/lib';
rmSync(OUT, { recursive: true, force: true });
await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/lib/index.ts',
    outDir: OUT,
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: { external: [/^node:/, /^xstate/, /^zod/, /^elkjs/], output: { entryFileNames: 'turnchart.mjs', format: 'es' } },
  },
});

const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

/** `from './x.ts'`, `import('./x.ts')` → `.js`, in every declaration file. */
const SPECIFIER = /((?:from\s+|import\()\s*['"]\.{1,2}\/[^'"]*?)\.ts(['"])/g;
const declarations = (dir) => readdirSync(dir, { withFileTypes: true })
  .flatMap((d) => (d.isDirectory() ? declarations(join(dir, d.name)) : d.name.endsWith('.d.ts') ? [join(dir, d.name)] : []));
for (const file of declarations(join(OUT, 'types'))) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(SPECIFIER, '$1.js$2');
  if (rewritten !== text) writeFileSync(file, rewritten);
}
