import { build } from 'vite';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
const outDir = mkdtempSync(join(tmpdir(), 'sz-'));
await build({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: true, manifest: 'manifest.json', minify: false } });
const m = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
const closure = (keys) => { const seen = new Set(); const v = (k) => { if (seen.has(k)) return; seen.add(k); for (const i of m[k]?.imports ?? []) v(i); }; keys.forEach(v); return seen; };
const entry = Object.entries(m).find(([, c]) => c.isEntry)[0];
const ds = Object.keys(m).find((k) => k.endsWith('machines/ds/ruleset.ts'));
const by = new Map();
for (const k of closure([entry, ds])) {
  const map = JSON.parse(readFileSync(join(outDir, m[k].file + '.map'), 'utf8'));
  map.sources.forEach((s, i) => { const len = (map.sourcesContent?.[i] ?? '').length; const p = s.replace(/^.*\/work\/wt\/16\//, '').replace(/^.*node_modules\//, 'nm/'); const depth = process.argv[2] ? Number(process.argv[2]) : 2; const key = p.split('/').slice(0, depth).join('/'); by.set(key, (by.get(key) ?? 0) + len); });
}
[...by].sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([k, v]) => console.log((v / 1024).toFixed(0).padStart(6), 'KB', k));
rmSync(outDir, { recursive: true, force: true });
