import type { InspectionEvent } from 'xstate';
import { engineOf, type EngineSnapshot } from '../../src/core/engine.ts';
import { toTheEnd, type ReplayOutcome, type ReplayStop } from '../../src/core/replay.ts';
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
  return toTheEnd(preparingLoad(ruleset, game, seed, events, every, inspected, Infinity));
}

/**
 * `prepareLoad` in slices of `slice` events: yields the count of events replayed after each slice
 * but the last (the guide shows it and lets the page breathe between slices of a long game).
 */
export function* preparingLoad<G, C extends EngineContext, E extends RulesetEvent>(
  ruleset: Ruleset<G, C, E>, game: G, seed: number, events: readonly unknown[], every: number, inspected?: InspectedReplay, slice?: number,
): Generator<number, PreparedLoad<G, C, E>, void> {
  const timeline = new Timeline<E>(ruleset.machine, { game, seed }, every);
  const marks: number[] = [];
  const inspection: InspectionEvent[] = [];
  const to = inspected ?? { inspect: (e: InspectionEvent) => { inspection.push(e); }, length: () => inspection.length };
  const inspectedMarks = [to.length()];
  const outcome = yield* engineOf(ruleset).replaying(game, seed, events, {
    inspect: to.inspect,
    onApplied: (e, after) => {
      timeline.record(e, after);
      marks.push(after.context.log.length);
      inspectedMarks.push(to.length());
    },
  }, slice);
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

/** How a caller follows a load replayed in slices, and stops it. */
export interface LoadFollow {
  /** Events replayed so far, of `total`; called between slices, so at most once per `SLICE_BUDGET_MS`. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Aborted: the replay stops at the next slice and nothing is kept. */
  readonly signal?: AbortSignal;
}

/**
 * How long the page's one thread replays before it lets the page draw and take input again. A
 * 5,000-event full-board game takes about a second to replay with every check (docs/benchmarks.md):
 * in slices of this length the page stays responsive and shows how far the replay is.
 */
export const SLICE_BUDGET_MS = 40;

/** `prepareLoad`, in slices of at most about `SLICE_BUDGET_MS`; undefined when `follow.signal` stops it. */
export async function prepareLoadInSlices<G, C extends EngineContext, E extends RulesetEvent>(
  ruleset: Ruleset<G, C, E>, game: G, seed: number, events: readonly unknown[], every: number, follow: LoadFollow = {},
): Promise<PreparedLoad<G, C, E> | undefined> {
  // Sixteen events take a few milliseconds on the full board: the clock is read that often.
  const slices = preparingLoad(ruleset, game, seed, events, every, undefined, 16);
  let since = performance.now();
  for (;;) {
    if (follow.signal?.aborted) {
      // `return` runs the replay's `finally`, which stops its actor; the value is never read.
      slices.return(undefined as never);
      return undefined;
    }
    const step = slices.next();
    if (step.done) return step.value;
    if (performance.now() - since < SLICE_BUDGET_MS) continue;
    follow.onProgress?.(step.value, events.length);
    await new Promise<void>((resolve) => { setTimeout(resolve, 0); });
    since = performance.now();
  }
}
