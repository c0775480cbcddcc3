import { allocatedBytes } from '../support/allocation.ts';
import { interpreterFloor } from './floor.ts';
import { engine, type Game } from './games.ts';
import { alternating, timingStats, type Stats } from './stats.ts';

/** A replay with full checking beside the interpreter floor, from one run, and what each allocates. */
export interface ReplayFigures {
  readonly events: number;
  /** Wall time; CPU time beside it (`cpu`), which a shared machine's other jobs do not inflate. */
  readonly replay: Stats;
  readonly floor: Stats;
  readonly cpu: { readonly replay: Stats; readonly floor: Stats };
  /** Replay median ÷ floor median, both from the same alternating run (wall time; `cpuRatio` of CPU time). */
  readonly ratio: number;
  readonly cpuRatio: number;
  readonly eventsPerSecond: number;
  readonly floorEventsPerSecond: number;
  readonly cpuEventsPerSecond: number;
  readonly bytesPerEvent: number;
  readonly floorBytesPerEvent: number;
}

/**
 * Replay with full checking is the saved game's replay (`engine.replay`: each event parsed from
 * JSON, explained by the one legality source, and sent to the machine, whose guard reads the same
 * answer); the floor is interpreterFloor's. Timed in turns, `runs` times each.
 */
export async function replayFigures(g: Game, runs: number): Promise<ReplayFigures> {
  const floor = interpreterFloor(g.game, 1, g.events);
  const replay = (): void => { engine.replay(g.game, 1, g.json); };
  const [full, bare] = alternating([replay, floor.run], runs);
  const r = timingStats(full!), f = timingStats(bare!);
  const n = g.events.length;
  return {
    events: n, replay: r.wall, floor: f.wall, cpu: { replay: r.cpu, floor: f.cpu },
    ratio: r.wall.median / f.wall.median, cpuRatio: r.cpu.median / f.cpu.median,
    eventsPerSecond: (n / r.wall.median) * 1000, floorEventsPerSecond: (n / f.wall.median) * 1000,
    cpuEventsPerSecond: (n / r.cpu.median) * 1000,
    bytesPerEvent: (await allocatedBytes(replay)) / n,
    floorBytesPerEvent: (await allocatedBytes(floor.run)) / n,
  };
}
