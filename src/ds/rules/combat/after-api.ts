import type { Violation } from '../../../core/violation.ts';
import type { DsGameState } from '../../model/state.ts';
import type { AttackDeclaration, CombatMode, CombatSide, RetreatProgress } from './types.ts';

/**
 * After the die (4.2.4-4.2.8): Retreats, Retreat Conversion, Attrition and Eliminating Steps,
 * Advance After Combat and Exploitation. Signatures are the contract with the Attack Sequence
 * machine; the bodies belong to the combat rules.
 */

/** RT-*, RR-1, RR-2: why this force cannot retreat at all now (empty: it may look for a hex). */
export function retreatBlocked(_state: DsGameState, _r: RetreatProgress): Violation[] {
  return [];
}

/** RT-1, RR-3..RR-6, RP-1..RP-4: the hexes the force may retreat into next (highest priority only). */
export function retreatHexes(_state: DsGameState, _r: RetreatProgress): string[] {
  return [];
}

/** Why retreating into `hex` is not allowed (empty: allowed). */
export function retreatViolations(_state: DsGameState, _r: RetreatProgress, _hex: string): Violation[] {
  return [];
}

/** RC-3, RC-4 (4.2.5.3): may the defender convert Retreat hexes into step losses voluntarily? */
export function voluntaryConversionAllowed(_state: DsGameState, _attack: AttackDeclaration, _defendingHex: string): Violation[] {
  return [];
}

/** RT-6, RT-7: ground units in `hex` that join the retreating force (rout). */
export function routJoiners(_state: DsGameState, _r: RetreatProgress, _hex: string): string[] {
  return [];
}

/** A step loss the owner may take: the unit losing it and, where it is replaced, what replaces it. */
export interface StepLossChoice {
  readonly unit: string;
  /** Units from the Force Pool or a Holding Box that replace it (4.2.6.2), in order. */
  readonly replacements: readonly string[];
}

/** AR-*, ES-*: every way the `side` may take its next step loss among `units` (AR-3..AR-5 first-loss rules). */
export function stepLossOptions(_state: DsGameState, _mode: CombatMode, _side: CombatSide, _units: readonly string[], _firstAttackerLoss: boolean): StepLossChoice[] {
  return [];
}

/** Why this step loss is not allowed (empty: allowed). */
export function stepLossViolations(_state: DsGameState, _mode: CombatMode, _side: CombatSide, _units: readonly string[], _firstAttackerLoss: boolean, _choice: StepLossChoice): Violation[] {
  return [];
}

/** AA-*: surviving attackers that may advance into the vacated defending hex. */
export function advanceOptions(_state: DsGameState, _attack: AttackDeclaration, _survivors: readonly string[]): { unit: string; hex: string }[] {
  return [];
}

/** EX-1..EX-3: the Exploitation Distance (Retreat hexes of the defender + unsatisfied Attrition). */
export function exploitationDistance(_retreatHexes: number, _unsatisfiedAttrition: number): number {
  return 0;
}

/** EX-*: the moves open to one surviving attacker when exploiting (hex by hex, within the distance). */
export function exploitationOptions(_state: DsGameState, _mode: CombatMode, _attack: AttackDeclaration, _unit: string, _distance: number, _path: readonly string[]): string[] {
  return [];
}
