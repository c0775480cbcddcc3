#!/usr/bin/env node
// Markdown tables (median, p99, mean, samples) from Vitest's bench JSON, for docs/benchmarks.md:
//   npx vitest bench --run --project unit --outputJson bench.json && node tests/bench/support/tables.mjs bench.json
// One table per bench group; the complexity groups (quarter, half) are joined with the full-size
// legalActions group into one table per step, with the growth from a quarter to full size.
import { readFileSync } from 'node:fs';

const json = JSON.parse(readFileSync(process.argv[2] ?? 'bench.json', 'utf8'));
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(3));
const hz = (x) => Math.round(x).toLocaleString('en-US');
const groups = json.files.flatMap((f) => f.groups);

for (const g of groups) {
  if (g.fullName.includes('quarter board') || g.fullName.includes('half board')) continue;
  console.log(`### ${g.fullName.split(' > ').slice(1).join(' > ')}\n`);
  console.log('| Benchmark | median (ms) | p99 (ms) | mean (ms) | ops/s | samples |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const b of g.benchmarks) console.log(`| ${b.name} | ${fmt(b.median)} | ${fmt(b.p99)} | ${fmt(b.mean)} | ${hz(b.hz)} | ${b.sampleCount} |`);
  console.log('');
}

// Complexity: step → size → median; the step name is the bench name without its size and action count.
const step = (name) => name.replace(/^\[\w+\] /, '').replace(/ \(\d+ actions\)$/, '');
const actions = (name) => Number(/\((\d+) actions\)/.exec(name)?.[1] ?? NaN);
const bySize = { quarter: new Map(), half: new Map(), full: new Map() };
for (const g of groups) {
  const size = g.fullName.includes('quarter board') ? 'quarter' : g.fullName.includes('half board') ? 'half' : g.fullName.includes('legalActions, full board') ? 'full' : undefined;
  if (!size) continue;
  for (const b of g.benchmarks) bySize[size].set(step(b.name), { median: b.median, actions: actions(b.name) });
}
const steps = [...new Set([...bySize.full.keys(), ...bySize.half.keys(), ...bySize.quarter.keys()])];
if (steps.length > 0) {
  console.log('### legalActions median by board size (ms; legal actions in brackets)\n');
  console.log('| Step | ¼ (1,250 hexes, 150 counters) | ½ (2,520 hexes, 300 counters) | full (5,000 hexes, 600 counters) | full ÷ ¼ |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const cell = (x) => (x ? `${fmt(x.median)} (${x.actions})` : '—');
  for (const s of steps) {
    const q = bySize.quarter.get(s), h = bySize.half.get(s), f = bySize.full.get(s);
    console.log(`| ${s} | ${cell(q)} | ${cell(h)} | ${cell(f)} | ${q && f ? (f.median / q.median).toFixed(1) : '—'} |`);
  }
}
