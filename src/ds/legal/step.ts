import {
  allowedIn as coreAllowedIn, checkOnce as coreCheckOnce, confirmStep as coreConfirmStep,
  eventOf as coreEventOf, type StepLegality as CoreStepLegality,
} from '../../core/step.ts';
import type { Violation } from '../../core/violation.ts';
import type { DsEvent, DsEventType } from '../events/index.ts';
import type { DsTurnContext } from '../turn/context.ts';

/**
 * A step of the DS turn: core's StepLegality (src/core/step.ts) on the DS turn context and events.
 * `id` is the step's state node id in the turn machine.
 */
export type StepLegality = CoreStepLegality<DsTurnContext, DsEvent>;

/** A step that only asks the player to confirm and go on (phases the seeds do not describe). */
export const confirmStep = (id: string): StepLegality => coreConfirmStep<DsTurnContext, DsEvent>(id);

/** The machine guard for a step: a one-liner over the step's own check. */
export const allowedIn = (step: StepLegality) => coreAllowedIn(step);

/** `step.check`, answered once per step, context and event. */
export const checkOnce = (step: StepLegality, context: DsTurnContext, event: DsEvent): readonly Violation[] =>
  coreCheckOnce(step, context, event);

/** Narrows an event inside a check to the type the step dispatched on. */
export const eventOf = <T extends DsEventType>(e: DsEvent, type: T): Extract<DsEvent, { type: T }> | undefined => coreEventOf(e, type);
