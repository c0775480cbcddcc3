import type { Violation } from '../../../core/violation.ts';
import type { Faction } from '../../model/factions.ts';
import { describeGround, showingSteps, type GroundSide, type GroundUnit, type StepSlot } from '../../model/ground-units.ts';
import { samePlace, type Place } from '../../model/places.ts';
import type { DsGameState } from '../../model/state.ts';
import { assignSlots, compositionOf, slotViolation } from './composition.ts';
import { colonialKwantungSeparation } from './combination-restrictions.ts';
import {
  hasEnemyAirUnit, isFortress, isGarrison, isSupplied, notOnMapReason, ownGroundUnit, removalDestination, violation,
  type PlacedGround,
} from './general.ts';
import { planned, refused, type Change, type Planned } from './plan.ts';

/**
 * 2.3.1 Combination. "The phasing faction may combine smaller step-value units into higher
 * step-value units. Important: Only supplied units in an Off-Map Box or stacked in a hex can
 * combine." A COMBINE names the two units and the unit that results: one of the two when it flips
 * over to a larger side (CB-3, CB-5), or a unit from the Force Pool (CB-4).
 */
export interface CombineRequest {
  readonly units: readonly string[];
  readonly into: string;
}

/** Where a one-step unit used in a combination goes: the Holding Box if its step says so, else per OG-3. */
function usedUnitDestination(u: GroundUnit, slot: StepSlot, result: string, faction: Faction): Place {
  return slot.holdingBox ? { kind: 'holdingBox', unit: result } : removalDestination(u, faction);
}

/**
 * CB-1 combineLocation, CB-6 combineRequiresSupply, CB-7 combineNotUnderEnemyAir, CB-8
 * fortressGarrisonNoCombine and CB-9 portAFortCombineSide: what both units must satisfy.
 */
export function locationViolations(state: DsGameState, faction: Faction, a: PlacedGround, b: PlacedGround): Violation[] {
  const out: Violation[] = [];
  for (const p of [a, b]) {
    const off = notOnMapReason(p.unit.name, p.at);
    if (off) out.push(violation('2.3.1', 'combine.notOnMap', off));
  }
  if (out.length > 0) return out;
  if (!samePlace(a.at, b.at)) {
    out.push(violation('2.3.1', 'combine.notStacked', `${a.unit.name} and ${b.unit.name} are not in the same place: only units stacked in a hex or in an Off-Map Box can combine (2.3.1).`));
  }
  for (const p of [a, b]) {
    if (!isSupplied(state, p.unit.id)) out.push(violation('2.3.1.2', 'combine.unsupplied', `${p.unit.name} is unsupplied: unsupplied units cannot combine (2.3.1.2).`));
    if (isFortress(p.unit)) {
      const pf = p.unit.back !== undefined && p.unit.fortKind === 'portAFort';
      out.push(violation('2.3.1.2', 'combine.fortress', pf
        ? `${p.unit.name} shows its fortress side: a port-a-fort combines only on its infantry or mech side (2.3.1.2).`
        : `${p.unit.name} is a fortress unit: fortress units cannot combine with any other unit (2.3.1.2).`));
    } else if (isGarrison(p.unit)) {
      out.push(violation('2.3.1.2', 'combine.garrison', `${p.unit.name} is a garrison unit: garrison units cannot combine with any other unit (2.3.1.2).`));
    }
  }
  if (a.at.kind === 'hex' && hasEnemyAirUnit(state, a.at.hex, faction)) {
    out.push(violation('2.3.1.2', 'combine.enemyAir', `Hex ${a.at.hex} contains an enemy Air unit: units in that hex cannot combine (2.3.1.2).`));
  }
  return out;
}

/**
 * CB-3 combineOneStepFlip: a one-step unit with a two-step unit on its other side flips to that
 * side and the other one-step unit is removed (either of two such units may be the one increased).
 * CB-5 combineIntoThreeStep: a one-step unit is added to a two-step unit with a three-step unit on
 * its other side, which flips; the step added is the third step of the Force Pool Display (OG-7).
 */
function planFlipUp(state: DsGameState, faction: Faction, grower: PlacedGround, other: PlacedGround): Planned {
  const g = grower.unit;
  const back = g.back;
  if (!back || back.steps !== g.steps + 1 || g.steps > 2) {
    return refused([violation('2.3.1.1', 'combine.noLargerSide', `${describeGround(g)} has no ${g.steps + 1}-step unit on its other side to flip to (2.3.1.1).`)]);
  }
  if (other.unit.steps !== 1) {
    return refused([violation('2.3.1.2', 'combine.noSwitching', `${describeGround(other.unit)} is not a one-step unit: a one-step unit is added to a unit to flip it up, one step at a time (2.3.1.1, 2.3.1.2).`)]);
  }
  const slots = compositionOf(back);
  const fit = (u: GroundSide & { nationality: GroundUnit['nationality'] }, s: StepSlot) => slotViolation(u, s, g.nationality);
  let otherSlot: StepSlot;
  if (g.steps === 1) {
    const a = assignSlots([g, other.unit], slots, fit);
    if ('violations' in a) return refused(a.violations);
    otherSlot = slots[a.ok[1]!]!;
  } else {
    otherSlot = slots[g.steps]!;
    const v = fit(other.unit, otherSlot);
    if (v) return refused([v]);
  }
  const sep = colonialKwantungSeparation(state, [g, other.unit, { ...back, nationality: g.nationality }]);
  if ('violation' in sep) return refused([sep.violation]);
  const to = usedUnitDestination(other.unit, otherSlot, g.id, faction);
  const changes: Change[] = [{ kind: 'flip', counter: g.id }, { kind: 'move', counter: other.unit.id, to }, ...sep.changes];
  return planned({
    rule: '2.3.1.1', changes,
    message: `${describeGround(other.unit)} combines with ${describeGround(g)}, which flips to its ${back.steps}-step side ${describeGround(back)}${sep.note}`,
  });
}

