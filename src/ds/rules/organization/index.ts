import type { DsEvent } from '../../events/index.ts';
import type { Faction } from '../../model/factions.ts';
import type { DsGameState } from '../../model/state.ts';
import { planBreakdown } from './breakdown.ts';
import { planCombination } from './combination.ts';
import { planConversion } from './conversion.ts';
import { planPlaceDetachment, planRemoveDetachment } from './detachments.ts';
import { planElimination } from './elimination.ts';
import type { Planned } from './plan.ts';
import { inCanonicalUnitOrder } from './unit-order.ts';

/**
 * The rules of the 2.3 Organization Segment, one entry point per action: the plan of an event by
 * the phasing faction (`used`: the once-per-turn conversions made this turn), or undefined for an
 * event that is not an Organization action. COMBINE and BREAK_DOWN name their units in one order
 * (R-ORG-UNIT-ORDER). The legality check and the reducer both call it.
 */
export function planOrganizationEvent(state: DsGameState, faction: Faction, used: readonly string[], e: DsEvent): Planned | undefined {
  switch (e.type) {
    case 'COMBINE': return inCanonicalUnitOrder(planCombination(state, faction, e), e.units, '2.3.1', 'combine.unitOrder', 'units to combine');
    case 'CONVERT': return planConversion(state, faction, used, e);
    case 'ELIMINATE': return planElimination(state, faction, e.unit);
    case 'BREAK_DOWN': return inCanonicalUnitOrder(planBreakdown(state, faction, e), e.into, '2.3.4', 'breakdown.unitOrder', 'units taken');
    case 'PLACE_DETACHMENT': return planPlaceDetachment(state, faction, e.marker, e.hex);
    case 'REMOVE_DETACHMENT': return planRemoveDetachment(state, faction, e.marker);
    default: return undefined;
  }
}

export type { Change, OrganizationPlan, Planned } from './plan.ts';
export { violationsOf } from './plan.ts';
