import { compareUnitIds } from '../../events/unit-order.ts';
import { counterFaction } from '../../model/counters.ts';
import type { Faction } from '../../model/factions.ts';
import type { Place } from '../../model/places.ts';
import type { DsGameState } from '../../model/state.ts';
import { breakdownCandidates } from './breakdown-classes.ts';
import { planBreakdown, type BreakDownRequest } from './breakdown.ts';
import { isFortress, removalDestination, type PlacedGround } from './general.ts';

/**
 * Every legal breakdown of one multi-step unit: one unit taken when it flips (BD-7, BD-8), every
 * pair, once, in the canonical order (R-ORG-UNIT-ORDER), when it is replaced (BD-6). Candidates are the one-step units of the unit's own
 * Holding Box and of the Force Pool; the plan decides (one source of legality).
 *
 * The plan is asked once per class of candidates, not once per candidate or pair (issue 9: a full
 * Force Pool made this quadratic in plans). A class is a step-fit mask (breakdown-classes.ts), and
 * it is all planBreakdown reads of a unit taken here: the checks before and after concern the
 * breaking-down unit alone; takenUnits accepts every candidate (a counter of the state, a ground
 * unit with a one-step side, ids distinct); the slot assignment (assignSlots, or the one step a
 * flip leaves open) only asks whether takenViolation is undefined, which the mask records per step.
 * So a request is legal exactly when the first one met with the same masks is: that one is planned
 * for real, the others follow it, in the plain double loop's order. The unit test
 * tests/unit/rules/organization/breakdown-enumeration.test.ts compares it with planning every pair.
 */
export function breakdownOptions(state: DsGameState, faction: Faction, p: PlacedGround): BreakDownRequest[] {
  const u = p.unit;
  if (isFortress(u) || u.steps < 2) return [];
  const candidates = breakdownCandidates(state, faction, p);
  const verdicts = new Map<string, boolean>();
  const out: BreakDownRequest[] = [];
  const tryIt = (into: readonly string[], classKey: string) => {
    let ok = verdicts.get(classKey);
    if (ok === undefined) {
      ok = planBreakdown(state, faction, { unit: u.id, into }).ok;
      verdicts.set(classKey, ok);
    }
    if (ok) out.push({ unit: u.id, into });
  };
  if (u.back !== undefined && u.back.steps === u.steps - 1) {
    for (const c of candidates) tryIt([c.unit.id], `${c.mask}`);
    return out;
  }
  // A candidate that fits no step cannot be half of a legal pair (assignSlots needs a step for each).
  const viable = candidates.filter((c) => c.mask !== 0);
  // Each pair once, named in unit order (R-ORG-UNIT-ORDER): the ids are ranked once, not compared per pair.
  const rank = new Array<number>(viable.length);
  viable.map((_, i) => i).sort((i, j) => compareUnitIds(viable[i]!.unit.id, viable[j]!.unit.id)).forEach((i, k) => { rank[i] = k; });
  viable.forEach((c, i) => viable.forEach((d, j) => { if (rank[i]! < rank[j]!) tryIt([c.unit.id, d.unit.id], `${c.mask}:${d.mask}`); }));
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
  const placed = state.counters.get(unitId);
  if (!placed || placed.counter.kind !== 'ground') return { kind: 'none', reason: `${unitId} is not a ground unit` };
  const unit = placed.counter;
  const faction = counterFaction(unit, state.countries);
  if (faction === undefined) return { kind: 'none', reason: `${unit.name} belongs to no faction` };
  if (isFortress(unit)) return { kind: 'eliminate', to: removalDestination(unit, faction) };
  if (unit.steps < 2) return { kind: 'none', reason: `${unit.name} is a one-step unit` };
  const options = breakdownOptions(state, faction, { unit, at: placed.at });
  return options.length > 0 ? { kind: 'breakDown', options } : { kind: 'none', reason: `no one-step unit in the Force Pool can be taken for ${unit.name}` };
}
