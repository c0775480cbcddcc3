import type { Violation } from '../../../core/violation.ts';
import { derived } from '../../model/derived.ts';
import type { Faction } from '../../model/factions.ts';
import { describeGround, showingSteps, type GroundSide, type GroundUnit, type StepSlot } from '../../model/ground-units.ts';
import type { Place } from '../../model/places.ts';
import type { DsGameState } from '../../model/state.ts';
import { assignSlots, compositionOf, isElite, slotRequiresElite, slotViolation } from './composition.ts';
import { heldUnits, isFortress, notOnMapReason, ownGroundUnit, removalDestination, violation, type PlacedGround } from './general.ts';
import { planned, refused, type Change, type Planned } from './plan.ts';

/**
 * 2.3.4 Breakdown: "basically the reverse of combining units", one step at a time (BD-2
 * breakdownStepwise: each BREAK_DOWN is one step; the step may repeat). A BREAK_DOWN names the
 * multi-step unit and the one-step units taken from the Force Pool (or its Holding Box).
 * BD-1 breakdownTiming: after combinations, conversions and voluntary eliminations (the step's place).
 * BD-3 breakdownNoSupplyNeeded and BD-4 breakdownUnderEnemyAirOk: neither supply nor an enemy Air
 * unit in the hex is checked.
 */
export interface BreakDownRequest {
  readonly unit: string;
  readonly into: readonly string[];
}

/** A one-step unit to be taken: its counter, the one-step side it will show, and where it is now. */
interface Taken {
  readonly unit: GroundUnit;
  readonly side: GroundUnit;
  readonly at: Place;
}

/**
 * Whether `t` may fill `slot` of the multi-step side `multi` (of unit `brokenId`) as it breaks down:
 * BD-9 breakdownHoldingBox, BD-15 breakdownNeedsForcePool, the composition (OG-6..OG-13), BD-12
 * eliteOnlyIfRequired, BD-13 colonialBreakdown, BD-14 kwantungBreakdown with OG-14 kwantungOnly.
 */
function takenViolation(faction: Faction, multi: GroundSide & Pick<GroundUnit, 'nationality'>, brokenId: string, t: Taken, slot: StepSlot): Violation | undefined {
  if (slot.holdingBox) {
    if (t.at.kind !== 'holdingBox' || t.at.unit !== brokenId) {
      return violation('2.3.4.1', 'breakdown.holdingBox', `${describeGround(t.side)} is not in the Holding Box of ${multi.name}: for this step the unit in the Holding Box must be taken (2.3.4.1).`);
    }
  } else if (t.at.kind !== 'forcePool' || t.at.faction !== faction) {
    return violation('2.3', 'breakdown.notInForcePool', `${describeGround(t.side)} is not in your Force Pool: the Force Pool is an absolute limit on Breakdowns (2.3).`);
  }
  const fit = slotViolation(t.side, slot, multi.nationality);
  if (fit) return fit;
  if (multi.colonial && !t.side.colonial) {
    return violation('2.3.4.2', 'breakdown.colonial', `${multi.name} is a colonial unit: when it breaks down, a non-colonial unit such as ${describeGround(t.side)} cannot be taken from the Force Pool (2.3.4.2).`);
  }
  if (multi.kwantung && !t.side.kwantung) {
    return violation('2.3.4.2', 'breakdown.kwantung', `${multi.name} is a Kwantung unit: it breaks down into Kwantung units only, not ${describeGround(t.side)} (2.3.4.2).`);
  }
  if (!multi.kwantung && multi.nationality === 'japanese' && t.side.kwantung) {
    return violation('2.3', 'breakdown.kwantung', `${describeGround(t.side)} is a Kwantung unit: it cannot be taken when a non-Kwantung Japanese unit breaks down (2.3).`);
  }
  if (!slot.holdingBox && isElite(t.side) && !slotRequiresElite(slot, multi, t.side)) {
    return violation('2.3.4.2', 'breakdown.elite', `${describeGround(t.side)} is an elite unit (2.3.4.3) and was not necessary to combine into ${multi.name}, so it cannot be taken from the Force Pool (2.3.4.2).`);
  }
  return undefined;
}

