import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes dist/cli/inputs.json, the project files the build read: bin/turnchart.mjs compares their
 * modification times with the build's and runs the sources through tsx when one is newer (a stale
 * build is never run), statting these few hundred files rather than walking the tree.
 */
function listInputs(): Plugin {
  return {
    name: 'turnchart-list-inputs',
    generateBundle() {
      const files = [...this.getModuleIds()].filter((id) => id.startsWith(process.cwd()) && !id.includes('node_modules'))
        .map((id) => relative(process.cwd(), id.split('?')[0]!)).sort();
      writeFileSync('dist/cli/inputs.json', `${JSON.stringify(files)}\n`);
    },
  };
}

// The CLI built ahead of use (npm install runs `npm run build:cli` through `prepare`, npm test
// rebuilds it): one ES module for Node with xstate and zod inside, so `turnchart` starts without
// transpiling TypeScript or resolving hundreds of modules. elkjs stays outside, loaded on demand
// by `turnchart diagram --format svg`.
export default defineConfig({
  plugins: [listInputs()],
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist/cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: { external: [/^node:/, /^elkjs/], output: { entryFileNames: 'turnchart.mjs', format: 'es' } },
  },
  ssr: { noExternal: true, target: 'node' },
});
