import { airdrops } from './airdrop.machine.ts';
import { attackLoop } from './attack.machine.ts';
import { attritionPhase } from './attrition.machine.ts';
import { combatPhase } from './combat.machine.ts';
import { exploitationPhase } from './exploitation.machine.ts';
import { movementPhase } from './movement.machine.ts';
import { awawSetup, initialContext, type AwawStateConfig } from './setup.ts';

/**
 * One part of the turn as a machine of its own (focused tests, `turnchart diagram --machine
 * awaw/<name>`): it starts the player turn's bookkeeping, runs the part, and stops when it is over.
 */
export function segmentMachine(name: string, segment: AwawStateConfig) {
  return awawSetup.createMachine({
    id: 'awaw',
    context: ({ input }) => initialContext(input),
    initial: 'segment',
    states: {
      segment: { ...segment, entry: 'startPlayerTurn', onDone: { target: 'over' } },
      over: { type: 'final', meta: { rule: '—', title: `End of ${name}`, actor: 'automatic', explain: `The ${name} is over.` } },
    },
  });
}

export const AWAW_SEGMENTS = {
  movement: () => segmentMachine('movement phase', movementPhase),
  combat: () => segmentMachine('combat phase', combatPhase),
  regularAirdrops: () => segmentMachine('airdrops', airdrops('regular')),
  regularAttacks: () => segmentMachine('regular ground attacks', attackLoop('regular')),
  exploitation: () => segmentMachine('exploitation', exploitationPhase),
  attrition: () => segmentMachine('attrition combat', attritionPhase),
} as const;
