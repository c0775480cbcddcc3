import type { InspectionEvent } from 'xstate';
import { engineOf, type EngineSnapshot } from '../../src/core/engine.ts';
import type { ReplayOutcome, ReplayStop } from '../../src/core/replay.ts';
import type { EngineContext, Ruleset, RulesetEvent } from '../../src/core/ruleset.ts';
import { Timeline } from '../../src/core/timeline.ts';

/**
 * A saved game replayed once, with everything the guide's turn keeps of it: the checkpoints, each
 * event's log mark and (when inspected) the inspector's marks. The guide replays a chosen file
 * aside first to say how much of it the turn accepts (the load dialog); the turn then takes that
 * same replay instead of making it again (on the full board a 5,000-event game takes about a
 * second to replay with every check: docs/benchmarks.md).
 */
export interface PreparedLoad<G, C extends EngineContext, E extends RulesetEvent> {
  /** What it was replayed from: it serves a turn of the same game and seed, for the same event list. */
  readonly game: G;
  readonly seed: number;
  readonly input: readonly unknown[];
  readonly outcome: ReplayOutcome<EngineSnapshot<C>, E>;
  readonly timeline: Timeline<E>;
  /** The log length after each event applied. */
  readonly marks: readonly number[];
}

/** What an inspected replay reports, and how long the inspector's timeline is after each event. */
export interface InspectedReplay {
  readonly inspect: (event: InspectionEvent) => void;
  readonly length: () => number;
}

/**
 * Replays `events` on `game` with `seed`, every event checked, keeping a checkpoint every `every`
 * events; stops at the first malformed or illegal one (its problems are in `outcome.stop`).
 */
export function prepareLoad<G, C extends EngineContext, E extends RulesetEvent>(
  ruleset: Ruleset<G, C, E>, game: G, seed: number, events: readonly unknown[], every: number, inspected?: InspectedReplay,
): PreparedLoad<G, C, E> & { readonly inspectedMarks: readonly number[] } {
  const timeline = new Timeline<E>(ruleset.machine, { game, seed }, every);
  const marks: number[] = [];
  const inspectedMarks = [inspected?.length() ?? 0];
  const outcome = engineOf(ruleset).replay(game, seed, events, {
    ...(inspected ? { inspect: inspected.inspect } : {}),
    onApplied: (e, after) => {
      timeline.record(e, after);
      marks.push(after.context.log.length);
      inspectedMarks.push(inspected?.length() ?? 0);
    },
  });
  return { game, seed, input: events, outcome, timeline, marks, inspectedMarks };
}

/** Whether `prepared` is the replay of `events` for a turn of `game` with `seed`. */
export const preparedFor = <G, C extends EngineContext, E extends RulesetEvent>(
  prepared: PreparedLoad<G, C, E> | undefined, game: G, seed: number, events: readonly unknown[],
): prepared is PreparedLoad<G, C, E> => prepared !== undefined && prepared.game === game && prepared.seed === seed && prepared.input === events;

/** An event a replay stopped at (index from 0), one problem per line: the rule or the path, and why. */
export interface LoadProblem {
  readonly index: number;
  readonly message: string;
}

export function stopProblems<E>(stop: ReplayStop<E> | undefined): LoadProblem[] {
  if (!stop) return [];
  return stop.kind === 'malformed'
    ? stop.problems.map((p) => ({ index: stop.index, message: `${p.path}: ${p.message}` }))
    : stop.violations.map((v) => ({ index: stop.index, message: `${v.rule}: ${v.message}` }));
}