/** The units named to be taken, or why they cannot be: unknown ids, repeats, BD-11 noSwitchingOnBreakdown. */
function takenUnits(state: DsGameState, into: readonly string[]): { ok: Taken[] } | { violations: Violation[] } {
  const out: Violation[] = [];
  const ok: Taken[] = [];
  if (new Set(into).size !== into.length) out.push(violation('2.3.4.1', 'breakdown.count', 'The same unit is named twice among the units taken.'));
  for (const id of into) {
    const placed = state.counters.get(id);
    if (!placed) { out.push(violation('2.3.4', 'breakdown.unknownUnit', `There is no counter "${id}".`)); continue; }
    const c = placed.counter;
    if (c.kind !== 'ground') { out.push(violation('2.3.4', 'breakdown.notGroundUnit', `${id} is not a ground unit.`)); continue; }
    const side = showingSteps(c, 1);
    if (!side) {
      out.push(violation('2.3.4.2', 'breakdown.noSwitching', `${describeGround(c)} is not a one-step unit: a unit breaks down into one-step units and its own smaller side, never into a different multi-step unit (2.3.4.2).`));
      continue;
    }
    ok.push({ unit: c, side, at: placed.at });
  }
  return out.length > 0 ? { violations: out } : { ok };
}

/** The step the side left on the map fills: one that names it first, else the first it fits. */
function slotForKeptSide(slots: readonly StepSlot[], side: GroundUnit, owner: GroundUnit['nationality']): number | undefined {
  const fitting = slots.flatMap((s, i) => (slotViolation(side, s, owner) === undefined ? [i] : []));
  return fitting.find((i) => slots[i]!.designation !== undefined || slots[i]!.unitType !== undefined) ?? fitting[0];
}

/** Moves (and turns to its one-step side) each unit taken, to where the breaking-down unit is. */
const placeTaken = (taken: readonly Taken[], to: Place): Change[] =>
  taken.flatMap((t): Change[] => [...(t.side === t.unit ? [] : [{ kind: 'flip', counter: t.unit.id } as const]), { kind: 'move', counter: t.unit.id, to }]);

const sourceOf = (t: Taken): string => (t.at.kind === 'holdingBox' ? 'its Holding Box' : 'the Force Pool');

/**
 * The plan of a BREAK_DOWN by the phasing faction, or why not:
 * BD-6 breakdownTwoStepNoOneStepSide: two one-step units are taken and the two-step unit is
 * removed (by Delay Stripe, OG-3); BD-7 breakdownTwoStepFlip: it flips to its one-step side and one
 * unit is taken; BD-8 breakdownThreeStep: it flips to its two-step side and one unit is taken for
 * its last step (OG-7). BD-10 fortressNoVoluntaryBreakdown.
 */
export function planBreakdown(state: DsGameState, faction: Faction, req: BreakDownRequest): Planned {
  // Planned once per state and request: the enumerator plans every pair, legalActions checks each
  // listed one again. The plan reads the counters and countries only.
  return derived(state, `breakdown:${faction}:${req.unit}:${req.into.join('|')}`, () => workOutBreakdown(state, faction, req));
}

