#!/usr/bin/env node
// The `turnchart` command. It runs the CLI built ahead of use (dist/cli/turnchart.mjs: `npm install`
// builds it through `prepare`, `npm test` and `npm run build:cli` rebuild it), so it starts without
// transpiling TypeScript. When that build is missing, or a file it was built from has changed since
// (dist/cli/inputs.json lists them), it runs the TypeScript itself through tsx: slower, never stale.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url);
const at = (path) => fileURLToPath(new URL(path, root));

function fresh() {
  try {
    const built = statSync(at('dist/cli/turnchart.mjs')).mtimeMs;
    const inputs = JSON.parse(readFileSync(at('dist/cli/inputs.json'), 'utf8'));
    return inputs.every((file) => statSync(at(file), { throwIfNoEntry: false })?.mtimeMs <= built);
  } catch {
    return false;
  }
}

if (fresh()) {
  await import(new URL('dist/cli/turnchart.mjs', root).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('src/cli/main.ts', root).href);
}
