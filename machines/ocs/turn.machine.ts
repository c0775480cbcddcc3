import { freeMoveTransition } from '../../src/core/free-move-machine.ts';
import type { StepMeta } from '../../src/core/step.ts';
import { CONFIRM_IDS, MOVEMENTS, PROCEDURES } from '../../src/ocs/legal/step-ids.ts';
import { combatSegment, movementSegment } from './segments.machine.ts';
import { initialContext, ocsSetup } from './setup.ts';

/**
 * The OCS game turn as one statechart: each player's turn in the order of play, then the next game
 * turn. The seed (rule 9) describes the combats of the Movement Phase (overruns), the Combat Phase
 * and the Exploitation Phase; the other phases of the OCS Sequence of Play are confirm steps
 * (docs/rulings.md R-OCS-SEQUENCE).
 */
const notInSeed = 'Its rules are not in the seed (OCS rule 9); play it from your rulebook, then continue.';
const confirm = (id: string, meta: StepMeta, target: string, actions?: 'cleanUp') =>
  ocsSetup.createStateConfig({
    id, meta,
    on: { CONTINUE: actions ? { target, actions } : { target }, ...(meta.freeMoves ? { FREE_MOVE: freeMoveTransition(meta) } : {}) },
  });
/** The phasing player may move pieces freely in the phases of their turn the seed does not give (R-FREE-MOVES). */
const freely = { freeMoves: true } as const;

export const ocsTurnMachine = ocsSetup.createMachine({
  id: 'ocs',
  context: ({ input }) => initialContext(input),
  initial: 'playerTurn',
  states: {
    playerTurn: {
      id: 'ocs.playerTurn',
      meta: { rule: '9.0', title: 'Player Turn', actor: 'phasing', explain: 'The phasing player plays his turn, phase by phase.' },
      initial: 'aircraftRefit',
      states: {
        aircraftRefit: confirm(CONFIRM_IDS.aircraftRefit, { rule: '—', title: 'Aircraft Refit Phase', actor: 'phasing', ...freely, explain: `Inactive aircraft at air bases may refit. ${notInSeed}` }, 'reinforcement'),
        reinforcement: confirm(CONFIRM_IDS.reinforcement, { rule: '—', title: 'Reinforcement Phase', actor: 'phasing', ...freely, explain: `Reinforcements and replacements arrive. ${notInSeed}` }, 'movementPhase'),
        movementPhase: {
          id: 'ocs.movementPhase',
          meta: { rule: '9.1', title: 'Movement Phase', actor: 'phasing', explain: 'Your units move; the moving stack may overrun (9.1a, 9.1c).' },
          initial: 'segment',
          states: { segment: { ...movementSegment(MOVEMENTS.movement), onDone: { target: 'done' } }, done: { type: 'final' } },
          onDone: { target: 'supply' },
        },
        supply: confirm(CONFIRM_IDS.supply, { rule: '—', title: 'Supply Phase', actor: 'phasing', ...freely, explain: `Trace supply is checked and units are marked Out of Supply (12.0). ${notInSeed}` }, 'reaction'),
        reaction: confirm(CONFIRM_IDS.reaction, { rule: '—', title: 'Reaction Phase', actor: 'non-phasing', explain: `The other player may barrage and move reserves. ${notInSeed}` }, 'combatPhase'),
        combatPhase: {
          id: 'ocs.combatPhase',
          meta: { rule: '9.0', title: 'Combat Phase', actor: 'phasing', explain: 'Barrages, then the Combat Segment: ground combat by the procedure of 9.2.' },
          initial: 'barrage',
          states: {
            barrage: confirm(CONFIRM_IDS.combatBarrage, { rule: '10.0', title: 'Barrage Segment', actor: 'phasing', ...freely, explain: `Artillery, ships and planes "attack" by Barrage (10.0). ${notInSeed}` }, 'segment'),
            segment: { ...combatSegment(PROCEDURES.combat), onDone: { target: 'done' } },
            done: { type: 'final' },
          },
          onDone: { target: 'exploitationPhase' },
        },
        exploitationPhase: {
          id: 'ocs.exploitationPhase',
          meta: { rule: '9.13', title: 'Exploitation Phase', actor: 'phasing', explain: 'Exploit-marked units move (and may overrun), then fight in the Exploitation Phase\'s Combat Segment (9.13a).' },
          initial: 'movement',
          states: {
            movement: { ...movementSegment(MOVEMENTS.exploitMove), onDone: { target: 'barrage' } },
            barrage: confirm(CONFIRM_IDS.exploitBarrage, { rule: '10.0', title: 'Barrage Segment', actor: 'phasing', ...freely, explain: `Barrages of the Exploitation Phase (10.0). ${notInSeed}` }, 'segment'),
            segment: { ...combatSegment(PROCEDURES.exploitation), onDone: { target: 'done' } },
            done: { type: 'final' },
          },
          onDone: { target: 'cleanUp' },
        },
        cleanUp: confirm(CONFIRM_IDS.cleanUp, { rule: '—', title: 'Clean Up Phase', actor: 'phasing', ...freely, explain: 'Your units lose their DG and Exploit markers (R-OCS-SEQUENCE); the player turn ends.' }, 'done', 'cleanUp'),
        done: { type: 'final' },
      },
      onDone: [
        { guard: 'anotherPlayerThisTurn', target: 'playerTurn', reenter: true, actions: 'nextPlayerTurn' },
        { target: 'weather', actions: 'nextGameTurn' },
      ],
    },
    weather: confirm(CONFIRM_IDS.weather, { rule: '—', title: 'Weather Determination Phase', actor: 'all', explain: `A new game turn: the weather is rolled. ${notInSeed}` }, 'initiative'),
    initiative: confirm(CONFIRM_IDS.initiative, { rule: '—', title: 'Initiative Determination Phase', actor: 'all', explain: `Who moves first this game turn; turnchart keeps the scenario's order of play (R-OCS-SEQUENCE). ${notInSeed}` }, 'playerTurn'),
  },
});

export type OcsTurnMachine = typeof ocsTurnMachine;
