import type { StepLegality as CoreStepLegality } from '../../core/step.ts';
import type { AwawEvent } from '../events/index.ts';
import type { CombatMode } from '../model/combat.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { STEP_IDS } from './step-ids.ts';

/** The steps of issue 20 (movement, overruns, partisans) take the AWAW events, the movement ones among them. */
export type TurnEvent = AwawEvent;
export type MovementStepLegality = CoreStepLegality<AwawTurnContext, TurnEvent>;

/** The state ids of the new steps; the two that replace confirm steps keep theirs (step-ids.ts). */
export const MOVEMENT_STEP_IDS = {
  voluntaryElimination: STEP_IDS.voluntaryElimination,
  groundMovement: STEP_IDS.groundMovement,
  overstack: 'awaw.movement.overstack',
  exploitationOverstack: 'awaw.exploitation.overstack',
  redeploymentElimination: 'awaw.redeployment.elimination',
  construction: STEP_IDS.construction,
} as const;

/** A step of the overrun procedure (13.52-13.53) in regular or exploitation movement: `awaw.movement.overrun.groundSupport`. */
export const overrunStepId = (mode: CombatMode, step: 'groundSupport' | 'defensiveAir' | 'interception'): string =>
  `${mode === 'regular' ? 'awaw.movement' : 'awaw.exploitation'}.overrun.${step}`;
