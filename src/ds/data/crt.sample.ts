/**
 * SAMPLE — NOT THE PUBLISHED DAI SENSO! COMBAT RESULTS TABLE.
 *
 * The seeds describe the CRT (4.2.2 Steps 3-5, 4.2.4) but do not print it. This table is a made-up
 * stand-in so that a game can be played through; its cells follow only what the rules say about
 * the result types (Ad, Ex, Dr1-Dr3, attacker/defender Attrition). A player with the real chart
 * enters the result read from it instead (docs/rulings.md R-CRT).
 *
 * Columns (gap §2 #35, OD-7): the odds example of 4.2.2 Step 3 needs 2-1 and 3-1; the Design Note
 * "a 3-1 attack that receives three column shifts to the right would be resolved on the 9-1 column"
 * needs exactly two columns between 3-1 and 9-1. The sample takes 1-3, 1-2, 1-1, 2-1, 3-1, 5-1,
 * 7-1, 9-1.
 */
export const CRT_SAMPLE_IS_SAMPLE = true as const;

/** A CRT column as odds attacker-defender, lowest first. */
export interface CrtColumnSpec {
  readonly label: string;
  readonly attacker: number;
  readonly defender: number;
}

export const CRT_SAMPLE_COLUMNS: readonly CrtColumnSpec[] = [
  { label: '1-3', attacker: 1, defender: 3 },
  { label: '1-2', attacker: 1, defender: 2 },
  { label: '1-1', attacker: 1, defender: 1 },
  { label: '2-1', attacker: 2, defender: 1 },
  { label: '3-1', attacker: 3, defender: 1 },
  { label: '5-1', attacker: 5, defender: 1 },
  { label: '7-1', attacker: 7, defender: 1 },
  { label: '9-1', attacker: 9, defender: 1 },
];

/** SAMPLE results by column label, for a die of 1..6 (index 0 is a roll of 1). */
export const CRT_SAMPLE: Readonly<Record<string, readonly [string, string, string, string, string, string]>> = {
  '1-3': ['Ad 1/0', 'Ad 1/0', 'Ad', '1/0', '1/0', 'Ex'],
  '1-2': ['Ad 1/0', 'Ad', '1/0', '1/0', 'Ex', 'Dr1'],
  '1-1': ['Ad', '1/0', 'Ex', 'Dr1', 'Dr1 1/1', 'Dr1 0/1'],
  '2-1': ['1/0', 'Ex', 'Dr1', 'Dr1 0/1', 'Dr2', 'Dr2 0/1'],
  '3-1': ['Ex', 'Dr1', 'Dr1 0/1', 'Dr2', 'Dr2 0/1', 'Dr3'],
  '5-1': ['Dr1', 'Dr1 0/1', 'Dr2', 'Dr2 0/1', 'Dr3', 'Dr3 0/1'],
  '7-1': ['Dr1 0/1', 'Dr2', 'Dr2 0/1', 'Dr3', 'Dr3 0/1', 'Dr3 0/2'],
  '9-1': ['Dr2', 'Dr2 0/1', 'Dr3', 'Dr3 0/1', 'Dr3 0/2', 'Dr3 1/2'],
};
