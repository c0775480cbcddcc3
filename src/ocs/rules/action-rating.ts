import type { CombatUnit } from '../model/pieces.ts';

/** 9.6 Action Rating Modifier. */

/**
 * O-A3 9.6a arModeModifiers: "DG Mode reduces a unit's Action Rating by 1. Strat Mode reduces a
 * unit's Action Rating to ZERO." (An AR is never below zero.)
 */
export function effectiveAr(u: CombatUnit): number {
  if (u.mode === 'strat') return 0;
  return Math.max(0, u.ar - (u.dg ? 1 : 0));
}

/**
 * O-A1 9.6 chooseArUnit: "Each player selects a unit that will determine his side's Action Rating
 * ... Only one unit is chosen per side, and the unit must actively participate in the combat."
 * The candidates: the side's units in the combat.
 */
export const arCandidates = (involved: readonly CombatUnit[]): readonly CombatUnit[] => involved;

/** O-A2 9.6 arDrm: "Attacker's AR minus Defender's AR = DRM (this number can be positive or negative)." */
export const arDrm = (attacker: CombatUnit, defender: CombatUnit): number => effectiveAr(attacker) - effectiveAr(defender);
