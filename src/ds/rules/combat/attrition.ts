import type { Violation } from '../../../core/violation.ts';
import { counterFaction } from '../../model/counters.ts';
import { derived } from '../../model/derived.ts';
import { isArmorType, type GroundUnit } from '../../model/ground-units.ts';
import { counterName } from '../../model/names.ts';
import type { DsGameState } from '../../model/state.ts';
import type { OrganizationPlan } from '../organization/plan.ts';
import { stepLossOptions as eliminatingStepPlans } from '../organization/step-loss.ts';
import type { AttackDeclaration, CombatMode, CombatSide } from '../../model/combat.ts';
import { groundInHex } from './combat-facts.ts';
import { waterCrossing } from './hexsides.ts';

/**
 * 4.2.6 Attrition and 4.2.6.1 Attacker Losses; each step is eliminated by 4.2.6.2 (ES-1..ES-8,
 * implemented in organization/step-loss.ts and reused here).
 * AR-1 attritionPool: the steps come from the side's units involved in the combat, an RS HQ and
 * rout joiners included (the caller passes them as `units`).
 * AR-2 attritionStepwise: one step at a time, the owner choosing, until the result is satisfied
 * or every unit that took part is gone (no option left).
 */

/** A step loss the owner may take: the unit losing it and, where it is replaced, what replaces it. */
export interface StepLossChoice {
  readonly unit: string;
  /** Units from the Force Pool or a Holding Box that replace it (4.2.6.2), in order. */
  readonly replacements: readonly string[];
}

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** The units a plan puts into the unit's place (replacements from the Force Pool or Holding Box). */
function replacementsOf(state: DsGameState, unit: string, plan: OrganizationPlan): string[] {
  const at = state.counters.get(unit)?.at;
  return plan.changes.filter((c) => c.kind === 'move' && c.counter !== unit && at !== undefined && JSON.stringify(c.to) === JSON.stringify(at)).map((c) => c.counter);
}

/** The step lost is an armor-type step of an armor-type unit (the 7-6-2 example: its third step is armor). */
export function losesArmorStep(u: GroundUnit): boolean {
  if (!isArmorType(u)) return false;
  const last = u.composition?.[u.steps - 1];
  return last === undefined || last.stepType === 'armor';
}

/** The step lost is a marine step. */
export const losesMarineStep = (u: GroundUnit): boolean => u.type === 'marine' || u.composition?.[u.steps - 1]?.unitType === 'marine';

/** AR-3 (4.2.6.1) attackerFirstLossMarine: a marine in the force attacks across an All-Sea, Beachhead or Strait hexside (R-ALL-SEA-HEXSIDE: any side of an All-Sea hex). */
export function marineAttacksFromSea(state: DsGameState, units: readonly string[], target: string | undefined): boolean {
  if (target === undefined) return false;
  return units.some((id) => {
    const g = groundInHex(state, id);
    return g !== undefined && losesMarineStep(g.unit) && state.board.grid.adjacent(g.hex, target) && waterCrossing(state, g.hex, target) !== undefined;
  });
}

/** AR-4 (4.2.6.1) attackerFirstLossArmor: the force includes an armor-type unit. */
export const forceHasArmor = (state: DsGameState, units: readonly string[]): boolean =>
  units.some((id) => { const g = groundInHex(state, id); return g !== undefined && isArmorType(g.unit); });

/**
 * AR-3..AR-5 (4.2.6.1): what the attacker's first step loss of the combat must be. Both rules
 * apply: a marine or an armor-type step, the attacker's choice (AR-5 attackerFirstLossChoice,
 * DS-CL-13); after it, losses are free.
 */
export function firstLossKinds(state: DsGameState, side: CombatSide, units: readonly string[], firstAttackerLoss: boolean, attack?: AttackDeclaration): ('marine' | 'armor')[] {
  if (side !== 'attacker' || !firstAttackerLoss) return [];
  return [...(marineAttacksFromSea(state, units, attack?.target) ? ['marine' as const] : []), ...(forceHasArmor(state, units) ? ['armor' as const] : [])];
}

function meetsFirstLoss(u: GroundUnit, kinds: readonly ('marine' | 'armor')[]): boolean {
  return kinds.length === 0 || kinds.some((k) => (k === 'marine' ? losesMarineStep(u) : losesArmorStep(u)));
}

interface PlannedChoice {
  readonly choice: StepLossChoice;
  readonly plan: OrganizationPlan;
  readonly unit: GroundUnit;
}

/** Every choice with its 4.2.6.2 plan, before the first-loss rules. */
function allChoices(state: DsGameState, _side: CombatSide, units: readonly string[]): PlannedChoice[] {
  return [...new Set(units)].flatMap((id) => choicesOf(state, id));
}

