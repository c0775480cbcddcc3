import { STEP_IDS } from '../../src/awaw/legal/step-ids.ts';
import { confirmState, NOT_IN_TEXTS } from './confirm.ts';
import { awawSetup } from './setup.ts';

/**
 * The movement phase in the order rule 13 gives (13.1-13.4): voluntary elimination just before it
 * (13.21), air units then naval units (13.11, 13.31-13.32), supply determination after air and naval
 * movement and before ground movement (13.33), then ground movement with overruns (13.4, 13.5).
 * Movement is issue 20: each step is a confirm step here, one state each, to be filled in.
 */
export const movementPhase = awawSetup.createStateConfig({
  id: 'awaw.movement',
  meta: { rule: '13', title: 'Movement phase', actor: 'phasing', explain: 'The phasing side moves air units, then naval units, determines supply, then moves ground units (13.11).' },
  initial: 'voluntaryElimination',
  states: {
    voluntaryElimination: confirmState(STEP_IDS.voluntaryElimination, {
      rule: '13.21', title: 'Voluntary elimination', actor: 'phasing',
      explain: `Immediately before the movement phase a major power may eliminate its own ground or air units and partisans it controls, returning them to its force pool (13.21-13.23). ${NOT_IN_TEXTS}`,
    }, 'airNaval'),
    airNaval: confirmState(STEP_IDS.airNavalMovement, {
      rule: '13.31', title: 'Air and naval movement', actor: 'phasing',
      explain: `Air units stage and fly counterair (13.31, 18.2); naval units patrol, change base and sea transport units (13.32, 21). Air transport factors for airdrops stage to their bases now (10.53A). ${NOT_IN_TEXTS}`,
    }, 'supply'),
    supply: confirmState(STEP_IDS.supplyDetermination, {
      rule: '13.33', title: 'Supply determination', actor: 'phasing',
      explain: `Supply is determined after air and naval movement, before ground movement (13.33, 30.42): the scenario's supply states stand for it (R-AWAW-SUPPLY). ${NOT_IN_TEXTS}`,
    }, 'ground'),
    ground: confirmState(STEP_IDS.groundMovement, {
      rule: '13.4', title: 'Ground movement', actor: 'phasing',
      explain: `Ground units move up to their movement factors, with overruns (13.4, 13.5); none may end overstacked (12.22). Movement is issue 20 of this project. ${NOT_IN_TEXTS}`,
    }, 'done'),
    done: { type: 'final' },
  },
});
