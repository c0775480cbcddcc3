/**
 * The figures a change to support placement is judged by (issue 17, "Placement facts carried"):
 * replay of the full-board game turn with full checking (events/s by wall and CPU time, KB
 * allocated per event) and legalActions in the support placement steps (by wall and CPU time), as the engine bench
 * measures them, printed as one JSON line. scripts/bench-placement.mjs builds this file for two
 * checkouts and runs the two builds in turn, so that before and after share the machine's moments.
 */
import { gameTurn } from './games.ts';
import { legalFigures } from './legal.ts';
import { replayFigures } from './replay.ts';

const runs = Number(process.argv[2] ?? 15);
const g = gameTurn('full');
const replay = await replayFigures(g, runs);
const samples = new Map([...g.walk.samples].filter(([step]) => step.startsWith('ds.support.placement')));
const legal = legalFigures({ ...g.walk, samples });
process.stdout.write(`${JSON.stringify({
  events: replay.events,
  eventsPerSecond: replay.eventsPerSecond,
  cpuEventsPerSecond: replay.cpuEventsPerSecond,
  kbPerEvent: replay.bytesPerEvent / 1024,
  ratio: replay.ratio,
  cpuRatio: replay.cpuRatio,
  legal: legal.map((s) => ({ step: s.step, actions: s.actions, median: s.legal.median, p99: s.legal.p99, cpuMedian: s.cpu.median, cpuP99: s.cpu.p99 })),
})}\n`);
