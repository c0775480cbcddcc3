import { COLUMN_COUNT, COMBAT_TABLE_COLUMNS, type OddsLabel } from '../data/combat-table.sample.ts';
import type { Rounding } from '../model/state.ts';
import type { TerrainCategory } from '../model/terrain.ts';

/** 9.7 Odds Determination, 9.1g and 9.7b table limits, 9.14a zero strengths. */

/** The rounding rule (4.2, not in the seed: R-OCS-ROUNDING): to the nearest whole number, a half by the scenario's choice. */
export function roundOcs(x: number, rounding: Rounding): number {
  const floor = Math.floor(x);
  const frac = x - floor;
  if (Math.abs(frac - 0.5) < 1e-9) return rounding === 'halfUp' ? floor + 1 : floor;
  return frac > 0.5 ? floor + 1 : floor;
}

/**
 * O-O1 9.7 rawOdds: "use the total modified attacking strength and the total modified defending
 * strength. Divide both by the smaller of them and apply the rounding rule (see 4.2) to each
 * result. Express the result as a ratio of Attacker:Defender." (Both positive: 9.14a covers zeros.)
 */
export function rawOdds(attack: number, defence: number, rounding: Rounding): OddsLabel {
  const smaller = Math.min(attack, defence);
  return { attacker: roundOcs(attack / smaller, rounding), defender: roundOcs(defence / smaller, rounding) };
}

export const oddsText = (o: OddsLabel): string => `${o.attacker}:${o.defender}`;
const atLeast = (o: OddsLabel, c: OddsLabel): boolean => o.attacker * c.defender >= c.attacker * o.defender;

/**
 * O-O2 9.7a oddsColumn: "Find the odds ... on the correct row ... Use the highest column that is
 * less than or equal to the determined rounded odds." O-O3 9.7b, 9.1g: odds off the table use the
 * last available column (odds below the left-most read the left-most).
 */
export function oddsColumn(o: OddsLabel, category: TerrainCategory): number {
  const row = COMBAT_TABLE_COLUMNS[category];
  let best = 0;
  row.forEach((c, i) => { if (atLeast(o, c)) best = i; });
  return best;
}

/**
 * O-O4 9.14a zeroStrengthOdds (O-Z1): "Attacks against a zero strength begin on the right-most
 * column ... Attacks with a zero strength ... begin on the left-most column. If both sides have a
 * zero strength, call it 1:1 and shake your head."
 */
export function startingColumn(attack: number, defence: number, category: TerrainCategory, rounding: Rounding): { column: number; odds?: OddsLabel; zero?: 'attacker' | 'defender' | 'both' } {
  if (attack <= 0 && defence <= 0) return { column: oddsColumn({ attacker: 1, defender: 1 }, category), odds: { attacker: 1, defender: 1 }, zero: 'both' };
  if (defence <= 0) return { column: COLUMN_COUNT - 1, zero: 'defender' };
  if (attack <= 0) return { column: 0, zero: 'attacker' };
  const odds = rawOdds(attack, defence, rounding);
  return { column: oddsColumn(odds, category), odds };
}

/**
 * O-O3 9.1g, 9.7b oddsClampAndShiftFromEdge: shifts are counted from the starting column, and
 * "attacks ... shifted past odds shown on the table" use the last available column.
 * Example (9.1g): 1:12 starts on 1:5; a Surprise shift of 6 gives 3:1.
 */
export const shiftColumn = (column: number, shift: number): number => Math.min(COLUMN_COUNT - 1, Math.max(0, column + shift));

export const columnLabel = (column: number, category: TerrainCategory): string => oddsText(COMBAT_TABLE_COLUMNS[category][column]!);
