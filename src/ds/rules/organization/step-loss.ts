import { counterFaction } from '../../model/counters.ts';
import { derived } from '../../model/derived.ts';
import type { Faction } from '../../model/factions.ts';
import { describeGround, showingSteps, type GroundUnit, type StepSlot } from '../../model/ground-units.ts';
import type { Place } from '../../model/places.ts';
import type { DsGameState } from '../../model/state.ts';
import { colonialKwantungSeparation } from './combination-restrictions.ts';
import { compositionOf, isElite, slotRequiresElite, slotViolation } from './composition.ts';
import { forcePoolUnits, heldUnits } from './general.ts';
import type { Change, OrganizationPlan } from './plan.ts';

/**
 * 4.2.6.2 Eliminating Steps, for the Combat Phase: the ways one step of a ground unit can be
 * eliminated, worked out on the same Force Pool Display data as 2.3 Combination and Breakdown.
 * Each option is a plan (src/ds/apply/organization carries it out); the owner picks one.
 * ES-8 eliminateNoSwitching: a unit only ever turns to its own smaller side or is replaced by the
 * one-step units it is made of, never by another multi-step unit.
 */

/** The Japanese IG HQ, "removed from the game when eliminated" (ES-1 exception). */
const isJapaneseIgHq = (u: GroundUnit): boolean => u.nationality === 'japanese' && u.type === 'hq' && u.designations.includes('IG');

/**
 * ES-1 (4.2.6.2) removedUnitDestination: the Delay Box with a Delay Stripe, else the Force Pool;
 * the Japanese IG HQ is removed from the game, read as set aside for good (R-PLACES).
 */
export function stepLossDestination(u: GroundUnit, faction: Faction): Place {
  if (isJapaneseIgHq(u)) return { kind: 'setAside' };
  return u.delayStripe ? { kind: 'delayBox' } : { kind: 'forcePool', faction };
}

const plan = (message: string, changes: readonly Change[]): OrganizationPlan => ({ rule: '4.2.6.2', changes, message });

/**
 * ES-4 eliminateTwoStepReplace with ES-7 eliminateEliteRestriction: the Force Pool units "that could
 * have been used to combine the two-step unit", elite ones only where the step names them.
 */
function replacements(state: DsGameState, faction: Faction, u: GroundUnit): GroundUnit[] {
  return forcePoolUnits(state, faction).filter((c) => {
    const side = showingSteps(c, 1);
    if (!side) return false;
    const fits = (s: StepSlot) => !s.holdingBox && slotViolation(side, s, u.nationality) === undefined
      && (!isElite(side) || slotRequiresElite(s, u, side));
    return compositionOf(u).some(fits) && !('violation' in colonialKwantungSeparation(state, [u, side]));
  });
}

/**
 * Every way to eliminate one step of `unitId` where it stands (ES-2..ES-7, R-NO-REPLACEMENT). Worked
 * out once per state and unit: the combat steps ask it for every loss listed and every loss checked.
 */
export function stepLossOptions(state: DsGameState, unitId: string): OrganizationPlan[] {
  return [...derived(state, `stepLossOptions:${unitId}`, () => workOutStepLossOptions(state, unitId))];
}

function workOutStepLossOptions(state: DsGameState, unitId: string): OrganizationPlan[] {
  const placed = state.counters.get(unitId);
  if (!placed || placed.counter.kind !== 'ground') return [];
  const u = placed.counter;
  const faction = counterFaction(u, state.countries);
  if (faction === undefined) return [];
  const at = placed.at;
  const name = describeGround(u);
  const held = heldUnits(state, u.id);
  // ES-2 eliminateOneStep: remove it.
  if (u.steps === 1) return [plan(`${name} is eliminated`, [{ kind: 'move', counter: u.id, to: stepLossDestination(u, faction) }])];
  const flipsDown = u.back !== undefined && u.back.steps === u.steps - 1;
  // ES-6 eliminateHoldingBox: the step lost may be the unit kept in the Holding Box, or the counter
  // itself, replaced by that unit (the ABDA example).
  const heldOptions = held.flatMap((h): OrganizationPlan[] => {
    const lose: Change = { kind: 'move', counter: h.id, to: stepLossDestination(h, faction) };
    // The unit in the Holding Box is lost: the counter turns to its smaller side, or (with no such
    // side) is replaced by the other one-step unit it is made of, from the Force Pool (ES-4).
    const out = flipsDown
      ? [plan(`${name} loses ${h.name} from its Holding Box`, [{ kind: 'flip', counter: u.id }, lose])]
      : replacements(state, faction, u).map((r) => plan(`${name} loses ${h.name} from its Holding Box and is replaced by ${r.name} from the Force Pool`, [
        lose, ...placeReplacement(r, at), { kind: 'move', counter: u.id, to: stepLossDestination(u, faction) },
      ]));
    if (u.steps === 2) {
      out.push(plan(`${name} is eliminated and ${h.name} comes out of its Holding Box`, [
        { kind: 'move', counter: h.id, to: at }, { kind: 'move', counter: u.id, to: stepLossDestination(u, faction) },
        ...held.filter((x) => x !== h).map((x): Change => ({ kind: 'move', counter: x.id, to: stepLossDestination(x, faction) })),
      ]));
    }
    return out;
  });
  if (heldOptions.length > 0) return heldOptions;
  // ES-3 eliminateTwoStepFlip and ES-5 eliminateThreeStep (DS-EX-36: a 7-6-2 becomes a 4-4-1).
  if (flipsDown && u.back) return [plan(`${name} flips to its ${u.back.steps}-step side ${describeGround(u.back)}`, [{ kind: 'flip', counter: u.id }])];
  const replaced = u.steps !== 2 ? [] : replacements(state, faction, u).map((r) => plan(`${name} is replaced by ${r.name} from the Force Pool`, [
    ...placeReplacement(r, at), { kind: 'move', counter: u.id, to: stepLossDestination(u, faction) },
  ]));
  if (replaced.length > 0) return replaced;
  // R-NO-REPLACEMENT (gap §2 #24): with no smaller side and nothing in the Force Pool to replace it,
  // the unit is eliminated whole. 4.2.6 asks for steps until the units that took part are
  // eliminated, and the Force Pool stays an absolute limit (2.3), so the step cannot be skipped.
  return [plan(`${name} has no smaller side and no replacement in the Force Pool: it is eliminated whole`, [
    { kind: 'move', counter: u.id, to: stepLossDestination(u, faction) },
  ])];
}

/** A replacement one-step unit, turned to its one-step side if need be, put where the unit was. */
function placeReplacement(r: GroundUnit, at: Place): Change[] {
  return [...(showingSteps(r, 1) === r ? [] : [{ kind: 'flip', counter: r.id } as const]), { kind: 'move', counter: r.id, to: at }];
}
