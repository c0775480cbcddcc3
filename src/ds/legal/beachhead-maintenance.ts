import type { DsEvent } from '../events/index.ts';
import {
  beachheadMayRemain, beachheadsToMaintain, groundUnitsOnBeachhead, inlandAdvanceViolations, keepBeachheadViolations,
  maintenanceDoneViolations, returnBeachheadViolations,
} from '../rules/beachhead-maintenance.ts';
import type { StepLegality } from './step.ts';
import { STEP_IDS } from './step-ids.ts';

/**
 * 2.2.2 Beachhead Maintenance: each phasing Beachhead-1/2 marker at sea is kept (BM-1, BM-2) or
 * returned (BM-3, BM-4), after any Inland Advances (BM-5); DONE once every marker is dealt with
 * (docs/rulings.md R-BM-DECISION).
 */
export const beachheadMaintenanceStep: StepLegality = {
  id: STEP_IDS.supportBeachheadMaintenance,
  accepts: ['KEEP_BEACHHEAD', 'RETURN_BEACHHEAD', 'INLAND_ADVANCE', 'DONE'],
  check(ctx, e) {
    const phasing = ctx.game.game.phasing;
    const done = ctx.turn.beachheadMaintenance.done;
    switch (e.type) {
      case 'KEEP_BEACHHEAD': return keepBeachheadViolations(ctx.game, phasing, done, e.marker);
      case 'RETURN_BEACHHEAD': return returnBeachheadViolations(ctx.game, phasing, done, e.marker);
      case 'INLAND_ADVANCE': return inlandAdvanceViolations(ctx.game, phasing, done, e.marker, e.unit);
      default: return maintenanceDoneViolations(ctx.game, phasing, done);
    }
  },
  enumerate(ctx) {
    const phasing = ctx.game.game.phasing;
    const done = ctx.turn.beachheadMaintenance.done;
    const out: DsEvent[] = [];
    for (const m of beachheadsToMaintain(ctx.game, phasing)) {
      const marker = m.counter.id;
      if (done.includes(marker)) continue;
      if (beachheadMayRemain(ctx.game, m)) out.push({ type: 'KEEP_BEACHHEAD', marker });
      else {
        for (const u of groundUnitsOnBeachhead(ctx.game, m)) {
          const e: DsEvent = { type: 'INLAND_ADVANCE', marker, unit: u.counter.id };
          if (inlandAdvanceViolations(ctx.game, phasing, done, marker, u.counter.id).length === 0) out.push(e);
        }
      }
      out.push({ type: 'RETURN_BEACHHEAD', marker });
    }
    if (maintenanceDoneViolations(ctx.game, phasing, done).length === 0) out.push({ type: 'DONE' });
    return out;
  },
};

export const beachheadMaintenanceSteps: readonly StepLegality[] = [beachheadMaintenanceStep];
