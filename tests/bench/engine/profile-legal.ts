/**
 * legalActions of support placement's choice (the step whose median is nearest 2 ms, issue 17) on
 * fresh copies of the walk's richest state, alone, for `node --cpu-prof`: scripts/bench-engine.mjs
 * --profile legal builds this file and runs it under the profiler (sum the profile under `call`).
 */
import { fresh } from '../support/samples.ts';
import { engine, gameTurn } from './games.ts';
import { stats, timed } from './stats.ts';

const step = process.argv[2] ?? 'ds.support.placement.choose';
const g = gameTurn('full');
const sample = g.walk.samples.get(step);
if (!sample) throw new Error(`the walk never rested in ${step}`);
const call = (): number => {
  const copy = fresh(sample);
  return timed(() => { engine.legalActions(copy, { freeMoves: false }); });
};
for (let i = 0; i < 50; i++) call();
const s = stats(Array.from({ length: Number(process.argv[3] ?? 400) }, call));
process.stdout.write(`${step} (${sample.actions} actions): median ${s.median.toFixed(3)} ms, p99 ${s.p99.toFixed(3)} ms\n`);
