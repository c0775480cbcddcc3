import { CRT, CRT_COLUMNS, type CombatResult, type CrtColumn } from '../data/crt.ts';

/**
 * 15.5 Resolving ground attacks: strengths, odds and the CRT read. Catalog: W-34..W-38.
 */

/**
 * W-34 15.51 totalStrengths: the attack is the attacking factors plus ground support air factors
 * (plus shore bombardment, rule 21, not modelled); the defense is the DM-modified ground strength
 * plus defensive air support, which no DM changes, tripled against a seaborne invasion (18.611C).
 */
export function attackTotal(groundFactors: number, groundSupport: number): number {
  return groundFactors + groundSupport;
}
export function defenseTotal(modifiedGround: number, defensiveAir: number, seaborne: boolean): number {
  return modifiedGround + (seaborne ? 3 * defensiveAir : defensiveAir);
}

/** Odds as a ratio: `n:1` (n ≥ 1) or `1:n`. */
export interface Odds {
  readonly attack: number;
  readonly defense: number;
  readonly text: string;
  /** n of n:1 when the attack is at least the defense, else minus n of 1:n (1:3 → -3). */
  readonly ratio: number;
}

/**
 * W-35 15.51 oddsRatio: "fractions are ignored": 20 against 10 is 2:1, 19 against 10 is 1:1, five
 * against 13 is 1:3 (the 15.52 examples; below 1:1 the smaller side's fraction is dropped, so 1:⌈D/A⌉).
 */
export function oddsOf(attack: number, defense: number): Odds {
  if (defense <= 0) return { attack, defense, text: '5:1', ratio: 99 };
  if (attack >= defense) {
    const n = Math.floor(attack / defense);
    return { attack, defense, text: `${n}:1`, ratio: n };
  }
  const n = attack <= 0 ? 99 : Math.ceil(defense / attack);
  return { attack, defense, text: `1:${n}`, ratio: -n };
}

/** At least 1:1 (15.52, 10.55C, 15.74). */
export const atLeastOneToOne = (o: Odds): boolean => o.ratio >= 1;

/**
 * W-36 15.52 oddsBounds: the column is the actual odds (never a lower one); above 5:1 the 5:1 column
 * is used; below 1:4 there is no column: the attacker is eliminated without loss to the defender.
 */
export function crtColumn(o: Odds): CrtColumn | 'belowOneToFour' {
  if (o.ratio >= 5) return '5:1';
  if (o.ratio >= 1) return `${o.ratio}:1` as CrtColumn;
  if (o.ratio >= -4) return `1:${-o.ratio}` as CrtColumn;
  return 'belowOneToFour';
}

/**
 * W-38 15.6/15.75 combatRoll: one die, +1 for each previous round of the combat. The table stops at
 * 6; a modified roll above 6 is read on the 6 row (gaps.md AWAW #1, R-AWAW-CRT-ROWS).
 */
export const modifiedDie = (die: number, round: number): number => die + (round - 1);
export const crtRow = (modified: number): 1 | 2 | 3 | 4 | 5 | 6 => Math.min(6, Math.max(1, modified)) as 1 | 2 | 3 | 4 | 5 | 6;

export function crtResult(column: CrtColumn, modified: number): CombatResult {
  return CRT[crtRow(modified)][CRT_COLUMNS.indexOf(column)]!;
}
