import { dsSetup } from '../../setup.ts';
import { STEP_IDS } from '../../../../src/ds/legal/step-ids.ts';

/**
 * 2.2.2 Beachhead Maintenance: each of your Beachhead-1/2 markers at sea is kept (BM-1, BM-2) or
 * returned (BM-3, BM-4); units on one that must go may first advance inland (BM-5..BM-7). SNLF
 * Beachhead-0 markers stay by themselves (BM-8). Finished when every marker is dealt with.
 */
export const beachheadMaintenanceStep = dsSetup.createStateConfig({
  id: STEP_IDS.supportBeachheadMaintenance,
  meta: {
    rule: '2.2.2', title: 'Beachhead Maintenance', actor: 'phasing',
    explain: 'A Beachhead marker may stay only if your ground units are on it and enemy units hold the land its arrow points to; a Beachhead-2 that stays becomes a Beachhead-1. Otherwise it goes back to your Force Pool, and the units on it may first advance inland. You may also give up a Beachhead that could stay. Say DONE when every marker is dealt with.',
  },
  entry: 'beginBeachheadMaintenance',
  on: {
    KEEP_BEACHHEAD: { guard: 'beachheadMaintenanceAllowed', actions: 'keepBeachhead' },
    RETURN_BEACHHEAD: { guard: 'beachheadMaintenanceAllowed', actions: 'returnBeachhead' },
    INLAND_ADVANCE: { guard: 'beachheadMaintenanceAllowed', actions: 'inlandAdvance' },
    DONE: { guard: 'beachheadMaintenanceAllowed', target: 'placement' },
  },
});
