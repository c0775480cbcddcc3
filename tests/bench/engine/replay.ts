import { allocatedBytes } from '../support/allocation.ts';
import { interpreterFloor } from './floor.ts';
import { engine, type Game } from './games.ts';
import { alternating, stats, type Stats } from './stats.ts';

/** A replay with full checking beside the interpreter floor, from one run, and what each allocates. */
export interface ReplayFigures {
  readonly events: number;
  readonly replay: Stats;
  readonly floor: Stats;
  /** Replay median ÷ floor median, both from the same alternating run. */
  readonly ratio: number;
  readonly eventsPerSecond: number;
  readonly floorEventsPerSecond: number;
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
  const r = stats(full!), f = stats(bare!);
  const n = g.events.length;
  return {
    events: n, replay: r, floor: f, ratio: r.median / f.median,
    eventsPerSecond: (n / r.median) * 1000, floorEventsPerSecond: (n / f.median) * 1000,
    bytesPerEvent: (await allocatedBytes(replay)) / n,
    floorBytesPerEvent: (await allocatedBytes(floor.run)) / n,
  };
}
