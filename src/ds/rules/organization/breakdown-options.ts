import { counterFaction } from '../../model/counters.ts';
import type { Faction } from '../../model/factions.ts';
import { showingSteps } from '../../model/ground-units.ts';
import type { Place } from '../../model/places.ts';
import type { DsGameState } from '../../model/state.ts';
import { couldFillAStep, planBreakdown, type BreakDownRequest } from './breakdown.ts';
import { forcePoolUnits, heldUnits, isFortress, removalDestination, type PlacedGround } from './general.ts';

/**
 * Every legal breakdown of one multi-step unit: one unit taken when it flips (BD-7, BD-8), every
 * ordered pair when it is replaced (BD-6). Candidates are the one-step units of the Force Pool and
 * of the unit's own Holding Box; the plan decides (one source of legality).
 */
export function breakdownOptions(state: DsGameState, faction: Faction, p: PlacedGround): BreakDownRequest[] {
  const u = p.unit;
  if (isFortress(u) || u.steps < 2) return [];
  const candidates = [...heldUnits(state, u.id), ...forcePoolUnits(state, faction)].filter((c) => showingSteps(c, 1) !== undefined);
  const flips = u.back !== undefined && u.back.steps === u.steps - 1;
  const out: BreakDownRequest[] = [];
  const tryIt = (into: readonly string[]) => {
    const req = { unit: u.id, into };
    if (planBreakdown(state, faction, req).ok) out.push(req);
  };
  if (flips) {
    for (const c of candidates) tryIt([c.id]);
    return out;
  }
  const viable = candidates.filter((c) => couldFillAStep(state, faction, p, c));
  for (const c of viable) for (const d of viable) if (c !== d) tryIt([c.id, d.id]);
  return out;
}

/**
 * BD-5 (2.3.4) emergencyBreakdown: a game event outside the Organization Segment may require a
 * breakdown; "Such a breakdown follows the normal breakdown rules listed below. Because Fortress
 * units cannot breakdown, they would be eliminated instead." The caller (a later phase) offers the
 * owner the breakdowns listed here, or eliminates a fortress (to the Delay Box with a Delay Stripe,
 * else its Force Pool, as 4.2.6.2 removes units). When no breakdown is possible, the rules do not
 * say what follows (gap §2 #24): `none` lets the caller decide (docs/rulings.md R-EMERGENCY-BREAKDOWN).
 */
export type EmergencyBreakdown =
  | { readonly kind: 'eliminate'; readonly to: Place }
  | { readonly kind: 'breakDown'; readonly options: readonly BreakDownRequest[] }
  | { readonly kind: 'none'; readonly reason: string };

export function emergencyBreakdown(state: DsGameState, unitId: string): EmergencyBreakdown {
  const placed = state.counters[unitId];
  if (!placed || placed.counter.kind !== 'ground') return { kind: 'none', reason: `${unitId} is not a ground unit` };
  const unit = placed.counter;
  const faction = counterFaction(unit, state.countries);
  if (faction === undefined) return { kind: 'none', reason: `${unit.name} belongs to no faction` };
  if (isFortress(unit)) return { kind: 'eliminate', to: removalDestination(unit, faction) };
  if (unit.steps < 2) return { kind: 'none', reason: `${unit.name} is a one-step unit` };
  const options = breakdownOptions(state, faction, { unit, at: placed.at });
  return options.length > 0 ? { kind: 'breakDown', options } : { kind: 'none', reason: `no one-step unit in the Force Pool can be taken for ${unit.name}` };
}
