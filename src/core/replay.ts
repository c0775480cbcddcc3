import { createActor, type AnyStateMachine } from 'xstate';
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

/**
 * The event log is the record of truth: any position is the machine's initial state plus its
 * events, replayed in order. Replay stops at the first event that is malformed or illegal, so a
 * saved game never silently skips a move. `S` must be the snapshot type of `machine`.
 */
export function replay<S, E extends RulesetEvent>(
  machine: AnyStateMachine, input: unknown, events: readonly unknown[], rules: ReplayRules<S, E>,
): ReplayOutcome<S, E> {
  const actor = createActor(machine, { input });
  actor.start();
  const snapshotNow = (): S => actor.getSnapshot() as S;
  const applied: E[] = [];
  for (const [index, json] of events.entries()) {
    const parsed = rules.parse(json, ['events', index]);
    if (!parsed.ok) return { snapshot: snapshotNow(), applied: index, events: applied, stop: { index, kind: 'malformed', problems: parsed.errors } };
    const before = snapshotNow();
    rules.before?.(before, index);
    const violations = rules.explain(before, parsed.value);
    if (violations.length > 0) {
      return { snapshot: before, applied: index, events: applied, stop: { index, kind: 'illegal', event: parsed.value, violations } };
    }
    actor.send(parsed.value);
    applied.push(parsed.value);
  }
  const snapshot = snapshotNow();
  actor.stop();
  return { snapshot, applied: events.length, events: applied };
}
