import type { CombatMode } from '../model/combat.ts';

/**
 * The state node ids of the AWAW turn's steps that take events, declared once: the machine's state
 * configs take their `id` from here, and so does each step's legality object.
 */
export const STEP_IDS = {
  voluntaryElimination: 'awaw.movement.voluntaryElimination',
  airNavalMovement: 'awaw.movement.airNaval',
  supplyDetermination: 'awaw.movement.supply',
  groundMovement: 'awaw.movement.ground',
  missions: 'awaw.combat.missions',
  navalReturn: 'awaw.combat.navalReturn',
  placement: 'awaw.exploitation.placement',
  exploitationMovement: 'awaw.exploitation.movement',
  exploitationMissions: 'awaw.exploitation.missions',
  attritionDeclare: 'awaw.attrition.declare',
  attritionDie: 'awaw.attrition.die',
  attritionOption: 'awaw.attrition.option',
  attritionLosses: 'awaw.attrition.losses',
  attritionOccupy: 'awaw.attrition.occupy',
  attritionRetreat: 'awaw.attrition.retreat',
  redeployment: 'awaw.redeployment',
  construction: 'awaw.construction',
  endOfGameTurn: 'awaw.endOfGameTurn',
} as const;

/** A step of the attack procedure (15.4-15.9) in one combat mode: `awaw.regular.die`, `awaw.exploitation.advance`. */
export const attackStepId = (mode: CombatMode, step: string): string => `awaw.${mode}.${step}`;
/** A step of the airdrops (10.5) before regular or exploitation combat: `awaw.regular.airdrop`. */
export const airdropStepId = (mode: CombatMode, step: 'airdrop' | 'interception'): string => `awaw.${mode}.${step}`;

export const ATTACK_STEPS = ['attacks', 'groundSupport', 'defensiveAir', 'die', 'attackerOption', 'defenderOption', 'attackerLosses', 'defenderLosses', 'nextRound', 'advance'] as const;
export type AttackStep = (typeof ATTACK_STEPS)[number];
