import { confirmStep, type StepLegality } from './step.ts';

/**
 * Steps of the phases the seeds do not describe: each is confirmed and passed, so the turn is
 * whole and in the rulebook's order (docs/rulings.md R-UNDESCRIBED-PHASES).
 */
export const UNDESCRIBED_STEP_IDS = [
  'ds.seasonalVictory',
  'ds.seasonal.optionCard',
  'ds.seasonal.logisticsPartisan',
  'ds.seasonal.replacements',
  'ds.operationalMovement',
  'ds.reserveMovement',
  'ds.finalAdministrative',
  'ds.endOfGameTurn.delay',
] as const;

export const phaseSteps: readonly StepLegality[] = UNDESCRIBED_STEP_IDS.map(confirmStep);
