import type { StepMeta } from '../../src/core/step.ts';
import { awawSetup } from './setup.ts';

/**
 * A phase or step the texts do not describe (or describe only by name): the player confirms it and
 * the turn goes on, so that it is visible in the diagram and the guide (R-AWAW-UNDESCRIBED).
 */
export const confirmState = (id: string, meta: StepMeta, target: string) => awawSetup.createStateConfig({ id, meta, on: { CONTINUE: { target } } });

export const NOT_IN_TEXTS = 'Its rules are not in the texts turnchart carries: play it from your rulebook, then continue.';