/**
 * One unit's choices, worked out once per state: each loss listed is checked against every unit's
 * choices (the first-loss rules compare them), and each check asks them again.
 */
function choicesOf(state: DsGameState, id: string): readonly PlannedChoice[] {
  return derived(state, `stepLossChoices:${id}`, () => {
    const g = groundInHex(state, id) ?? offMapGround(state, id);
    if (!g) return [];
    return eliminatingStepPlans(state, id).map((plan) => ({ choice: { unit: id, replacements: replacementsOf(state, id, plan) }, plan, unit: g.unit }));
  });
}

/** A ground unit in an Off-Map Box is on the map too (R-ON-THE-MAP). */
function offMapGround(state: DsGameState, id: string): { unit: GroundUnit } | undefined {
  const p = state.counters.get(id);
  return p && p.counter.kind === 'ground' && p.at.kind === 'offMapBox' ? { unit: p.counter } : undefined;
}

/**
 * 4.2.6, 4.2.6.2: whether any of `units` can lose a step now, asked without listing the ways:
 * `stepLossChoices` is empty exactly when no unit has one (the first-loss rule only narrows a
 * non-empty list). The settlement asks this after every change of an attack (issue 17's profile).
 */
export function mayLoseAStep(state: DsGameState, units: readonly string[]): boolean {
  return units.some((id) => choicesOf(state, id).length > 0);
}

/** AR-*, ES-*: every way `side` may take its next step loss among `units`. */
export function stepLossChoices(state: DsGameState, _mode: CombatMode, side: CombatSide, units: readonly string[], firstAttackerLoss: boolean, attack?: AttackDeclaration): StepLossChoice[] {
  const all = allChoices(state, side, units);
  const kinds = firstLossKinds(state, side, units, firstAttackerLoss, attack);
  const required = all.filter((c) => meetsFirstLoss(c.unit, kinds));
  return (required.length > 0 ? required : all).map((c) => c.choice);
}

const sameChoice = (a: StepLossChoice, b: StepLossChoice): boolean =>
  a.unit === b.unit && a.replacements.length === b.replacements.length && a.replacements.every((r, i) => b.replacements[i] === r);

/** The 4.2.6.2 plan that carries out a legal choice (for the reducer), undefined when it is not one. */
export function stepLossPlan(state: DsGameState, mode: CombatMode, side: CombatSide, units: readonly string[], firstAttackerLoss: boolean, choice: StepLossChoice, attack?: AttackDeclaration): OrganizationPlan | undefined {
  if (stepLossChoiceViolations(state, mode, side, units, firstAttackerLoss, choice, attack).length > 0) return undefined;
  return choicesOf(state, choice.unit).find((c) => sameChoice(c.choice, choice))?.plan;
}

/** Why this step loss is not allowed (empty: allowed). */
export function stepLossChoiceViolations(state: DsGameState, mode: CombatMode, side: CombatSide, units: readonly string[], firstAttackerLoss: boolean, choice: StepLossChoice, attack?: AttackDeclaration): Violation[] {
  const c = state.counters.get(choice.unit)?.counter;
  if (!c || c.kind !== 'ground') return [v('4.2.6', 'stepLoss.unknownUnit', `No ground unit has the id "${choice.unit}".`)];
  if (!units.includes(choice.unit)) return [v('4.2.6', 'stepLoss.notInvolved', `${counterName(state, choice.unit)} was not involved in this combat; only involved units lose steps (4.2.4).`)];
  const all = choicesOf(state, choice.unit);
  if (all.length === 0) return [v('4.2.6.2', 'stepLoss.noWay', `${counterName(state, choice.unit)} has no step that can be eliminated now (no Force Pool unit could replace it).`)];
  if (!all.some((x) => sameChoice(x.choice, choice))) {
    return [v('4.2.6.2', 'stepLoss.noSuchReplacement', `${counterName(state, choice.unit)} cannot lose a step that way; it can: ${all.map((x) => x.plan.message).join('; ')}.`)];
  }
  // With no first-loss rule every way of every unit is listed, this one among them: only a rule can refuse it.
  const kinds = firstLossKinds(state, side, units, firstAttackerLoss, attack);
  if (kinds.length > 0 && !stepLossChoices(state, mode, side, units, firstAttackerLoss, attack).some((x) => sameChoice(x, choice))) {
    return [v('4.2.6.1', 'stepLoss.firstLoss', `The attacking force's first step loss must be ${kinds.map((k) => (k === 'marine' ? 'a marine step' : 'an armor-type step of an armor-type unit')).join(' or ')}.`)];
  }
  return [];
}

/** The unit belongs to the faction taking the loss (for callers that check ownership). */
export const ownsUnit = (state: DsGameState, unit: string, faction: string): boolean => {
  const c = state.counters.get(unit)?.counter;
  return c !== undefined && counterFaction(c, state.countries) === faction;
};
