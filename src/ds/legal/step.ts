import type { Violation } from '../../core/violation.ts';
import type { DsEvent, DsEventType } from '../events/index.ts';
import type { DsTurnContext } from '../turn/context.ts';

/**
 * The legality of one step of the turn, in one place: which event types it accepts, the check that
 * says why an event is not legal (the machine's guard calls it too), and the enumerator of every
 * concrete legal event. `id` is the step's state node id in the turn machine.
 */
export interface StepLegality {
  readonly id: string;
  readonly accepts: readonly DsEventType[];
  /** Violations of `e` in this step; empty means legal. Only called with accepted event types. */
  check(ctx: DsTurnContext, e: DsEvent): readonly Violation[];
  /** Every concrete event legal now; each must pass `check`. */
  enumerate(ctx: DsTurnContext): readonly DsEvent[];
  /**
   * The enumerator yields only events `check` accepts, by construction (it lists the rule's own
   * options or filters by the same predicates), so `legalActions` need not check them again: on the
   * biggest steps that second pass was most of the cost. The harness still compares enumerate with
   * check on every state the tests reach (tests/support/turn-harness.ts expectLegalityHolds).
   */
  readonly exact?: boolean;
}

/** A step that only asks the player to confirm and go on (phases the seeds do not describe). */
export function confirmStep(id: string): StepLegality {
  return { id, accepts: ['CONTINUE'], check: () => [], enumerate: () => [{ type: 'CONTINUE' }], exact: true };
}

/** The machine guard for a step: a one-liner over the step's own check. */
export const allowedIn = (step: StepLegality) =>
  ({ context, event }: { context: DsTurnContext; event: DsEvent }): boolean => checkOnce(step, context, event).length === 0;

const checked = new WeakMap<StepLegality, WeakMap<DsTurnContext, WeakMap<DsEvent, readonly Violation[]>>>();

/**
 * `step.check`, answered once per step, context and event: a replay and the guide explain an event
 * and then send it, and the machine's guard asks the same step the same question of the same
 * objects. Contexts and events are never mutated, so the answer kept is the answer.
 */
export function checkOnce(step: StepLegality, context: DsTurnContext, event: DsEvent): readonly Violation[] {
  let byContext = checked.get(step);
  if (!byContext) checked.set(step, (byContext = new WeakMap()));
  let byEvent = byContext.get(context);
  if (!byEvent) byContext.set(context, (byEvent = new WeakMap()));
  let out = byEvent.get(event);
  if (!out) {
    out = step.check(context, event);
    byEvent.set(event, out);
  }
  return out;
}

/** Narrows an event inside a check to the type the step dispatched on. */
export function eventOf<T extends DsEventType>(e: DsEvent, type: T): Extract<DsEvent, { type: T }> | undefined {
  return e.type === type ? (e as Extract<DsEvent, { type: T }>) : undefined;
}
