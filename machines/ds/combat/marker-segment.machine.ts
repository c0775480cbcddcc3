import { dsSetup } from '../setup.ts';

/** 4.3 Marker Segment: Steps 1-3, automatic. */
export const markerSegment = dsSetup.createStateConfig({
  id: 'ds.combat.markerSegment',
  meta: {
    rule: '4.3', title: 'Marker Segment', actor: 'automatic',
    explain: 'Troop Convoys come back from the Used Boxes, Blitz and other temporary markers are removed, and SNLF Beachheads go.',
  },
  initial: 'markersRemoved',
  states: {
    markersRemoved: {
      id: 'ds.marker.markersRemoved',
      meta: { rule: '4.3', title: 'Markers removed', actor: 'automatic', explain: 'Steps 1-3 of the Marker Segment run by themselves.' },
      always: { target: 'done' },
    },
    done: { type: 'final' },
  },
});
