import { STEP_IDS } from './step-ids.ts';

/**
 * The confirm steps where the phasing side may move its counters freely (R-FREE-MOVES): the steps
 * whose rules the texts name but do not give and in which counters move or come onto the map: air
 * and naval movement (13.31-13.32), redeployment (28) and unit construction (27). Ground movement is
 * the machine's own (13.4). Both the confirm state (machines/awaw/confirm.ts) and its legality
 * (`confirmStep` in step.ts) read this list, so the two always agree.
 */
export const AWAW_FREE_MOVE_STEP_IDS: ReadonlySet<string> = new Set([STEP_IDS.airNavalMovement, STEP_IDS.redeployment, STEP_IDS.construction]);
