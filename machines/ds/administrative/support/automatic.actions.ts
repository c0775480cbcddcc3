import { applyBeachheadFailure, applyReturnToBase } from '../../../../src/ds/apply/support-automatic.ts';
import { update } from '../../update.ts';

/** The automatic steps of the Support Segment: 2.2.1 Return to Base and 2.2.5 Beachhead Failure. */
export const supportAutomaticGuards = {};

export const supportAutomaticActions = {
  returnToBase: update(({ context }) => applyReturnToBase(context)),
  beachheadFailure: update(({ context }) => applyBeachheadFailure(context)),
};
