import { groundMovement } from './ground-movement.ts';
import type { MovementStepLegality } from './movement-step.ts';
import { overrunSteps } from './overrun.ts';
import { exploitationOverstack, overstack } from './overstack.ts';
import { construction } from './partisans.ts';
import { redeploymentElimination, voluntaryElimination } from './voluntary-elimination.ts';

/**
 * The steps of issue 20 that take events, for the machine wiring: voluntary elimination, ground
 * movement and the overrun procedure (regular and exploitation), the overstack remedies at the end
 * of movement and of exploitation movement (12.15), voluntary elimination at the end of redeployment, and partisan construction. Those
 * with a confirm step's id in AWAW_STEPS (voluntaryElimination, groundMovement, construction)
 * replace it.
 */
export const MOVEMENT_STEPS: readonly MovementStepLegality[] = [
  voluntaryElimination,
  groundMovement,
  ...overrunSteps('regular'),
  overstack,
  ...overrunSteps('exploitation'),
  exploitationOverstack,
  redeploymentElimination,
  construction,
];
