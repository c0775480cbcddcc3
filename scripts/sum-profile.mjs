#!/usr/bin/env node
// Sums a V8 CPU profile (`node --cpu-prof`) by self time and by total (inclusive) time, per function
// and per source folder, so a profile is read as a table rather than a flame chart (issue 17).
// With --under NAME only the samples with a function named NAME on the stack count (a profile of
// a bench that also sets up its games: `--under replay`).
//   node scripts/sum-profile.mjs PROFILE.cpuprofile [--top N] [--under NAME]
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) { process.stderr.write('usage: node scripts/sum-profile.mjs PROFILE.cpuprofile [--top N]\n'); process.exit(2); }
const topAt = process.argv.indexOf('--top');
const TOP = topAt > 0 ? Number(process.argv[topAt + 1]) : 25;
const underAt = process.argv.indexOf('--under');
const UNDER = underAt > 0 ? process.argv[underAt + 1] : undefined;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const selfTime = new Map();
let total = 0;
const counts = (id) => {
  if (UNDER === undefined) return true;
  for (let at = id; at !== undefined; at = parent.get(at)) if (nodes.get(at).callFrame.functionName === UNDER) return true;
  return false;
};
profile.samples.forEach((id, i) => { if (!counts(id)) return; const dt = profile.timeDeltas[i] ?? 0; selfTime.set(id, (selfTime.get(id) ?? 0) + dt); total += dt; });

const where = (n) => {
  const url = n.callFrame.url.replace(/^file:\/\//, '').replace(/.*\/node_modules\//, 'node_modules/');
  return `${n.callFrame.functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
};
const self = new Map(), inclusive = new Map();
for (const [id, t] of selfTime) {
  const n = nodes.get(id);
  self.set(where(n), (self.get(where(n)) ?? 0) + t);
  // Inclusive: each function on the stack once per sample, however deep its recursion.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const k = where(nodes.get(at));
    if (!seen.has(k)) { seen.add(k); inclusive.set(k, (inclusive.get(k) ?? 0) + t); }
  }
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const table = (title, m) => {
  process.stdout.write(`\n${title}\n`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP)) process.stdout.write(`${pct(t)}  ${k}\n`);
};
process.stdout.write(`${file}: ${(total / 1000).toFixed(0)} ms sampled\n`);
table('By self time', self);
table('By total time', inclusive);
