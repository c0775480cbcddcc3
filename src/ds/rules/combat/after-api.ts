import type { Violation } from '../../../core/violation.ts';
import type { DsGameState } from '../../model/state.ts';
import type { AttackDeclaration, CombatMode, CombatSide, RetreatProgress } from '../../model/combat.ts';
import { advanceChoices } from './advance.ts';
import { stepLossChoices, stepLossChoiceViolations, type StepLossChoice } from './attrition.ts';
import { exploitationChoices, exploitationDistance as distanceOfExploitation } from './exploitation.ts';
import { voluntaryRetreatConversion } from './retreat-conversion.ts';
import * as retreat from './retreat.ts';

/**
 * After the die (4.2.4-4.2.8): Retreats, Retreat Conversion, Attrition and Eliminating Steps,
 * Advance After Combat and Exploitation. Signatures are the contract with the Attack Sequence
 * machine; the predicates live in retreat.ts, retreat-restrictions.ts, retreat-conversion.ts,
 * attrition.ts (with organization/step-loss.ts for 4.2.6.2), advance.ts and exploitation.ts.
 */

export type { StepLossChoice } from './attrition.ts';
export { retreatingStacks, movingStack, canRetreatNow, replacementsJoiningRetreat } from './retreat.ts';
export { mandatoryRetreatConversion, retreatConversionViolations } from './retreat-conversion.ts';
export { mayLoseAStep, stepLossPlan } from './attrition.ts';
export { mayRetreat } from './retreat.ts';
export { advanceViolations } from './advance.ts';
export { armorTypeAttackers, exploitationViolations, unitExploitationDistance, exploitationLimitsToWeigh } from './exploitation.ts';

/** RT-*, RR-1, RR-2: why this force cannot retreat at all now (empty: it may look for a hex). */
export function retreatBlocked(state: DsGameState, r: RetreatProgress): Violation[] {
  return retreat.retreatBlocked(state, r);
}

/** RT-1, RR-3..RR-6, RP-1..RP-4: the hexes the force may retreat into next (highest priority only). */
export function retreatHexes(state: DsGameState, r: RetreatProgress): readonly string[] {
  return retreat.retreatHexes(state, r);
}

/** Why retreating into `hex` is not allowed (empty: allowed). */
export function retreatViolations(state: DsGameState, r: RetreatProgress, hex: string): Violation[] {
  return retreat.retreatViolations(state, r, hex);
}

/**
 * RC-3, RC-4 (4.2.5.3): may the defender convert Retreat hexes into step losses voluntarily?
 * ADDED optional `progress`: the defending force's Retreat so far (RC-4: not once it has left the hex).
 */
export function voluntaryConversionAllowed(state: DsGameState, attack: AttackDeclaration, defendingHex: string, progress?: RetreatProgress): Violation[] {
  return voluntaryRetreatConversion(state, attack, defendingHex, progress);
}

/** RT-6, RT-7: ground units in `hex` that join the retreating force (rout). */
export function routJoiners(state: DsGameState, r: RetreatProgress, hex: string): string[] {
  return retreat.routJoiners(state, r, hex);
}

/**
 * AR-*, ES-*: every way the `side` may take its next step loss among `units` (AR-3..AR-5 first-loss rules).
 * ADDED optional `attack`: AR-3 needs the defending hex to see which hexside a marine attacks across.
 */
export function stepLossOptions(state: DsGameState, mode: CombatMode, side: CombatSide, units: readonly string[], firstAttackerLoss: boolean, attack?: AttackDeclaration): StepLossChoice[] {
  return stepLossChoices(state, mode, side, units, firstAttackerLoss, attack);
}

/** Why this step loss is not allowed (empty: allowed). ADDED optional `attack` (as stepLossOptions). */
export function stepLossViolations(state: DsGameState, mode: CombatMode, side: CombatSide, units: readonly string[], firstAttackerLoss: boolean, choice: StepLossChoice, attack?: AttackDeclaration): Violation[] {
  return stepLossChoiceViolations(state, mode, side, units, firstAttackerLoss, choice, attack);
}

/** AA-*: surviving attackers that may advance into the vacated defending hex. */
export function advanceOptions(state: DsGameState, attack: AttackDeclaration, survivors: readonly string[]): { unit: string; hex: string }[] {
  return advanceChoices(state, attack, survivors);
}

/** EX-1..EX-3: the Exploitation Distance (Retreat hexes of the defender + unsatisfied Attrition). */
export function exploitationDistance(retreatHexes: number, unsatisfiedAttrition: number): number {
  return distanceOfExploitation(retreatHexes, unsatisfiedAttrition);
}

/**
 * EX-*: the moves open to one surviving attacker when exploiting (hex by hex, within the distance).
 * `path`: the hexes it has been placed in so far during this Exploitation (defending hex first).
 * ADDED optional `origin`: the hex it started from, for EX-6 on entering the defending hex
 * (default: where the unit is while the path is empty or it has not been moved along it).
 */
export function exploitationOptions(state: DsGameState, mode: CombatMode, attack: AttackDeclaration, unit: string, distance: number, path: readonly string[], origin?: string): string[] {
  return exploitationChoices(state, mode, attack, unit, distance, path, origin);
}
