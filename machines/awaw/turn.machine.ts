import { MOVEMENT_STEP_IDS } from '../../src/awaw/legal/movement-step.ts';
import { STEP_IDS } from '../../src/awaw/legal/step-ids.ts';
import { combatPhase } from './combat.machine.ts';
import { confirmState, NOT_IN_TEXTS } from './confirm.ts';
import { movementPhase } from './movement.machine.ts';
import { awawSetup, initialContext } from './setup.ts';

/**
 * The A World at War game turn as one statechart: each side's player turn in order (movement 13,
 * combat 15 with exploitation 16 and attrition 14, redeployment 28, unit construction 27: the phases
 * the texts name, R-AWAW-SEQUENCE), then the end of the game turn and the next one. It starts at the
 * scenario's phasing side, at the start of its player turn.
 */
const allowed = (step: string) => ({ type: 'stepAllowed', params: { step } }) as const;

export const awawTurnMachine = awawSetup.createMachine({
  id: 'awaw',
  context: ({ input }) => initialContext(input),
  initial: 'playerTurn',
  states: {
    playerTurn: {
      id: 'awaw.playerTurn',
      meta: { rule: '13-16', title: 'Player turn', actor: 'phasing', explain: 'The phasing side plays its turn, phase by phase: movement, combat, redeployment, construction (partisans).' },
      entry: 'startPlayerTurn',
      initial: 'movement',
      states: {
        movement: { ...movementPhase, onDone: { target: 'combat', actions: 'endMovementPhase' } },
        // 11.72: partisans' BRP losses are deducted at the end of the combat phase.
        combat: { ...combatPhase, onDone: { target: 'redeployment', actions: 'partisanBrpLosses' } },
        redeployment: confirmState(STEP_IDS.redeployment, {
          rule: '28', title: 'Redeployment phase', actor: 'phasing',
          explain: `Units may redeploy; stacking limits do not apply while they do, but overstacking, on breakthrough hexes too, must be remedied by the end of the phase (12.14, 12.22, 16.51). Airdropped units may leave their drop hex only by redeployment (10.56); redeployed exploiters lose exploitation supply (16.61). ${NOT_IN_TEXTS}`,
        }, 'redeploymentElimination'),
        redeploymentElimination: {
          id: MOVEMENT_STEP_IDS.redeploymentElimination,
          meta: { rule: '13.21', title: 'Voluntary elimination', actor: 'phasing', explain: 'At the end of the redeployment phase a major power may again eliminate its own ground units and the partisans it controls, back to its force pool (13.21-13.23). DONE when finished.' },
          on: {
            ELIMINATE: { guard: allowed(MOVEMENT_STEP_IDS.redeploymentElimination), target: 'redeploymentElimination', actions: 'eliminate' },
            DONE: { guard: allowed(MOVEMENT_STEP_IDS.redeploymentElimination), target: 'construction' },
          },
        },
        construction: {
          id: STEP_IDS.construction,
          meta: { rule: '11.35', title: 'Unit construction phase', actor: 'phasing', explain: `Partisans are built from their force pools where 11.3 allows: a vacant enemy-controlled hex of their country out of enemy ZoCs, one per country a turn (11.351-11.356). The rest of construction is rule 27 (its place after redeployment is a reading, R-AWAW-SEQUENCE): ${NOT_IN_TEXTS} DONE when finished.` },
          on: {
            BUILD_PARTISAN: { guard: allowed(STEP_IDS.construction), target: 'construction', actions: 'buildPartisan' },
            DONE: { guard: allowed(STEP_IDS.construction), target: 'done' },
          },
        },
        done: { type: 'final' },
      },
      onDone: [
        { guard: 'anotherSideThisGameTurn', target: 'playerTurn', reenter: true, actions: 'endPlayerTurn' },
        { target: 'endOfGameTurn', actions: 'endPlayerTurn' },
      ],
    },
    endOfGameTurn: confirmState(STEP_IDS.endOfGameTurn, {
      rule: '—', title: 'End of the game turn', actor: 'all',
      explain: `Every side has played its player turn; the next game turn begins, a season later. The sequence of play is not in the texts. ${NOT_IN_TEXTS}`,
    }, 'nextTurn'),
    nextTurn: {
      meta: { rule: '—', title: 'Next game turn', actor: 'automatic', explain: 'The turn marker advances a season.' },
      always: { target: 'playerTurn', actions: 'nextGameTurn' },
    },
  },
});

export type AwawTurnMachine = typeof awawTurnMachine;
