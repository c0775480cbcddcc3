import { createActor, type AnyStateMachine, type InspectionEvent } from 'xstate';
import type { RulesetEvent } from './step.ts';
import type { InputProblem, Result, Violation } from './violation.ts';

/** Where a replay stopped early: an event that is malformed, or one the game does not accept now. */
export type ReplayStop<E> =
  | { readonly index: number; readonly kind: 'malformed'; readonly problems: readonly InputProblem[] }
  | { readonly index: number; readonly kind: 'illegal'; readonly event: E; readonly violations: readonly Violation[] };

/** S is the machine's snapshot type, E its event type. */
export interface ReplayOutcome<S, E> {
  /** The snapshot after the last accepted event: nothing after a bad event is applied. */
  readonly snapshot: S;
  readonly applied: number;
  /** The events applied, as parsed (the form the machine received: a parser may normalise an event). */
  readonly events: readonly E[];
  readonly stop?: ReplayStop<E>;
}

export interface ReplayRules<S, E> {
  /** Checks one event's shape; `path` locates it in the saved game (e.g. ['events', 3]). */
  parse(json: unknown, path: readonly PropertyKey[]): Result<E, InputProblem>;
  /** Why the event is not accepted now (empty when it is): the ruleset's one legality source. */
  explain(snapshot: S, event: E): readonly Violation[];
  /** Called with the position before each event is checked (index from 0), for callers that follow the game event by event. */
  before?(snapshot: S, index: number): void;
}

/** What a caller may follow of a replay as it goes. */
export interface ReplayWatch<S, E> {
  /** XState's inspection of the replaying actor (a live timeline, a diagram). */
  readonly inspect?: (event: InspectionEvent) => void;
  /** Each accepted event and the snapshot it led to, in order (checkpoints, log marks). */
  readonly onApplied?: (event: E, after: S) => void;
}

/**
 * The event log is the record of truth: any position is the machine's initial state plus its
 * events, replayed in order. Replay stops at the first event that is malformed or illegal, so a
 * saved game never silently skips a move. `S` must be the snapshot type of `machine`.
 */
export function replay<S, E extends RulesetEvent>(
  machine: AnyStateMachine, input: unknown, events: readonly unknown[], rules: ReplayRules<S, E>, watch: ReplayWatch<S, E> = {},
): ReplayOutcome<S, E> {
  return toTheEnd(replaying(machine, input, events, rules, watch, Infinity));
}

/** Runs a replay in slices (`replaying`, or a caller's generator around it) without stopping, and gives its outcome. */
export function toTheEnd<R>(slices: Generator<number, R, void>): R {
  for (;;) {
    const step = slices.next();
    if (step.done) return step.value;
  }
}

/**
 * `replay` in slices of `slice` events: yields how many events are done after each slice but the
 * last, and returns the outcome. A caller that must not block (the guide's load of a long saved
 * game) waits between slices and shows the count; one that gives up calls `return()`, which stops
 * the replaying actor. The same loop as `replay`: the outcome is the same, slice by slice or not.
 */
export function* replaying<S, E extends RulesetEvent>(
  machine: AnyStateMachine, input: unknown, events: readonly unknown[], rules: ReplayRules<S, E>, watch: ReplayWatch<S, E> = {}, slice = 64,
): Generator<number, ReplayOutcome<S, E>, void> {
  // The inspection is forwarded until the replay ends: its actor's stop is not a step of the game.
  let inspecting = true;
  const inspect = watch.inspect;
  const actor = createActor(machine, inspect ? { input, inspect: (e) => { if (inspecting) inspect(e); } } : { input });
  actor.start();
  const snapshotNow = (): S => actor.getSnapshot() as S;
  const applied: E[] = [];
  try {
    for (const [index, json] of events.entries()) {
      if (index > 0 && index % slice === 0) yield index;
      const parsed = rules.parse(json, ['events', index]);
      if (!parsed.ok) return { snapshot: snapshotNow(), applied: index, events: applied, stop: { index, kind: 'malformed', problems: parsed.errors } };
      const before = snapshotNow();
      rules.before?.(before, index);
      const violations = rules.explain(before, parsed.value);
      if (violations.length > 0) return { snapshot: before, applied: index, events: applied, stop: { index, kind: 'illegal', event: parsed.value, violations } };
      actor.send(parsed.value);
      applied.push(parsed.value);
      watch.onApplied?.(parsed.value, snapshotNow());
    }
    return { snapshot: snapshotNow(), applied: events.length, events: applied };
  } finally {
    inspecting = false;
    actor.stop();
  }
}
