/**
 * The engine bench of issue 17, on compiled JavaScript (scripts/bench-engine.mjs builds this file
 * with Vite and runs it; `npm run bench` does both): replay with full checking beside the
 * interpreter floor, bytes allocated per event, undo and jump in a 5,000-event game, loading it,
 * legalActions per step in three rounds, the CLI's cold start, and growth with board size. Prints
 * Markdown tables (docs/benchmarks.md keeps the figures) and, with --json FILE, writes them as JSON.
 *
 *   node scripts/bench-engine.mjs [--quick] [--json FILE]
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { cliColdStart } from './cli.ts';
import { gameTurn, gameTurnsOf, longGame } from './games.ts';
import { legalFigures, type StepFigures } from './legal.ts';
import { replayFigures, type ReplayFigures } from './replay.ts';
import { fmt, thousands, type Stats } from './stats.ts';
import { CHECKPOINT_EVERY, intervalFigures, load, loadFigures, undoFigures } from './undo.ts';
import type { SizeName } from '../support/boards.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const jsonAt = args.indexOf('--json');
const RUNS = quick ? 5 : 15;
const ROUNDS = quick ? 1 : 3;
const say = (line = ''): void => { process.stdout.write(`${line}\n`); };
const note = (line: string): void => { process.stderr.write(`bench-engine: ${line}\n`); };
const within = (xs: readonly StepFigures[], ms: number): number => xs.filter((x) => x.legal.p99 <= ms).length;
const withinCpu = (xs: readonly StepFigures[], ms: number): number => xs.filter((x) => x.cpu.p99 <= ms).length;

const loadAverage = (): string => os.loadavg().map((x) => x.toFixed(2)).join(' ');
say(`Node ${process.version}, ${process.platform} ${process.arch}, ${os.cpus().length} cores; ${new Date().toISOString()}; load average ${loadAverage()}`);

// Replay against the interpreter floor, and growth with board size.
const sizes: SizeName[] = quick ? ['full'] : ['quarter', 'half', 'full'];
const growth = new Map<SizeName, { replay: ReplayFigures; legal: StepFigures[][] }>();
for (const size of sizes) {
  note(`${size} board: walking a game turn`);
  const g = gameTurn(size);
  note(`${size} board: replay and floor, ${RUNS} runs each`);
  const replay = await replayFigures(g, RUNS);
  const rounds = size === 'full' ? ROUNDS : 1;
  note(`${size} board: legalActions per step, ${rounds} round(s)`);
  const legal = Array.from({ length: rounds }, () => legalFigures(g.walk));
  growth.set(size, { replay, legal });
}
const full = growth.get('full')!;

say('\n### Replay with full checking and the interpreter floor (one game turn, full board)\n');
say('| Measure | events | wall median (ms) | wall p99 (ms) | events/s (wall median) | CPU median (ms) | events/s (CPU median) | allocated per event (KB) |');
say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const r = full.replay;
say(`| replay with full checking (parse + explain + apply) | ${r.events} | ${fmt(r.replay.median)} | ${fmt(r.replay.p99)} | ${thousands(r.eventsPerSecond)} | ${fmt(r.cpu.replay.median)} | ${thousands(r.cpuEventsPerSecond)} | ${fmt(r.bytesPerEvent / 1024, 1)} |`);
say(`| interpreter floor (same machine, recorded guard answers, no-op actions) | ${r.events} | ${fmt(r.floor.median)} | ${fmt(r.floor.p99)} | ${thousands(r.floorEventsPerSecond)} | ${fmt(r.cpu.floor.median)} | ${thousands((r.events / r.cpu.floor.median) * 1000)} | ${fmt(r.floorBytesPerEvent / 1024, 1)} |`);
say(`| **ratio** (same run, ${RUNS} alternating runs each) | | **${r.ratio.toFixed(2)} ×** | | | **${r.cpuRatio.toFixed(2)} ×** | | |`);

note('5,000-event game: walking');
const long = longGame();
note('5,000-event game: load, undo, jump');
const loaded = loadFigures(long, quick ? 3 : 7);
const timeline = load(long);
const positions = [10, 1000, 5000];
const undo = undoFigures(timeline, positions, ROUNDS);
say(`\n### A 5,000-event game (${gameTurnsOf(long)} game turns on the full board), checkpoints every ${CHECKPOINT_EVERY} events\n`);
say('| Measure | samples | median (ms) | p99 (ms) | max (ms) |');
say('| --- | ---: | ---: | ---: | ---: |');
const row = (name: string, s: Stats): void => say(`| ${name} | ${s.n} | ${fmt(s.median)} | ${fmt(s.p99)} | ${fmt(s.max)} |`);
row(`load the saved game, full checking (${thousands(long.json.length)} events, checkpoints kept): wall`, loaded.wall);
row('… the same loads: CPU time', loaded.cpu);
for (const p of positions) row(`undo / jump to position ${thousands(p)} (each of the ${CHECKPOINT_EVERY} positions up to it)`, undo.get(p)!);

note('5,000-event game: checkpoint intervals');
const intervals = intervalFigures(long, [8, 16, 32, 64], [1000, 5000], ROUNDS);
say('\n### The checkpoint interval: undo at every position near 1,000 and 5,000\n');
say('| checkpoints every | checkpoints in the game | undo samples | median (ms) | p99 (ms) | max (ms) |');
say('| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const x of intervals) say(`| ${x.every}${x.every === CHECKPOINT_EVERY ? ' (the guide\'s)' : ''} | ${Math.floor(long.json.length / x.every) + 1} | ${x.undo.n} | ${fmt(x.undo.median)} | ${fmt(x.undo.p99)} | ${fmt(x.undo.max)} |`);

say('\n### legalActions per step, full board (state with the most legal actions of each step)\n');
say(`| Step | actions | ${full.legal.map((_, i) => `round ${i + 1} p50 / p99 (ms)`).join(' | ')} |`);
say(`| --- | ---: | ${full.legal.map(() => '---:').join(' | ')} |`);
full.legal[0]!.forEach((s, k) => {
  const cells = full.legal.map((round) => { const x = round[k]!.legal; return `${fmt(x.median)} / ${x.p99 > 2 ? `**${fmt(x.p99)}**` : fmt(x.p99)}`; });
  say(`| ${s.step} | ${s.actions} | ${cells.join(' | ')} |`);
});
say(`| **steps with p99 ≤ 2 ms** | | ${full.legal.map((round) => `**${within(round, 2)} of ${round.length}**`).join(' | ')} |`);
// By CPU time: the calls that only waited for a core on the shared machine no longer count.
say(`| steps with p99 ≤ 2 ms by CPU time | | ${full.legal.map((round) => `${withinCpu(round, 2)} of ${round.length} (over: ${round.filter((x) => x.cpu.p99 > 2).map((x) => x.step).join(', ') || 'none'})`).join(' | ')} |`);

note('CLI cold start');
const cliRuns = quick ? 5 : 15;
const version = cliColdStart(['--version'], cliRuns);
const validate = cliColdStart(['validate', 'scenarios/teaching-java-1942.json'], cliRuns);
say('\n### CLI cold start (a new process each time, the build in build/cli)\n');
say('| Command | samples | median (ms) | p99 (ms) | max (ms) |');
say('| --- | ---: | ---: | ---: | ---: |');
for (const [name, x] of [['`turnchart --version`', version], ['`turnchart validate scenarios/teaching-java-1942.json`', validate]] as const) {
  row(`${name}: wall`, x.wall);
  if (x.cpu) row('… CPU time of the process', x.cpu);
}

if (growth.size > 1) {
  say('\n### Growth with board size (one game turn of the bench walk at each size)\n');
  say('| Board | events | replay events/s (wall) | floor events/s (wall) | ratio (wall) | ratio (CPU) | KB per event | legalActions: slowest p50 (ms) | slowest p99 (ms) | steps with p99 ≤ 2 ms |');
  say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [size, { replay: x, legal }] of growth) {
    const first = legal[0]!;
    const worst = (f: (s: StepFigures) => number): number => Math.max(...first.map(f));
    say(`| ${size} | ${x.events} | ${thousands(x.eventsPerSecond)} | ${thousands(x.floorEventsPerSecond)} | ${x.ratio.toFixed(2)} × | ${x.cpuRatio.toFixed(2)} × | ${fmt(x.bytesPerEvent / 1024, 1)} | ${fmt(worst((s) => s.legal.median))} | ${fmt(worst((s) => s.legal.p99))} | ${within(first, 2)} of ${first.length} |`);
  }
}

say(`\nLoad average at the end: ${loadAverage()}`);

if (jsonAt >= 0) {
  const file = args[jsonAt + 1]!;
  writeFileSync(file, `${JSON.stringify({ growth: Object.fromEntries(growth), load: loaded, undo: Object.fromEntries(undo), cli: { version, validate } }, null, 2)}\n`);
  note(`wrote ${file}`);
}
