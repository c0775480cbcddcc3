import { SURPRISE_TABLE_SAMPLE, type SurpriseLine } from '../data/surprise.sample.ts';
import type { CombatKind } from '../turn/combat.ts';

/** 9.8 Surprise. */

/** "Note the type of attack (overrun or regular) determines the Surprise Roll needed for each side (per tables)." */
export const surpriseLine = (kind: CombatKind): SurpriseLine => (kind === 'overrun' ? 'overrun' : 'regular');

/**
 * O-U1 9.8 surpriseRoll: "Roll two dice and add the DRM determined in 9.6. Subtract one from that
 * roll if the defender has any level of hedgehog." Then the Surprise Table (SAMPLE) says who, if
 * anyone, gets Surprise.
 */
export const modifiedSurpriseRoll = (dice: readonly number[], drm: number, hedgehogLevel: number): number =>
  dice.reduce((a, b) => a + b, 0) + drm - (hedgehogLevel > 0 ? 1 : 0);

export function surpriseSide(modified: number, kind: CombatKind): 'attacker' | 'defender' | 'none' {
  const line = SURPRISE_TABLE_SAMPLE[surpriseLine(kind)];
  if (modified >= line.attackerAtLeast) return 'attacker';
  if (modified <= line.defenderAtMost) return 'defender';
  return 'none';
}

/**
 * O-U2 9.8 surpriseShift: "If Surprise occurs, roll one die and shift the final odds column ... that
 * number of columns ... to the right for attacker Surprise and left for defender Surprise. If no
 * Surprise occurs, make no shift."
 */
export function surpriseShift(side: 'attacker' | 'defender' | 'none', die: number | undefined): number {
  if (side === 'none' || die === undefined) return 0;
  return side === 'attacker' ? die : -die;
}
