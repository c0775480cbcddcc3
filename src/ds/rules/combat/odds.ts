import { CRT_SAMPLE_COLUMNS, type CrtColumnSpec } from '../../data/crt.sample.ts';
import type { CrtColumn } from '../../model/combat.ts';

/**
 * Odds and the CRT column (4.2.2 Steps 3-4). The column set is the sample CRT's (gap §2 #35).
 */

/** OD-1, OD-2 (4.2.2 Step 3) combatTotal: the Attack (or Defense) Factors added up. */
export const combatTotal = (factors: readonly number[]): number => factors.reduce((a, b) => a + b, 0);

/**
 * OD-3 (4.2.2 Step 3) oddsColumn: "Divide the Defender Total into the Attacker Total and express
 * the result as one of the ratios found along the top of the CRT. Round any fractional results in
 * favor of the defender. Odds greater than 9-1 or less than 1-3 are treated as 9-1 or 1-3." The
 * highest column a-d with a/d ≤ attack/defense (gap §2 #35); a defense of 0 gives the top column.
 */
export function oddsColumn(attack: number, defense: number, columns: readonly CrtColumnSpec[] = CRT_SAMPLE_COLUMNS): CrtColumn {
  let best = columns[0]!;
  for (const c of columns) {
    if (c.attacker * defense <= attack * c.defender) best = c;
  }
  return best.label;
}

/** AT-13 (4.2.1.1) rawOddsAtLeast1to3: at least a raw 1-3 ratio (attack × 3 ≥ defense). */
export const rawOddsAtLeastOneToThree = (attack: number, defense: number): boolean => attack * 3 >= defense;

/** Where a column stands in the column list (-1: not a column). */
export const columnIndex = (column: CrtColumn, columns: readonly CrtColumnSpec[] = CRT_SAMPLE_COLUMNS): number =>
  columns.findIndex((c) => c.label === column);

/**
 * OD-4, OD-5 (4.2.2 Step 4) finalColumn: move the Step 3 column by the net shift (right positive);
 * "Shifts above 9-1 or below 1-3 are resolved on the 9-1 or 1-3 columns."
 */
export function shiftedColumn(column: CrtColumn, netShift: number, columns: readonly CrtColumnSpec[] = CRT_SAMPLE_COLUMNS): CrtColumn {
  const from = Math.max(0, columnIndex(column, columns));
  const to = Math.min(columns.length - 1, Math.max(0, from + netShift));
  return columns[to]!.label;
}
