import { CHECKPOINT_EVERY } from '../../../components/shared/turn-controller.ts';
import { Timeline } from '../../../src/core/timeline.ts';
import type { DsEvent } from '../../../src/ds/events/index.ts';
import { engine, type Game } from './games.ts';
import { stats, timed, timedBoth, timingStats, type Stats } from './stats.ts';

/**
 * Loading a saved game as the guide does (`TurnController.load`): every event parsed and checked,
 * in one pass that keeps a checkpoint every CHECKPOINT_EVERY events.
 */
export function load(g: Game): Timeline<DsEvent> {
  const timeline = new Timeline<DsEvent>(engine.ruleset.machine, { game: g.game, seed: 1 }, CHECKPOINT_EVERY);
  const outcome = engine.replay(g.game, 1, g.json, { onApplied: (e, after) => timeline.record(e, after) });
  if (outcome.stop) throw new Error('the saved game does not load');
  return timeline;
}

export function loadFigures(g: Game, runs: number): { wall: Stats; cpu: Stats } {
  return timingStats(Array.from({ length: runs }, () => timedBoth(() => { load(g); })));
}

/**
 * Undo or a jump to position p (the position after p events) of a loaded game: the nearest
 * checkpoint at or before p, and at most CHECKPOINT_EVERY - 1 events replayed from it
 * (`Timeline.snapshotAt`, what `TurnController.undoTo` does). Measured at every position from
 * p - (CHECKPOINT_EVERY - 1) to p, so each distance from a checkpoint is in the sample, `rounds` times.
 */
export function undoFigures(timeline: Timeline<DsEvent>, positions: readonly number[], rounds: number): Map<number, Stats> {
  const out = new Map<number, Stats>();
  for (const p of positions) {
    const times: number[] = [];
    const from = Math.max(0, p - (CHECKPOINT_EVERY - 1));
    for (let r = 0; r < rounds; r++) for (let n = from; n <= p; n++) times.push(timed(() => { timeline.snapshotAt(n); }));
    out.set(p, stats(times));
  }
  return out;
}

export { CHECKPOINT_EVERY };

/** Undo at every position near p (each distance from a checkpoint), with checkpoints every `every` events. */
export interface IntervalFigures {
  readonly every: number;
  readonly undo: Stats;
}

/**
 * How undo time follows the checkpoint interval: the game loaded with checkpoints every `every`
 * events, then undo to every position from p - every + 1 to p for each p, `rounds` times.
 */
export function intervalFigures(g: Game, intervals: readonly number[], positions: readonly number[], rounds: number): IntervalFigures[] {
  return intervals.map((every) => {
    const timeline = new Timeline<DsEvent>(engine.ruleset.machine, { game: g.game, seed: 1 }, every);
    engine.replay(g.game, 1, g.json, { onApplied: (e, after) => timeline.record(e, after) });
    const times: number[] = [];
    for (let r = 0; r < rounds; r++) for (const p of positions) for (let n = Math.max(0, p - every + 1); n <= p; n++) times.push(timed(() => { timeline.snapshotAt(n); }));
    return { every, undo: stats(times) };
  });
}
