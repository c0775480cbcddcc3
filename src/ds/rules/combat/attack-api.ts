import type { Violation } from '../../../core/violation.ts';
import type { Faction } from '../../model/factions.ts';
import type { DsGameState } from '../../model/state.ts';
import type { AttackDeclaration, CombatMode, CombatResult, CombatSegmentRecord, CrtColumn, ResolvedOdds } from './types.ts';

/**
 * Attacks up to the die (4.1.2, 4.2.1-4.2.4): declaration and its restrictions, HQ Ranged Support,
 * odds, column shifts, the CRT (a marked sample) and weather on the result. Signatures are the
 * contract with the Attack Sequence machine; the bodies belong to the combat rules.
 */

/** AT-*, MA-1, HQ-*, BC-1..BC-3: may the phasing faction declare this attack now? */
export function attackViolations(_state: DsGameState, _mode: CombatMode, _attack: AttackDeclaration, _record: CombatSegmentRecord): Violation[] {
  return [];
}

/** Every legal declaration now (targets × attacker sets × optional Ranged Support HQ). */
export function attackOptions(_state: DsGameState, _mode: CombatMode, _record: CombatSegmentRecord): AttackDeclaration[] {
  return [];
}

/** AT-20: the target holds enemy Detachment/Logistics markers and no enemy ground unit. */
export function isMarkerOnlyHex(_state: DsGameState, _hex: string, _attacker: Faction): boolean {
  return false;
}

/** 4.2.2 Step 2, HQ-*: may `faction` (the defender) give Ranged Support with `hq` (undefined: none)? */
export function defensiveSupportViolations(_state: DsGameState, _mode: CombatMode, _attack: AttackDeclaration, _faction: Faction, _hq: string | undefined, _record: CombatSegmentRecord): Violation[] {
  return [];
}

/** HQs the defender may use for Ranged Support now (empty: the step is passed, logged). */
export function defensiveSupportOptions(_state: DsGameState, _mode: CombatMode, _attack: AttackDeclaration, _faction: Faction, _record: CombatSegmentRecord): string[] {
  return [];
}

/** 4.2.2 Steps 3-4, OD-*, SH-*: totals, raw column, every shift, the final column. */
export function resolveOdds(_state: DsGameState, _mode: CombatMode, _attack: AttackDeclaration, _defensiveHq: string | undefined): ResolvedOdds {
  return { attackTotal: 0, defenseTotal: 0, rawColumn: '1-1', shifts: [], netShift: 0, finalColumn: '1-1' };
}

/** 4.2.2 Step 5, OD-6, CR-*: the CRT (SAMPLE) result for a die on a column, before weather. */
export function crtResult(_column: CrtColumn, _die: number): CombatResult {
  return { text: '-' };
}

/** A result read from the player's own chart, e.g. 'Dr2 0/1'; undefined when it is not one. */
export function parseCombatResult(_text: string): CombatResult | undefined {
  return undefined;
}

/** CR-7 (4.2.4.1): Mud, Storms or Snow in the defending hex reduce Dr3→Dr2, Dr2→Dr1, Dr1→Ex. */
export function weatherAdjustedResult(_state: DsGameState, _defendingHex: string, result: CombatResult): CombatResult {
  return result;
}
