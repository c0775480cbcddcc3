import { defineConfig } from 'vite';

// The CLI built ahead of use (npm install runs `npm run build:cli` through `prepare`, npm test
// rebuilds it): one ES module for Node with xstate and zod inside, so `turnchart` starts without
// transpiling TypeScript or resolving hundreds of modules. elkjs stays outside, loaded on demand
// by `turnchart diagram --format svg`.
export default defineConfig({
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
