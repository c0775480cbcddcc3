import { createActor, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';
import type { InputProblem, Result, Violation } from './violation.ts';

/** Where a replay stopped early: an event that is malformed, or one the game does not accept now. */
export type ReplayStop<E> =
  | { readonly index: number; readonly kind: 'malformed'; readonly problems: readonly InputProblem[] }
  | { readonly index: number; readonly kind: 'illegal'; readonly event: E; readonly violations: readonly Violation[] };

export interface ReplayOutcome<M extends AnyStateMachine> {
  /** The snapshot after the last accepted event: nothing after a bad event is applied. */
  readonly snapshot: SnapshotFrom<M>;
  readonly applied: number;
  /** The events applied, as parsed (the form the machine received: a parser may normalise an event). */
  readonly events: readonly EventFromLogic<M>[];
  readonly stop?: ReplayStop<EventFromLogic<M>>;
}

export interface ReplayRules<M extends AnyStateMachine> {
  /** Checks one event's shape; `path` locates it in the saved game (e.g. ['events', 3]). */
  parse(json: unknown, path: readonly PropertyKey[]): Result<EventFromLogic<M>, InputProblem>;
  /** Why the event is not accepted now (empty when it is): the ruleset's one legality source. */
  explain(snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): readonly Violation[];
}

/**
 * The event log is the record of truth: any position is the machine's initial state plus its
 * events, replayed in order. Replay stops at the first event that is malformed or illegal, so a
 * saved game never silently skips a move.
 */
export function replay<M extends AnyStateMachine>(
  machine: M, input: InputFrom<M>, events: readonly unknown[], rules: ReplayRules<M>,
): ReplayOutcome<M> {
  const actor = createActor(machine, { input }).start();
  const applied: EventFromLogic<M>[] = [];
  for (const [index, json] of events.entries()) {
    const parsed = rules.parse(json, ['events', index]);
    if (!parsed.ok) return { snapshot: actor.getSnapshot(), applied: index, events: applied, stop: { index, kind: 'malformed', problems: parsed.errors } };
    const before = actor.getSnapshot();
    const violations = rules.explain(before, parsed.value);
    if (violations.length > 0) {
      return { snapshot: before, applied: index, events: applied, stop: { index, kind: 'illegal', event: parsed.value, violations } };
    }
    actor.send(parsed.value);
    applied.push(parsed.value);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, applied: events.length, events: applied };
}
