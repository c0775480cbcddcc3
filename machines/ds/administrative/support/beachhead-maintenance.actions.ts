import {
  applyBeginBeachheadMaintenance, applyInlandAdvance, applyKeepBeachhead, applyReturnBeachhead,
} from '../../../../src/ds/apply/beachhead-maintenance.ts';
import { beachheadMaintenanceStep } from '../../../../src/ds/legal/beachhead-maintenance.ts';
import { allowedIn, eventOf } from '../../../../src/ds/legal/step.ts';
import { update } from '../../update.ts';

/** Guards and actions of 2.2.2 Beachhead Maintenance. */
export const beachheadMaintenanceGuards = {
  beachheadMaintenanceAllowed: allowedIn(beachheadMaintenanceStep),
};

export const beachheadMaintenanceActions = {
  beginBeachheadMaintenance: update(({ context }) => applyBeginBeachheadMaintenance(context)),
  keepBeachhead: update(({ context, event }) => applyKeepBeachhead(context, eventOf(event, 'KEEP_BEACHHEAD')!)),
  returnBeachhead: update(({ context, event }) => applyReturnBeachhead(context, eventOf(event, 'RETURN_BEACHHEAD')!)),
  inlandAdvance: update(({ context, event }) => applyInlandAdvance(context, eventOf(event, 'INLAND_ADVANCE')!)),
};
