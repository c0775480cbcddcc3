import { assign, type EventObject, type MachineContext } from 'xstate';
import { applyFreeMove, FREE_MOVE, freeMoveViolations, type FreeMoveEvent, type FreeMoveSupport } from './free-move.ts';
import type { StepMeta } from './step.ts';

/** The step a free move is made in, as its log entry names it (the action's params). */
export type FreeMovePhase = Pick<StepMeta, 'rule' | 'title'>;

const isFreeMove = (e: EventObject): e is EventObject & FreeMoveEvent => e.type === FREE_MOVE;

/**
 * The transition a confirm step takes a free move by: a self-transition (the step stays, the turn
 * does not go on), guarded by the free-move check, its action the ruleset's move with the step
 * named in the log. Each ruleset's `setup` declares the guard and the action (`freeMoveNamed`).
 */
export const freeMoveTransition = (meta: FreeMovePhase) => ({
  guard: 'freeMoveAllowed' as const,
  actions: { type: 'freeMove' as const, params: { rule: meta.rule, title: meta.title } },
});

/** The named guard and action of free moves, for a ruleset's `setup` (merged with `mergeNamed`). */
export function freeMoveNamed<C extends MachineContext, E extends EventObject>(support: FreeMoveSupport<C>) {
  return {
    guards: {
      freeMoveAllowed: ({ context, event }: { context: C; event: E }) => isFreeMove(event) && freeMoveViolations(support, context, event).length === 0,
    },
    actions: {
      freeMove: assign<C, E, FreeMovePhase, E, never>(({ context, event }, phase) => (isFreeMove(event) ? applyFreeMove(support, context, event, phase) : {})),
    },
  };
}
