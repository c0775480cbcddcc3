import { freeMoveConfirmStep } from '../../core/free-move.ts';
import type { DsEvent } from '../events/index.ts';
import { dsFreeMoves } from '../rules/free-moves.ts';
import type { DsTurnContext } from '../turn/context.ts';
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

/** Of those, the game turn's own (0 and 7), which no faction plays. */
const GAME_TURN_STEP_IDS: readonly string[] = [STEP_IDS.seasonalVictory, STEP_IDS.endOfGameTurnDelay];

/**
 * The others are the phasing faction's: there it may move its counters freely, so the map keeps up
 * with the table (R-FREE-MOVES).
 */
export const FREE_MOVE_STEP_IDS: readonly string[] = UNDESCRIBED_STEP_IDS.filter((id) => !GAME_TURN_STEP_IDS.includes(id));

export const phaseSteps: readonly StepLegality[] = UNDESCRIBED_STEP_IDS.map((id) =>
  (FREE_MOVE_STEP_IDS.includes(id) ? freeMoveConfirmStep<DsTurnContext, DsEvent>(id, dsFreeMoves) : confirmStep(id)));
