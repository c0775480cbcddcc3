import type { Violation } from '../../../core/violation.ts';
import {
  describeGround, isArmorType, isInfantryType, type GroundSide, type GroundUnit, type StepSlot,
} from '../../model/ground-units.ts';
import { NATIONALITY_INFO, type Nationality } from '../../model/nationalities.ts';
import { violation } from './general.ts';

/**
 * What multi-step units are made of (2.3 One-Step and Multi-Step Units, Nationality Requirement
 * and its exceptions). The Force Pool Display is data on each multi-step side (`composition`);
 * these functions read it, and say which one-step unit may fill which step.
 */

const INFANTRY_STEP: StepSlot = { stepType: 'infantry', holdingBox: false };

/**
 * OG-6 (2.3) multiStepComposition and OG-7 stepTypeOrder: the steps of a multi-step side, in the
 * order they are added, as the Force Pool Display shows them. "If a certain kind of a multi-step
 * unit is not shown on a faction's Force Pool Display, that multi-step unit is composed of
 * infantry-type steps only": a Japanese HQ cannot be formed with an armor-type step.
 */
export function compositionOf(side: GroundSide): readonly StepSlot[] {
  return side.composition ?? infantrySteps(side.steps);
}

/** `n` infantry-type steps, one shared list per `n` (asked for every candidate an enumerator plans). */
const INFANTRY_STEPS: (readonly StepSlot[])[] = [];
function infantrySteps(n: number): readonly StepSlot[] {
  return (INFANTRY_STEPS[n] ??= Object.freeze(Array.from({ length: n }, () => INFANTRY_STEP)));
}

/**
 * OG-8 (2.3) sameNationality: the nationalities that may fill a step; the unit's own unless the
 * Force Pool Display says otherwise: OG-9 AEx (Japanese and an Axis Minor Country), OG-10 the
 * Communist and OG-11 the Nationalist Chinese HQs (their Chinese Minor Country units), OG-12 the
 * CBI HQ (a British and a US step, then a British or US armor step), OG-13 the ABDA Army (the
 * British FE infantry and a Western Minor Country unit).
 */
export const slotNationalities = (slot: StepSlot, owner: Nationality): readonly Nationality[] => slot.nationalities ?? [owner];

const natName = (n: Nationality): string => NATIONALITY_INFO[n].name;

/**
 * Does the one-step unit `u` fill `slot` of a multi-step unit of nationality `owner`? A Violation
 * says why not: the wrong type of step (OG-6, OG-7), nationality (OG-8..OG-13) or designation.
 */
export function slotViolation(u: GroundSide & { readonly nationality: Nationality }, slot: StepSlot, owner: Nationality, rule = '2.3'): Violation | undefined {
  // Asked of every slot of every candidate an enumerator tries: the unit is named only on refusal.
  if (slot.stepType === 'infantry' && !isInfantryType(u)) {
    return violation(rule, 'organization.stepType', `${describeGround(u)} is not an infantry-type unit; the step it would fill is an infantry-type step (2.3 Force Pool Display).`);
  }
  if (slot.stepType === 'armor' && !isArmorType(u)) {
    return violation(rule, 'organization.stepType', `${describeGround(u)} is not an armor-type unit; the step it would fill is an armor-type step (2.3 Force Pool Display).`);
  }
  const allowed = slotNationalities(slot, owner);
  if (!allowed.includes(u.nationality)) {
    return violation(rule, 'organization.nationality', `${describeGround(u)} is ${natName(u.nationality)}; this step must be ${allowed.map(natName).join(' or ')} (2.3 Nationality Requirement).`);
  }
  if (slot.designation !== undefined && !u.designations.includes(slot.designation)) {
    return violation(rule, 'organization.composition', `${describeGround(u)} is not a ${slot.designation} unit, which this step requires (2.3 Force Pool Display).`);
  }
  if (slot.unitType !== undefined && u.type !== slot.unitType) {
    return violation(rule, 'organization.composition', `${describeGround(u)} is not a ${slot.unitType} unit, which this step requires (2.3 Force Pool Display).`);
  }
  return undefined;
}

/**
 * Assigns each candidate to a different slot so that `fits` holds for every pair (units are few:
 * at most three). Returns the slot index per candidate, or the violations of the assignment that
 * came closest, so the player is told what is wrong.
 */
export function assignSlots<T>(
  candidates: readonly T[], slots: readonly StepSlot[], fits: (c: T, slot: StepSlot) => Violation | undefined,
): { ok: readonly number[] } | { violations: readonly Violation[] } {
  let best: Violation[] | undefined;
  const tryFrom = (i: number, used: readonly number[]): readonly number[] | undefined => {
    if (i === candidates.length) return used;
    for (let s = 0; s < slots.length; s++) {
      if (used.includes(s)) continue;
      if (fits(candidates[i]!, slots[s]!) === undefined) {
        const found = tryFrom(i + 1, [...used, s]);
        if (found) return found;
      }
    }
    return undefined;
  };
  const found = tryFrom(0, []);
  if (found) return { ok: found };
  // No assignment: report each candidate against the slots in order (the rules' own order, OG-7).
  candidates.forEach((c, i) => {
    const slot = slots[i] ?? slots[slots.length - 1];
    const v = slot && fits(c, slot);
    if (v) (best ??= []).push(v);
  });
  return { violations: best ?? [violation('2.3', 'organization.composition', 'These units cannot make up the steps of that unit together (2.3 Force Pool Display).')] };
}

const hasAny = (u: GroundSide, names: readonly string[]): boolean => u.designations.some((d) => names.includes(d));

/**
 * EL-1 (2.3.4.3) isElite: Airborne; Cavalry; Marine; British FE infantry; Chinese Exp/Def
 * infantry/port-a-fort; Japanese IG infantry/port-a-fort; Japanese Kwantung; Russian G (Guards)
 * infantry or tank; Russian S (Shock) infantry. A unit marked elite in the scenario is elite too.
 */
export function isElite(u: GroundSide & { readonly nationality: Nationality }): boolean {
  if (u.elite || u.type === 'airborne' || u.type === 'cavalry' || u.type === 'marine') return true;
  switch (u.nationality) {
    case 'british': return hasAny(u, ['FE']);
    case 'nationalistChinese': case 'communistChinese': return u.exp || hasAny(u, ['Exp', 'Def']);
    case 'japanese': return u.kwantung || hasAny(u, ['IG']);
    case 'russian': return hasAny(u, ['G', 'Guards', 'S', 'Shock']);
    default: return false;
  }
}

/**
 * BD-12 (2.3.4.2) eliteOnlyIfRequired: was this elite unit "necessary to combine into the
 * multi-step unit"? Only if the step it fills names it (a designation or a unit type), or the
 * multi-step unit is Kwantung, which only Kwantung units can make up (OG-14).
 */
export function slotRequiresElite(slot: StepSlot, multiStep: GroundSide, u: GroundUnit): boolean {
  if (slot.designation !== undefined && u.designations.includes(slot.designation)) return true;
  if (slot.unitType !== undefined && u.type === slot.unitType) return true;
  return multiStep.kwantung && u.kwantung;
}
