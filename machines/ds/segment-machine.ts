import { organizationSegment } from './administrative/organization.machine.ts';
import { politicalEventsSegment } from './administrative/political-events.machine.ts';
import { supportSegment } from './administrative/support.machine.ts';
import { blitzCombatSegment } from './combat/blitz-combat.machine.ts';
import { markerSegment } from './combat/marker-segment.machine.ts';
import { regularCombatSegment } from './combat/regular-combat.machine.ts';
import { dsSetup, initialContext } from './setup.ts';

/**
 * One segment of the turn as a machine of its own, for focused tests and a per-segment diagram:
 * it starts at the segment's first step and stops when the segment is over. Segment configs end
 * in a final state and leave the link to what comes next to their parent, which makes this work.
 */
/** A state config of the DS turn, as `dsSetup.createStateConfig` accepts it. */
export type DsStateConfig = Parameters<typeof dsSetup.createStateConfig>[0];

export function segmentMachine(name: string, segment: DsStateConfig) {
  return dsSetup.createMachine({
    id: 'ds',
    context: ({ input }) => initialContext(input),
    initial: 'segment',
    states: {
      segment: { ...segment, onDone: { target: 'over' } },
      over: { type: 'final', meta: { rule: '—', title: `End of ${name}`, actor: 'automatic', explain: `The ${name} is over.` } },
    },
  });
}

export const SEGMENT_MACHINES = {
  politicalEvents: () => segmentMachine('Political Events Segment', politicalEventsSegment),
  support: () => segmentMachine('Support Segment', supportSegment),
  organization: () => segmentMachine('Organization Segment', organizationSegment),
  blitzCombat: () => segmentMachine('Blitz Combat Segment', blitzCombatSegment),
  regularCombat: () => segmentMachine('Regular Combat Segment', regularCombatSegment),
  marker: () => segmentMachine('Marker Segment', markerSegment),
} as const;