function workOutBreakdown(state: DsGameState, faction: Faction, req: BreakDownRequest): Planned {
  const found = ownGroundUnit(state, faction, req.unit, 'breakdown', '2.3.4');
  if ('violation' in found) return refused([found.violation]);
  const { unit, at } = found.ok;
  const off = notOnMapReason(unit.name, at);
  if (off) return refused([violation('2.3.4', 'breakdown.notOnMap', off)]);
  if (isFortress(unit)) return refused([violation('2.3.4.2', 'breakdown.fortress', `${unit.name} is a fortress unit: a fortress cannot voluntarily break down (2.3.4.2).`)]);
  if (unit.steps < 2) return refused([violation('2.3.4', 'breakdown.oneStep', `${describeGround(unit)} is a one-step unit: only multi-step units break down (2.3.4).`)]);
  const t = takenUnits(state, req.into);
  if ('violations' in t) return refused(t.violations);
  const back = unit.back;
  const flips = back !== undefined && back.steps === unit.steps - 1;
  if (!flips && unit.steps !== 2) {
    return refused([violation('2.3.4.1', 'breakdown.noSmallerSide', `${describeGround(unit)} has no ${unit.steps - 1}-step side to flip to (2.3.4.1).`)]);
  }
  const need = flips ? 1 : 2;
  if (req.into.length !== need) {
    return refused([violation('2.3.4.1', 'breakdown.count', `Breaking down ${describeGround(unit)} takes ${need} one-step unit${need > 1 ? 's' : ''}, not ${req.into.length} (2.3.4.1).`)]);
  }
  const slots = compositionOf(unit);
  const fits = (x: Taken, s: StepSlot) => takenViolation(faction, unit, unit.id, x, s);
  if (flips && back.steps === 1) {
    // The counter's own one-step side stays on the map and keeps the step it was necessary for
    // (the 2-1-1 of a Shock army, 2.3.4.3 example); the unit taken fills the other step.
    const keptSide = { ...unit, ...back };
    const keptSlot = slotForKeptSide(slots, keptSide, unit.nationality);
    if (keptSlot === undefined) {
      return refused([violation('2.3', 'organization.composition', `${describeGround(back)}, the other side of ${unit.name}, makes up none of its steps (2.3 Force Pool Display).`)]);
    }
    const v = fits(t.ok[0]!, slots[1 - keptSlot]!);
    if (v) return refused([v]);
  } else if (flips) {
    const v = fits(t.ok[0]!, slots[back.steps]!);
    if (v) return refused([v]);
  } else {
    const asg = assignSlots(t.ok, slots, fits);
    if ('violations' in asg) return refused(asg.violations);
  }
  const taken = t.ok.map((x) => `${describeGround(x.side)} from ${sourceOf(x)}`).join(' and ');
  if (flips) {
    return planned({
      rule: '2.3.4.1', changes: [{ kind: 'flip', counter: unit.id }, ...placeTaken(t.ok, at)],
      message: `${describeGround(unit)} breaks down: it flips to its ${back.steps}-step side ${describeGround(back)} and takes ${taken}`,
    });
  }
  const to = removalDestination(unit, faction);
  const left = heldUnits(state, unit.id).filter((h) => !req.into.includes(h.id));
  return planned({
    rule: '2.3.4.1',
    changes: [...placeTaken(t.ok, at), { kind: 'move', counter: unit.id, to }, ...left.map((h): Change => ({ kind: 'move', counter: h.id, to: removalDestination(h, faction) }))],
    message: `${describeGround(unit)} breaks down into ${taken}; it goes to the ${to.kind === 'delayBox' ? 'Delay Box (Delay Stripe)' : 'Force Pool'}`,
  });
}

/**
 * The steps of `p.unit` (its composition, `slots`) that `candidate` could fill as it breaks down:
 * bit i is set when takenViolation finds nothing against it for step i; zero when it fills none.
 * planBreakdown reads a unit taken only through these verdicts (once takenUnits has accepted it),
 * which lets the enumerator plan one pair per pair of masks (breakdown-classes.ts).
 */
export function stepFitMask(state: DsGameState, faction: Faction, p: PlacedGround, candidate: GroundUnit, slots = compositionOf(p.unit)): number {
  const side = showingSteps(candidate, 1);
  const at = state.counters.get(candidate.id)?.at;
  if (!side || !at) return 0;
  const taken = { unit: candidate, side, at };
  let mask = 0;
  for (let i = 0; i < slots.length; i++) if (takenViolation(faction, p.unit, p.unit.id, taken, slots[i]!) === undefined) mask |= 1 << i;
  return mask;
}
