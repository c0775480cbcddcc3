import { relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes build/cli/inputs.json beside the build, the project files the build read: bin/turnchart.mjs compares their
 * modification times with the build's and runs the sources through tsx when one is newer (a stale
 * build is never run), statting these few hundred files rather than walking the tree.
 */
function listInputs(): Plugin {
  return {
    name: 'turnchart-list-inputs',
    generateBundle() {
      const files = [...this.getModuleIds()].filter((id) => id.startsWith(process.cwd()) && !id.includes('node_modules'))
        .map((id) => relative(process.cwd(), id.split('?')[0]!)).sort();
      this.emitFile({ type: 'asset', fileName: 'inputs.json', source: `${JSON.stringify(files)}\n` });
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
    // Not under dist/: `npm run build` empties dist/ for the static site.
    outDir: 'build/cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      external: [/^node:/, /^elkjs/],
      // zod in a chunk of its own: otherwise small modules it shares a chunk with (ok/fail) make
      // every command, `--version` too, compile and initialise it.
      output: { entryFileNames: 'turnchart.mjs', format: 'es', manualChunks: (id) => (id.includes('/node_modules/zod/') ? 'zod' : undefined) },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
