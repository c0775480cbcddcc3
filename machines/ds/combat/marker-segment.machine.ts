import { dsSetup } from '../setup.ts';

/** 4.3 Marker Segment: Steps 1-3, in order, automatic (MK-1..MK-3). */
export const markerSegment = dsSetup.createStateConfig({
  id: 'ds.combat.markerSegment',
  meta: {
    rule: '4.3', title: 'Marker Segment', actor: 'automatic',
    explain: 'Troop Convoys come back from the Used Boxes, Blitz and other temporary markers are removed, and SNLF Beachheads go.',
  },
  initial: 'troopConvoys',
  states: {
    troopConvoys: {
      id: 'ds.marker.troopConvoys',
      meta: {
        rule: '4.3', title: 'Step 1: Troop Convoys back', actor: 'automatic',
        explain: 'Your Troop Convoy markers in a Naval Zone\'s Used Box go back to that zone\'s Convoys Box, ready to carry troops in the Reserve Movement Phase.',
      },
      entry: 'troopConvoysReturn',
      always: { target: 'turnMarkers' },
    },
    turnMarkers: {
      id: 'ds.marker.turnMarkers',
      meta: {
        rule: '4.3', title: 'Step 2: Blitz, Totsugeki, Failure and Mobilizing markers removed', actor: 'automatic',
        explain: 'Your Blitz, Totsugeki, Failure and Mobilizing markers leave the map and go back to your Force Pool for later turns.',
      },
      entry: 'turnMarkersRemoved',
      always: { target: 'snlfBeachheads' },
    },
    snlfBeachheads: {
      id: 'ds.marker.snlfBeachheads',
      meta: {
        rule: '4.3', title: 'Step 3: SNLF Beachhead-0 markers removed', actor: 'automatic',
        explain: 'In the Axis Marker Segment, SNLF Beachhead-0 markers are set aside; Axis ground units then left at sea without a friendly Beachhead marker are eliminated (Delay Stripe: Delay Box, else Force Pool).',
      },
      entry: 'snlfBeachheadsRemoved',
      always: { target: 'done' },
    },
    done: { type: 'final' },
  },
});
