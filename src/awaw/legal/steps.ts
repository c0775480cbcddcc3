import { airdropSteps } from './airdrop.ts';
import { attackSteps } from './attack.ts';
import { attritionDeclare, attritionDie, attritionLosses, attritionOccupy, attritionOption, attritionRetreat } from './attrition.ts';
import { withExploitationOverruns } from './exploitation-overrun.ts';
import { exploitationMovement, placement } from './exploitation.ts';
import { groundMovement } from './ground-movement.ts';
import { overrunSteps } from './overrun.ts';
import { withOwedOverrunAttacks } from './overrun-attack.ts';
import { exploitationOverstack, overstack } from './overstack.ts';
import { construction } from './partisans.ts';
import { STEP_IDS } from './step-ids.ts';
import { confirmStep, type StepLegality } from './step.ts';
import { redeploymentElimination, voluntaryElimination } from './voluntary-elimination.ts';
import type { CombatMode } from '../model/combat.ts';

/** The attack procedure's steps, the attacks step holding the attack a failed overrun owes (13.531). */
const attacksOwingOverruns = (mode: CombatMode): StepLegality[] =>
  attackSteps(mode).map((s, i) => (i === 0 ? withOwedOverrunAttacks(s, mode) : s));

/** Every step of the AWAW turn that takes events: the one source of legality for guards, legal actions and why-not. */
export const AWAW_STEPS: readonly StepLegality[] = [
  voluntaryElimination,
  confirmStep(STEP_IDS.airNavalMovement),
  confirmStep(STEP_IDS.supplyDetermination),
  groundMovement,
  ...overrunSteps('regular'),
  overstack,
  confirmStep(STEP_IDS.missions),
  ...airdropSteps('regular'),
  ...attacksOwingOverruns('regular'),
  confirmStep(STEP_IDS.navalReturn),
  placement,
  withExploitationOverruns(exploitationMovement),
  ...overrunSteps('exploitation'),
  exploitationOverstack,
  confirmStep(STEP_IDS.exploitationMissions),
  ...airdropSteps('exploitation'),
  ...attacksOwingOverruns('exploitation'),
  attritionDeclare, attritionDie, attritionOption, attritionLosses, attritionOccupy, attritionRetreat,
  confirmStep(STEP_IDS.redeployment),
  redeploymentElimination,
  construction,
  confirmStep(STEP_IDS.endOfGameTurn),
];

export const STEP_BY_ID: ReadonlyMap<string, StepLegality> = new Map(AWAW_STEPS.map((s) => [s.id, s]));
