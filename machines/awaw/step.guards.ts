import { STEP_BY_ID } from '../../src/awaw/legal/steps.ts';
import { allowedIn } from '../../src/awaw/legal/step.ts';
import type { AwawActionArgs } from './update.ts';

/** The one guard of every step that takes events: the step's own legality (src/awaw/legal), by its state node id. */
export const stepGuards = {
  stepAllowed: ({ context, event }: AwawActionArgs, params: { step: string }) => allowedIn(STEP_BY_ID.get(params.step)!)({ context, event }),
};
