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
  /**
   * What XState's inspection reported of the replay (the guide's turn is always inspected: its
   * inspector panel keeps the whole game), and how many of these reports there were before the
   * first event and after each event applied, so a turn hands them to its inspector in order.
   */
  readonly inspection: readonly InspectionEvent[];
  readonly inspectedMarks: readonly number[];
}

/** What an inspected replay reports, and how long the inspector's timeline is after each event. */
export interface InspectedReplay {
  readonly inspect: (event: InspectionEvent) => void;
  readonly length: () => number;
}

/**
 * Replays `events` on `game` with `seed`, every event checked, keeping a checkpoint every `every`
 * events; stops at the first malformed or illegal one (its problems are in `outcome.stop`). Its
 * inspection goes to `inspected` (a live inspector, whose lengths are the marks), or is kept.
 */
export function prepareLoad<G, C extends EngineContext, E extends RulesetEvent>(
  ruleset: Ruleset<G, C, E>, game: G, seed: number, events: readonly unknown[], every: number, inspected?: InspectedReplay,
): PreparedLoad<G, C, E> {
  const timeline = new Timeline<E>(ruleset.machine, { game, seed }, every);
  const marks: number[] = [];
  const inspection: InspectionEvent[] = [];
  const to = inspected ?? { inspect: (e: InspectionEvent) => { inspection.push(e); }, length: () => inspection.length };
  const inspectedMarks = [to.length()];
  const outcome = engineOf(ruleset).replay(game, seed, events, {
    inspect: to.inspect,
    onApplied: (e, after) => {
      timeline.record(e, after);
      marks.push(after.context.log.length);
      inspectedMarks.push(to.length());
    },
  });
  return { game, seed, input: events, outcome, timeline, marks, inspection, inspectedMarks };
}

/**
 * Hands a kept replay's inspection to a turn's inspector, in order, as the replay would have made
 * it; gives the inspector's length before the first event and after each (the turn's marks).
 */
export function replayInspection(prepared: Pick<PreparedLoad<unknown, EngineContext, RulesetEvent>, 'inspection' | 'inspectedMarks'>, to: InspectedReplay): number[] {
  const kept = prepared.inspectedMarks;
  const out = [to.length()];
  let k = 1;
  prepared.inspection.forEach((e, fed) => {
    for (; k < kept.length && kept[k]! <= fed; k++) out.push(to.length());
    to.inspect(e);
  });
  for (; k < kept.length; k++) out.push(to.length());
  return out;
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
