/**
 * The replay of one full-board game turn, alone, for `node --cpu-prof` (issue 17: profile before
 * optimising). scripts/bench-engine.mjs --profile builds this file instead of the bench and runs it
 * under the profiler, writing the profile to dist/bench/.
 */
import { engine, gameTurn } from './games.ts';

const g = gameTurn('full');
const runs = Number(process.argv[2] ?? 30);
for (let i = 0; i < 3; i++) engine.replay(g.game, 1, g.json);
// CPU time beside wall time: on a shared machine the other jobs inflate the wall time, not the CPU time.
const t0 = performance.now(), c0 = process.cpuUsage();
for (let i = 0; i < runs; i++) engine.replay(g.game, 1, g.json);
const ms = (performance.now() - t0) / runs;
const c = process.cpuUsage(c0), cpu = (c.user + c.system) / 1000 / runs;
const perSecond = (t: number): number => Math.round((g.json.length / t) * 1000);
process.stdout.write(`${g.json.length} events per replay: wall ${ms.toFixed(1)} ms (${perSecond(ms)} events/s), CPU ${cpu.toFixed(1)} ms (${perSecond(cpu)} events/s)\n`);
