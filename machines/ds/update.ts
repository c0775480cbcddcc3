import { assign } from 'xstate';
import type { DsEvent } from '../../src/ds/events/index.ts';
import type { DsTurnContext } from '../../src/ds/turn/context.ts';

export interface DsActionArgs {
  readonly context: DsTurnContext;
  readonly event: DsEvent;
}

/** An assign action over the turn context, typed once so segment files stay one-liners. */
export const update = (fn: (args: DsActionArgs) => Partial<DsTurnContext>) =>
  assign<DsTurnContext, DsEvent, undefined, DsEvent, never>(fn);
