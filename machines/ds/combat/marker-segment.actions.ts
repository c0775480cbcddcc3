import { applySnlfBeachheadsRemoved, applyTroopConvoysReturn, applyTurnMarkersRemoved } from '../../../src/ds/apply/marker-segment.ts';
import { update } from '../update.ts';

/** Guards and actions of the Combat Phase: marker-segment (4.3 Steps 1-3). */
export const markerSegmentGuards = {};
export const markerSegmentActions = {
  troopConvoysReturn: update(({ context }) => applyTroopConvoysReturn(context)),
  turnMarkersRemoved: update(({ context }) => applyTurnMarkersRemoved(context)),
  snlfBeachheadsRemoved: update(({ context }) => applySnlfBeachheadsRemoved(context)),
};
