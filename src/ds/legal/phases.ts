import { confirmStep, type StepLegality } from './step.ts';
import { STEP_IDS } from './step-ids.ts';

/**
 * Steps of the phases the seeds do not describe: each is confirmed and passed, so the turn is
 * whole and in the rulebook's order (docs/rulings.md R-UNDESCRIBED-PHASES).
 */
export const UNDESCRIBED_STEP_IDS = [
  STEP_IDS.seasonalVictory,
  STEP_IDS.seasonalOptionCard,
  STEP_IDS.seasonalLogisticsPartisan,
  STEP_IDS.seasonalReplacements,
  STEP_IDS.operationalMovement,
  STEP_IDS.reserveMovement,
  STEP_IDS.finalAdministrative,
  STEP_IDS.endOfGameTurnDelay,
] as const;

export const phaseSteps: readonly StepLegality[] = UNDESCRIBED_STEP_IDS.map(confirmStep);
