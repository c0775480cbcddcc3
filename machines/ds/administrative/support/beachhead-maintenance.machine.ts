import { dsSetup } from '../../setup.ts';

/** 2.2.2 Beachhead Maintenance. */
export const beachheadMaintenanceStep = dsSetup.createStateConfig({
  id: 'ds.support.beachheadMaintenance',
  meta: {
    rule: '2.2.2', title: 'Beachhead Maintenance', actor: 'phasing',
    explain: 'A Beachhead marker may stay only if your ground units are on it and enemy units hold the land its arrow points to. Otherwise it goes back to your Force Pool, and the units on it may first advance inland.',
  },
  on: { DONE: { target: 'placement' } },
});
