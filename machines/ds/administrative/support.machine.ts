import { dsSetup } from '../setup.ts';
import { beachheadMaintenanceStep } from './support/beachhead-maintenance.machine.ts';
import { blitzPlacementStep } from './support/blitz-placement.machine.ts';
import { placementStep } from './support/placement.machine.ts';

/** 2.2 Support Segment: Steps 1-5 in order. */
export const supportSegment = dsSetup.createStateConfig({
  id: 'ds.admin.support',
  meta: {
    rule: '2.2', title: 'Support Segment', actor: 'phasing',
    explain: 'Your air and naval support units come home, beachheads are kept or given up, then you place support units and convoys (the enemy may contest), place Blitz markers, and lose units stranded at sea.',
  },
  initial: 'returnToBase',
  states: {
    returnToBase: {
      id: 'ds.support.returnToBase',
      meta: {
        rule: '2.2.1', title: 'Return to Base', actor: 'automatic',
        explain: 'Your support units and Convoy markers on the map, in Naval Zone boxes and in the Strategic Warfare Box go home: to the Delay Box if they have a Delay Stripe, else to your Force Pool. Devastation markers stay.',
      },
      entry: 'returnToBase',
      always: { target: 'beachheadMaintenance' },
    },
    beachheadMaintenance: beachheadMaintenanceStep,
    placement: { ...placementStep, onDone: { target: 'blitzPlacement' } },
    blitzPlacement: { ...blitzPlacementStep, onDone: { target: 'beachheadFailure' } },
    beachheadFailure: {
      id: 'ds.support.beachheadFailure',
      meta: {
        rule: '2.2.5', title: 'Beachhead Failure', actor: 'automatic',
        explain: 'Your ground units left in an All-Sea hex without a friendly Beachhead marker are eliminated.',
      },
      entry: 'beachheadFailure',
      always: { target: 'done' },
    },
    done: { type: 'final' },
  },
});
