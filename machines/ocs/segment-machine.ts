import { MOVEMENTS, PROCEDURES } from '../../src/ocs/legal/step-ids.ts';
import { combatSegment, movementSegment } from './segments.machine.ts';
import { initialContext, ocsSetup, type OcsStateConfig } from './setup.ts';

/** One segment of the OCS turn as a machine of its own, for focused tests and a per-segment diagram. */
export function ocsSegmentMachine(name: string, segment: OcsStateConfig) {
  return ocsSetup.createMachine({
    id: 'ocs',
    context: ({ input }) => initialContext(input),
    initial: 'segment',
    states: {
      segment: { ...segment, onDone: { target: 'over' } },
      over: { type: 'final', meta: { rule: '—', title: `End of the ${name}`, actor: 'automatic', explain: `The ${name} is over.` } },
    },
  });
}

export const OCS_SEGMENT_MACHINES = {
  movement: () => ocsSegmentMachine('Movement Segment', movementSegment(MOVEMENTS.movement)),
  combat: () => ocsSegmentMachine('Combat Segment', combatSegment(PROCEDURES.combat)),
  exploitationMovement: () => ocsSegmentMachine('Exploitation Movement', movementSegment(MOVEMENTS.exploitMove)),
  exploitationCombat: () => ocsSegmentMachine('Exploitation Combat Segment', combatSegment(PROCEDURES.exploitation)),
} as const;
