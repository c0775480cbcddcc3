import { assign } from 'xstate';
import type { AwawEvent } from '../../src/awaw/events/index.ts';
import type { AwawTurnContext } from '../../src/awaw/turn/context.ts';

export interface AwawActionArgs {
  readonly context: AwawTurnContext;
  readonly event: AwawEvent;
}

/** An assign action over the turn context, typed once so the action maps stay one-liners. */
export const update = (fn: (args: AwawActionArgs) => Partial<AwawTurnContext>) =>
  assign<AwawTurnContext, AwawEvent, undefined, AwawEvent, never>(fn);
