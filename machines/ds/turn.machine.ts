import { initialAdministrativePhase } from './administrative/initial-administrative.machine.ts';
import { combatPhase } from './combat/combat-phase.machine.ts';
import {
  endOfGameTurnPhase, finalAdministrativePhase, operationalMovementPhase,
  reserveMovementPhase, seasonalPhase, seasonalVictoryPhase,
} from './phases/undescribed.ts';
import { dsSetup, initialContext } from './setup.ts';

/**
 * The Dai Senso! game turn as one statechart, in rulebook order: each faction's turn (1 Seasonal,
 * 2 Initial Administrative, 3 Operational Movement, 4 Combat, 5 Reserve Movement, 6 Final
 * Administrative), then 7 End of Game Turn, then 0 Seasonal Victory of the next game turn.
 * It starts at the scenario's phasing faction, at the start of its faction turn.
 */
export const dsTurnMachine = dsSetup.createMachine({
  id: 'ds',
  context: ({ input }) => initialContext(input),
  initial: 'factionTurn',
  states: {
    seasonalVictory: seasonalVictoryPhase,
    factionTurn: {
      id: 'ds.factionTurn',
      meta: { rule: '1-6', title: 'Faction Turn', actor: 'phasing', explain: 'The phasing faction plays its turn, phase by phase.' },
      initial: 'seasonal',
      states: {
        seasonal: { ...seasonalPhase, onDone: { target: 'initialAdministrative' } },
        initialAdministrative: initialAdministrativePhase,
        operationalMovement: operationalMovementPhase,
        combat: combatPhase,
        reserveMovement: reserveMovementPhase,
        finalAdministrative: finalAdministrativePhase,
        done: { type: 'final' },
      },
      onDone: [
        { guard: 'anotherFactionThisGameTurn', target: 'factionTurn', reenter: true, actions: 'startNextFactionTurn' },
        { target: 'endOfGameTurn' },
      ],
    },
    endOfGameTurn: { ...endOfGameTurnPhase, onDone: { target: 'seasonalVictory', actions: 'startNextGameTurn' } },
  },
});

export type DsTurnMachine = typeof dsTurnMachine;