/**
 * CB-4 combineTwoOneStepsIntoNew: two one-step units are removed and the desired two-step unit,
 * one without a one-step unit on its other side, is taken from the Force Pool and placed where they
 * were (OG-2, OG-5, CB-13: the Force Pool is the limit). OG-4 oneStepEntry: a unit with a one-step
 * side enters the map only as a replacement or in a breakdown, never this way. CB-12
 * noSwitchingMultiStep: a two-step unit never becomes a different unit from the Force Pool.
 */
function planNewUnit(state: DsGameState, faction: Faction, a: PlacedGround, b: PlacedGround, into: string): Planned {
  const multi = [a, b].filter((p) => p.unit.steps !== 1);
  if (multi.length > 0) {
    return refused(multi.map((p) => violation('2.3.1.2', 'combine.noSwitching',
      `${describeGround(p.unit)} is a multi-step unit: it grows only by flipping to its own larger side, never by being replaced with a different unit from the Force Pool (2.3.1.2).`)));
  }
  const found = ownGroundUnit(state, faction, into, 'combine', '2.3');
  if ('violation' in found) return refused([found.violation]);
  const x = found.ok;
  if (x.at.kind !== 'forcePool' || x.at.faction !== faction) {
    return refused([violation('2.3', 'combine.notInForcePool', `${x.unit.name} is not in your Force Pool: a multi-step unit is taken from the Force Pool when one-step units combine, and the Force Pool is an absolute limit (2.3).`)]);
  }
  const two = showingSteps(x.unit, 2);
  if (!two) return refused([violation('2.3.1.1', 'combine.noTwoStepSide', `${x.unit.name} has no two-step side to be formed from two one-step units (2.3.1.1).`)]);
  if (two.back?.steps === 1) {
    return refused([violation('2.3', 'combine.hasOneStepSide', `${x.unit.name} has a one-step unit on its other side: it enters the map only as a replacement or in a breakdown; to form it, flip a one-step unit already on the map (2.3, 2.3.1.1).`)]);
  }
  if (isFortress(two) || isGarrison(two)) {
    return refused([violation('2.3.2.1', 'combine.fortress', `${x.unit.name} is a fortress or garrison unit: those enter the map only by conversion (2.3.2).`)]);
  }
  const slots = compositionOf(two);
  const asg = assignSlots([a.unit, b.unit], slots, (u, s) => slotViolation(u, s, two.nationality));
  if ('violations' in asg) return refused(asg.violations);
  const sep = colonialKwantungSeparation(state, [a.unit, b.unit, two]);
  if ('violation' in sep) return refused([sep.violation]);
  const changes: Change[] = [
    { kind: 'move', counter: a.unit.id, to: usedUnitDestination(a.unit, slots[asg.ok[0]!]!, x.unit.id, faction) },
    { kind: 'move', counter: b.unit.id, to: usedUnitDestination(b.unit, slots[asg.ok[1]!]!, x.unit.id, faction) },
    ...(two === x.unit ? [] : [{ kind: 'flip', counter: x.unit.id } as const]),
    { kind: 'move', counter: x.unit.id, to: a.at },
    ...sep.changes,
  ];
  return planned({ rule: '2.3.1.1', changes, message: `${describeGround(a.unit)} and ${describeGround(b.unit)} combine into ${describeGround(two)} from the Force Pool${sep.note}` });
}

/** The plan of a COMBINE by the phasing faction, or every reason it is not legal now. */
export function planCombination(state: DsGameState, faction: Faction, req: CombineRequest): Planned {
  if (req.units.length !== 2 || req.units[0] === req.units[1]) {
    return refused([violation('2.3.1', 'combine.oneStepAtATime', 'Combining is done one step at a time: name exactly two different units to combine (2.3.1).')]);
  }
  const fa = ownGroundUnit(state, faction, req.units[0]!, 'combine', '2.3.1');
  const fb = ownGroundUnit(state, faction, req.units[1]!, 'combine', '2.3.1');
  if (!('ok' in fa) || !('ok' in fb)) return refused([fa, fb].flatMap((f) => ('violation' in f ? [f.violation] : [])));
  const [a, b] = [fa.ok, fb.ok];
  const where = locationViolations(state, faction, a, b);
  if (where.length > 0) return refused(where);
  return planCombinationInto(state, faction, a, b, req.into);
}

/**
 * The rest of planCombination, once both units are the faction's and may combine where they are
 * (locationViolations found nothing): the enumerator asks the pair's place once and this per result.
 */
export function planCombinationInto(state: DsGameState, faction: Faction, a: PlacedGround, b: PlacedGround, into: string): Planned {
  if (into === a.unit.id) return planFlipUp(state, faction, a, b);
  if (into === b.unit.id) return planFlipUp(state, faction, b, a);
  return planNewUnit(state, faction, a, b, into);
}
