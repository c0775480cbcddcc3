import { compareUnitIds } from '../../events/unit-order.ts';
import { counterFaction } from '../../model/counters.ts';
import type { Faction } from '../../model/factions.ts';
import { placeKey } from '../../model/places.ts';
import { derivedCarried } from '../../model/derived.ts';
import type { DsGameState, Placed } from '../../model/state.ts';
import { breakdownOptions } from './breakdown-options.ts';
import type { BreakDownRequest } from './breakdown.ts';
import { locationViolations, planCombinationInto, type CombineRequest } from './combination.ts';
import { planConversion, type ConvertRequest } from './conversion.ts';
import { planPlaceDetachment, planRemoveDetachment } from './detachments.ts';
import { planElimination } from './elimination.ts';
import { forcePoolUnits, groundUnitsOnMap, type PlacedGround } from './general.ts';

/**
 * Every concrete action of each Organization step that its plan accepts. Candidates are generated
 * broadly and kept only when the plan (the one legality check) finds nothing against them.
 */

/** The phasing faction's units on the map, stack by stack. */
function stacks(state: DsGameState, faction: Faction): PlacedGround[][] {
  const by = new Map<string, PlacedGround[]>();
  for (const p of groundUnitsOnMap(state, faction)) {
    const k = placeKey(p.at);
    const stack = by.get(k);
    if (stack) stack.push(p);
    else by.set(k, [p]);
  }
  return [...by.values()];
}

/**
 * CB-3, CB-4, CB-5: every pair in a stack, once, its units in the canonical order
 * (R-ORG-UNIT-ORDER), into either unit or any Force Pool unit. The pair's own checks
 * (planCombination's locationViolations) are asked once per pair, not once per result:
 * planCombination refuses every result of a pair they refuse, and plans the others exactly as
 * planCombinationInto does (tests/unit/rules/organization/combination-enumeration.test.ts).
 */
export function combinationOptions(state: DsGameState, faction: Faction): CombineRequest[] {
  const pool = forcePoolUnits(state, faction).filter((u) => u.steps === 2 || u.back?.steps === 2);
  const out: CombineRequest[] = [];
  for (const stack of stacks(state, faction)) {
    if (stack.length < 2) continue;
    for (const a of stack) {
      for (const b of stack) {
        if (compareUnitIds(a.unit.id, b.unit.id) >= 0 || locationViolations(state, faction, a, b).length > 0) continue;
        for (const into of [a.unit.id, b.unit.id, ...pool.map((u) => u.id)]) {
          if (planCombinationInto(state, faction, a, b, into).ok) out.push({ units: [a.unit.id, b.unit.id], into });
        }
      }
    }
  }
  return out;
}

/** FC-1, GC-2, PF-2, PF-4: each one-step unit in a hex into each fortress or garrison, and port-a-fort flips. */
export function conversionOptions(state: DsGameState, faction: Faction, used: readonly string[]): ConvertRequest[] {
  const pool = forcePoolUnits(state, faction).filter((u) => u.type === 'fortress' || u.back?.type === 'fortress' || u.type === 'garrison');
  const out: ConvertRequest[] = [];
  for (const p of groundUnitsOnMap(state, faction)) {
    if (p.at.kind !== 'hex') continue;
    for (const into of [p.unit.id, ...pool.filter((f) => f.nationality === p.unit.nationality).map((f) => f.id)]) {
      const req = { unit: p.unit.id, into };
      if (planConversion(state, faction, used, req).ok) out.push(req);
    }
  }
  return out;
}

/** VE-2: every friendly ground unit on the map. */
export const eliminationOptions = (state: DsGameState, faction: Faction): string[] =>
  groundUnitsOnMap(state, faction).map((p) => p.unit.id).filter((id) => planElimination(state, faction, id).ok);

/** BD-6..BD-9: every breakdown of every multi-step unit on the map. */
export const allBreakdownOptions = (state: DsGameState, faction: Faction): BreakDownRequest[] =>
  groundUnitsOnMap(state, faction).flatMap((p) => breakdownOptions(state, faction, p));

const isDetachment = (p: Placed | undefined): boolean => p !== undefined && p.counter.kind === 'marker' && p.counter.type === 'detachment';

/**
 * Every Detachment marker in counter order, wherever it is: kept per state and carried over a move
 * that touched none (the faction and place filters are applied per call).
 */
function detachmentMarkers(state: DsGameState): readonly Placed[] {
  return derivedCarried(state, 'detachmentMarkers', () => state.counters.all().filter(isDetachment),
    (known, changes) => (changes.some(({ id, before }) => isDetachment(before) || isDetachment(state.counters.get(id))) ? undefined : known));
}

/** DT-1, DT-2, DT-3: each Detachment in the Force Pool into each hex that takes it, and each one on the map out. */
export function detachmentOptions(state: DsGameState, faction: Faction): { place: { marker: string; hex: string }[]; remove: string[] } {
  const mine = detachmentMarkers(state).filter(({ counter: c }) => counterFaction(c, state.countries) === faction);
  const hexes = [...new Set(groundUnitsOnMap(state, faction).flatMap((p) => (p.at.kind === 'hex' ? [p.at.hex] : [])))];
  const place = mine.filter((p) => p.at.kind === 'forcePool').flatMap((p) =>
    hexes.filter((hex) => planPlaceDetachment(state, faction, p.counter.id, hex).ok).map((hex) => ({ marker: p.counter.id, hex })));
  const remove = mine.filter((p) => p.at.kind === 'hex' && planRemoveDetachment(state, faction, p.counter.id).ok).map((p) => p.counter.id);
  return { place, remove };
}
