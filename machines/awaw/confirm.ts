import { freeMoveTransition } from '../../src/core/free-move-machine.ts';
import type { StepMeta } from '../../src/core/step.ts';
import { AWAW_FREE_MOVE_STEP_IDS } from '../../src/awaw/legal/free-moves.ts';
import { awawSetup } from './setup.ts';

/**
 * A phase or step the texts do not describe (or describe only by name): the player confirms it and
 * the turn goes on, so that it is visible in the diagram and the guide (R-AWAW-UNDESCRIBED).
 */
export const confirmState = (id: string, meta: StepMeta, target: string) => {
  // The steps where the phasing side may move counters freely (R-FREE-MOVES) say so in their meta.
  if (!AWAW_FREE_MOVE_STEP_IDS.has(id)) return awawSetup.createStateConfig({ id, meta, on: { CONTINUE: { target } } });
  const free = { ...meta, freeMoves: true };
  return awawSetup.createStateConfig({ id, meta: free, on: { CONTINUE: { target }, FREE_MOVE: freeMoveTransition(free) } });
};

export const NOT_IN_TEXTS = 'Its rules are not in the texts turnchart carries: play it from your rulebook, then continue.';
