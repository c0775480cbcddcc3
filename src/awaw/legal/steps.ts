import { airdropSteps } from './airdrop.ts';
import { attackSteps } from './attack.ts';
import { attritionDeclare, attritionDie, attritionLosses, attritionOccupy, attritionOption, attritionRetreat } from './attrition.ts';
import { exploitationMovement, placement } from './exploitation.ts';
import { STEP_IDS } from './step-ids.ts';
import { confirmStep, type StepLegality } from './step.ts';

/** Every step of the AWAW turn that takes events: the one source of legality for guards, legal actions and why-not. */
export const AWAW_STEPS: readonly StepLegality[] = [
  confirmStep(STEP_IDS.voluntaryElimination),
  confirmStep(STEP_IDS.airNavalMovement),
  confirmStep(STEP_IDS.supplyDetermination),
  confirmStep(STEP_IDS.groundMovement),
  confirmStep(STEP_IDS.missions),
  ...airdropSteps('regular'),
  ...attackSteps('regular'),
  confirmStep(STEP_IDS.navalReturn),
  placement,
  exploitationMovement,
  confirmStep(STEP_IDS.exploitationMissions),
  ...airdropSteps('exploitation'),
  ...attackSteps('exploitation'),
  attritionDeclare, attritionDie, attritionOption, attritionLosses, attritionOccupy, attritionRetreat,
  confirmStep(STEP_IDS.redeployment),
  confirmStep(STEP_IDS.construction),
  confirmStep(STEP_IDS.endOfGameTurn),
];

export const STEP_BY_ID: ReadonlyMap<string, StepLegality> = new Map(AWAW_STEPS.map((s) => [s.id, s]));
