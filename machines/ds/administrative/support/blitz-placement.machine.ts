import { dsSetup } from '../../setup.ts';

/** 2.2.4 Blitz Marker Placement. */
export const blitzPlacementStep = dsSetup.createStateConfig({
  id: 'ds.support.blitzPlacement',
  meta: {
    rule: '2.2.4', title: 'Blitz Marker Placement', actor: 'phasing',
    explain: "You may place as many Blitz markers as your Current Card's Blitz Value (plus any awarded this turn); first one on every hex with your Beachhead marker. Unused ones are lost.",
  },
  on: { DONE: { target: 'beachheadFailure' } },
});
