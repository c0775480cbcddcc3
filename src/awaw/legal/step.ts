import { allowedIn as coreAllowedIn, confirmStep as coreConfirmStep, eventOf as coreEventOf, type StepLegality as CoreStepLegality } from '../../core/step.ts';
import { freeMoveConfirmStep } from '../../core/free-move.ts';
import type { Violation } from '../../core/violation.ts';
import { awawFreeMoves } from '../rules/free-moves.ts';
import { AWAW_FREE_MOVE_STEP_IDS } from './free-moves.ts';
import type { AwawEvent, AwawEventType } from '../events/index.ts';
import type { AwawTurnContext } from '../turn/context.ts';

/** A step of the AWAW turn: core's StepLegality on the AWAW context and events. */
export type StepLegality = CoreStepLegality<AwawTurnContext, AwawEvent>;
/** A step that asks only to confirm; in the steps of AWAW_FREE_MOVE_STEP_IDS the phasing side may also move counters freely. */
export const confirmStep = (id: string): StepLegality => (AWAW_FREE_MOVE_STEP_IDS.has(id)
  ? freeMoveConfirmStep<AwawTurnContext, AwawEvent>(id, awawFreeMoves) : coreConfirmStep<AwawTurnContext, AwawEvent>(id));
export const allowedIn = (step: StepLegality) => coreAllowedIn(step);
export const eventOf = <T extends AwawEventType>(e: AwawEvent, type: T): Extract<AwawEvent, { type: T }> | undefined => coreEventOf(e, type);

export const violation = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** Every subset of `items` of size 1..max, in a stable order (small lists only). */
export function subsets<T>(items: readonly T[], max = items.length): T[][] {
  const out: T[][] = [];
  const walk = (start: number, acc: T[]) => {
    if (acc.length > 0) out.push(acc);
    if (acc.length === max) return;
    for (let i = start; i < items.length; i++) walk(i + 1, [...acc, items[i]!]);
  };
  walk(0, []);
  return out;
}

export const DIE_EVENTS: readonly AwawEvent[] = [{ type: 'ROLL' }, ...[1, 2, 3, 4, 5, 6].map((value): AwawEvent => ({ type: 'ROLL', value }))];
