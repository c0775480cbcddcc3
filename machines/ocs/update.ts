import { assign } from 'xstate';
import type { OcsEvent } from '../../src/ocs/events/index.ts';
import type { OcsTurnContext } from '../../src/ocs/turn/context.ts';

export interface OcsActionArgs {
  readonly context: OcsTurnContext;
  readonly event: OcsEvent;
}

/** An assign action over the turn context: the reducer returns the new context (src/ocs/apply). */
export const update = (fn: (args: OcsActionArgs) => OcsTurnContext) =>
  assign<OcsTurnContext, OcsEvent, undefined, OcsEvent, never>((args) => fn(args));

/** The same, with the action's params (the role it acts for, the kind of combat declared). */
export const updateWith = <P extends Record<string, unknown>>(fn: (args: OcsActionArgs, params: P) => OcsTurnContext) =>
  assign<OcsTurnContext, OcsEvent, P, OcsEvent, never>((args, params) => fn(args, params));
