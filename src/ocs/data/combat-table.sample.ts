import type { TerrainCategory } from '../model/terrain.ts';

/**
 * SAMPLE Combat Table. The seed describes the OCS Combat Table (9.3, 9.7, 9.9: a row per terrain
 * category, odds columns, results read with 2D6 + DRM) but does not print it. This one is made up
 * to play the procedure; it is NOT the OCS table. Enter the result read from your own chart
 * instead (COMBAT_RESULT): the panel and the log say SAMPLE whenever this table was read.
 *
 * What the examples of the seed fix, and this sample keeps (tests/unit/ocs/tables.test.ts):
 * - 1:5 is the left-most Open column; 1:5 shifted six right is 3:1 (9.1g);
 * - 4:1 Open shifted three right is 9:1, six left is 1:4 (9.8 examples);
 * - 9:1 Open, roll 12: "Ae3, DL2o2DG"; 4:1 Open, roll 12: "Ae4, DL1o2";
 *   1:4 Open, roll 2: "AL2"; 4:1 Open, roll 2: "AL1o1, Do1" (9.8 examples).
 *
 * The table has thirteen physical columns; each terrain row labels them with its own odds, so the
 * same odds read a weaker column in closer terrain. Shifts (9.8) move along the physical columns.
 * Modified rolls below 2 read the 2 row and above 12 the 12 row (R-OCS-COMBAT-TABLE).
 */
export const COMBAT_TABLE_SAMPLE_NOTE = 'SAMPLE Combat Table (made up; not the OCS table)';

/** An odds column: attacker:defender. */
export interface OddsLabel {
  readonly attacker: number;
  readonly defender: number;
}

const odds = (text: string): OddsLabel => {
  const [a, d] = text.split(':').map(Number);
  return { attacker: a!, defender: d! };
};
const row = (labels: string): readonly OddsLabel[] => labels.split(' ').map(odds);

export const COLUMN_COUNT = 13;

export const COMBAT_TABLE_COLUMNS: Readonly<Record<TerrainCategory, readonly OddsLabel[]>> = {
  open: row('1:5 1:4 1:3 1:2 1:1 2:1 3:1 4:1 5:1 7:1 9:1 12:1 15:1'),
  close: row('1:4 1:3 1:2 1:1 2:1 3:1 4:1 5:1 6:1 8:1 10:1 12:1 15:1'),
  veryClose: row('1:3 1:2 1:1 2:1 3:1 4:1 5:1 6:1 7:1 9:1 12:1 15:1 20:1'),
  extremelyClose: row('1:2 1:1 2:1 3:1 4:1 5:1 6:1 7:1 8:1 10:1 12:1 15:1 20:1'),
};

export const MIN_ROLL = 2;
export const MAX_ROLL = 12;

/**
 * The results from worst to best for the attacker: a physical column c read with roll r gives the
 * rung c + r - 7, kept within the ladder. Made up; only the four cells the examples fix are true.
 */
const LADDER: readonly string[] = [
  'AL2', 'AL2', 'AL2', 'AL2', 'AL2', // rungs -5..-1
  'AL1o1', 'AL1', 'AL1o1, Do1', 'Ao1, Do1', 'AL1, Do1', // 0..4
  'Ao1, Do2', 'Ao1, DL1o1', 'Ao1e4, DL1o1', 'Ao1, DL1o2', 'Ae4, DL1o1', // 5..9
  'Ao1e4, DL1o2', 'Ae4, DL1o1DG', 'Ae4, DL1o2', 'Ae4, DL2o1DG', 'Ae3, DL1o2DG', // 10..14
  'Ae3, DL2o2DG', 'Ae3, DL2o3DG', 'Ae2, DL3o2DG', // 15..17
];
const LOWEST_RUNG = -5;

/** The result text at a physical column (0-12) and a modified roll (read within 2-12). */
export function sampleResult(column: number, roll: number): string {
  const r = Math.min(MAX_ROLL, Math.max(MIN_ROLL, roll));
  const rung = Math.min(LADDER.length - 1, Math.max(0, column + r - 7 - LOWEST_RUNG));
  return LADDER[rung]!;
}

/** Every result text the sample table holds (the results a player may enter are any well-formed ones). */
export const SAMPLE_RESULTS: readonly string[] = [...new Set(LADDER)];
