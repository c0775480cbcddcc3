import { dsSetup } from '../../setup.ts';

/** 2.2.3 Support Unit and Convoy Marker Placement. */
export const placementStep = dsSetup.createStateConfig({
  id: 'ds.support.placement',
  meta: {
    rule: '2.2.3', title: 'Support Unit and Convoy Marker Placement', actor: 'phasing',
    explain: 'Place support units one at a time; after each, the enemy factions (Axis, then Western, then Soviet) may contest it with one of their own. Place Convoy markers too. Declare when you are finished.',
  },
  on: { DONE: { target: 'blitzPlacement' } },
});
