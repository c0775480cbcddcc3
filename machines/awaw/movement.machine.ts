import { MOVEMENT_STEP_IDS } from '../../src/awaw/legal/movement-step.ts';
import { STEP_IDS } from '../../src/awaw/legal/step-ids.ts';
import { confirmState, NOT_IN_TEXTS } from './confirm.ts';
import { overrunProcedure } from './overrun.machine.ts';
import { awawSetup } from './setup.ts';

const allowed = (step: string) => ({ type: 'stepAllowed', params: { step } }) as const;

/**
 * The movement phase in the order rule 13 gives (13.1-13.4): voluntary elimination just before it
 * (13.21), air units then naval units (13.11, 13.31-13.32), supply determination after air and naval
 * movement and before ground movement (13.33), then ground movement with overruns (13.4, 13.5), and
 * at its end the overstacks it allowed for a while are remedied (12.15, 12.17).
 */
export const movementPhase = awawSetup.createStateConfig({
  id: 'awaw.movement',
  meta: { rule: '13', title: 'Movement phase', actor: 'phasing', explain: 'The phasing side moves air units, then naval units, determines supply, then moves ground units (13.11).' },
  initial: 'voluntaryElimination',
  states: {
    voluntaryElimination: {
      id: STEP_IDS.voluntaryElimination,
      meta: { rule: '13.21', title: 'Voluntary elimination', actor: 'phasing', explain: 'Immediately before the movement phase a major power may eliminate its own ground units and the partisans it controls, returning them to its force pool (13.21-13.23; not in neutral major powers nor inactive minors, 13.22). DONE when finished.' },
      on: {
        ELIMINATE: { guard: allowed(STEP_IDS.voluntaryElimination), target: 'voluntaryElimination', actions: 'eliminate' },
        DONE: { guard: allowed(STEP_IDS.voluntaryElimination), target: 'airNaval' },
      },
    },
    airNaval: confirmState(STEP_IDS.airNavalMovement, {
      rule: '13.31', title: 'Air and naval movement', actor: 'phasing',
      explain: `Air units stage and fly counterair (13.31, 18.2); naval units patrol, change base and sea transport units (13.32, 21). Air transport factors for airdrops stage to their bases now (10.53A). ${NOT_IN_TEXTS}`,
    }, 'supply'),
    supply: confirmState(STEP_IDS.supplyDetermination, {
      rule: '13.33', title: 'Supply determination', actor: 'phasing',
      explain: `Supply is determined after air and naval movement, before ground movement (13.33, 30.42): the scenario's supply states stand for it (R-AWAW-SUPPLY). ${NOT_IN_TEXTS}`,
    }, 'ground'),
    ground: {
      id: STEP_IDS.groundMovement,
      meta: { rule: '13.4', title: 'Ground movement', actor: 'phasing', explain: 'Move ground units hex by hex within their movement factors: one per hex, one more for rough terrain, two (one in the Pacific) to leave an enemy ZoC (13.41); units may move together (13.45) and overrun at 6:1 (13.5). DONE when finished.' },
      on: {
        MOVE: { guard: allowed(STEP_IDS.groundMovement), target: 'ground', actions: 'moveUnits' },
        OVERRUN: { guard: allowed(STEP_IDS.groundMovement), target: 'overrun', actions: 'declareRegularOverrun' },
        DONE: { guard: allowed(STEP_IDS.groundMovement), target: 'overstack', actions: 'groundMovementDone' },
      },
    },
    overrun: { ...overrunProcedure('regular'), onDone: { target: 'ground' } },
    overstack: {
      id: MOVEMENT_STEP_IDS.overstack,
      meta: { rule: '12.15', title: 'Overstacks remedied', actor: 'phasing', explain: 'At the end of the movement phase no hex may be overstacked: after a failed overrun eliminate first the units that did not attempt it (12.15); an overstack from an attrition retreat is remedied now too (12.17).' },
      always: { guard: 'noOverstack', target: 'done' },
      on: { ELIMINATE_EXCESS: { guard: allowed(MOVEMENT_STEP_IDS.overstack), target: 'overstack', actions: 'eliminateExcess' } },
    },
    done: { type: 'final' },
  },
});
