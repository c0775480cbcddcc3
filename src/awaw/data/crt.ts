/**
 * Combat Results Table - 15.6, transcribed exactly from the rules text (identical in 004 and 001).
 * Rows are the die (1-6), columns the odds. "Modifier +1: For each previous round of combat".
 * Printed, so bundled exactly (not a sample); tests/unit/awaw/tables.test.ts checks every cell
 * against the text.
 */
export const CRT_COLUMNS = ['1:4', '1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1'] as const;
export type CrtColumn = (typeof CRT_COLUMNS)[number];

export const CRT_RESULTS = ['A', 'a', 'Ex', 'Ex-1', 'Ex-2', 'Ex-3', 'd', 'D'] as const;
export type CombatResult = (typeof CRT_RESULTS)[number];

export const CRT: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, readonly CombatResult[]>> = {
  1: ['A', 'A', 'A', 'A', 'a', 'Ex', 'Ex-1', 'Ex-2'],
  2: ['A', 'A', 'A', 'a', 'Ex', 'Ex-1', 'Ex-2', 'd'],
  3: ['A', 'A', 'a', 'Ex', 'Ex-1', 'Ex-2', 'd', 'D'],
  4: ['A', 'A', 'Ex', 'Ex-1', 'Ex-2', 'd', 'D', 'D'],
  5: ['A', 'Ex', 'Ex', 'Ex-2', 'd', 'D', 'D', 'D'],
  6: ['Ex', 'Ex', 'Ex', 'd', 'D', 'D', 'D', 'D'],
};

/** The printed modifier line. */
export const CRT_MODIFIER = { value: 1, text: 'For each previous round of combat' } as const;
