/**
 * The two partisan tables of rule 11, transcribed exactly from the rules text (001, lines 242-318):
 * the Major Power Partisan Table (11.22) and the Minor Country Forces Table (11.23), every cell as
 * printed ("-" for an empty cell, "1:2", "2†", "1**"). tests/unit/awaw/partisans-tables.test.ts
 * checks every cell against a verbatim excerpt of the text. The minor table's army, air and naval
 * columns are kept because they are printed in the same table; only its partisan columns are read.
 */

/** 11.22: the columns as printed (the first header cell is blank). */
export const MAJOR_POWER_COLUMNS = ['Axis', 'Western Allies', 'Communist'] as const;
export type MajorPowerColumn = (typeof MAJOR_POWER_COLUMNS)[number];

export const MAJOR_POWER_ROWS = ['France', 'Britain', 'Russia', 'Siberia', 'Italy', 'China'] as const;
export type MajorPowerRow = (typeof MAJOR_POWER_ROWS)[number];

/** PT-3..PT-9 11.22 Major Power Partisan Table. */
export const MAJOR_POWER_PARTISAN_TABLE: Readonly<Record<MajorPowerRow, readonly [string, string, string]>> = {
  France: ['0', '1:2', '1:2'],
  Britain: ['0', '2:4', '0'],
  Russia: ['0', '0', '4:8'],
  Siberia: ['0', '0', '2:4'],
  Italy: ['0', '1:2', '1:2'],
  China: ['0', '2', '1:6'],
};

/** 11.23 European Theater: group row "Army / Air / Naval / Partisans" merged into each column name. */
export const MINOR_EUROPE_COLUMNS = ['Army 2-3', 'Army 1-3', 'Army 2-5', 'Air AF', 'Naval CA', 'Naval DD', 'Partisans Ax', 'Partisans WA', 'Partisans Ru'] as const;
/** 11.23 Pacific Theater (the printed rows carry one more, empty, column: left out). */
export const MINOR_PACIFIC_COLUMNS = ['Army 2-2', 'Army 1-2', 'Air AF', 'Naval CA', 'Naval DD', 'Partisans Jap', 'Partisans WA', 'Partisans Ru'] as const;

/** PT-10 11.23 Minor Country Forces Table, European Theater, rows as printed (with their marks). */
export const MINOR_EUROPE_TABLE: Readonly<Record<string, readonly string[]>> = {
  'Belgium': ['1', '3', '-', '1', '-', '-', '-', '-', '-'],
  'Bulgaria': ['-', '4', '-', '1', '-', '-', '-', '-', '-'],
  'Denmark': ['-', '-', '-', '-', '-', '-', '-', '-', '-'],
  'Egypt': ['-', '-', '-', '-', '-', '-', '0:2', '-', '-'],
  'Finland': ['5', '-', '-', '1', '-', '-', '-', '-', '-'],
  'Greece': ['1', '5', '-', '1', '1', '2', '-', '1:2', '1:2'],
  'Hungary': ['1', '6', '-', '1', '-', '-', '-', '-', '-'],
  'Iraq*': ['-', '-', '-', '-', '-', '-', '0:2', '-', '-'],
  'Ireland': ['-', '-', '-', '-', '-', '-', '2†', '-', '-'],
  'Netherlands': ['1', '-', '-', '1', '-', '-', '-', '-', '-'],
  'Norway': ['-', '2', '-', '-', '-', '-', '-', '-', '-'],
  'Persia': ['-', '-', '-', '-', '-', '-', '0:2', '-', '-'],
  'W. Poland': ['3', '7', '-', '2', '-', '-', '-', '2:4', '-'],
  'Rumania': ['2', '6', '-', '1', '-', '2', '-', '-', '-'],
  'Spain': ['7', '-', '1', '2', '3', '3', '3', '2:4', '2:4'],
  'Sweden': ['5', '-', '-', '1', '1', '2', '-', '1:2', '1:2'],
  'Turkey': ['7', '-', '1', '2', '2§', '2', '3', '2:4', '2:4'],
  'Ukraine†': ['2', '3', '-', '-', '-', '-', '-', '-', '-'],
  'Yugoslavia': ['1', '6', '-', '1', '-', '-', '-', '2:4', '2:4'],
};

/** PT-10 11.23 Minor Country Forces Table, Pacific Theater. */
export const MINOR_PACIFIC_TABLE: Readonly<Record<string, readonly string[]>> = {
  'Communist China': ['4', '4', '-', '-', '-', '-', '-', '1**'],
  'Dutch East Indies': ['-', '3', '1', '1', '1', '-', '-', '-'],
  'Philippines': ['-', '2', '-', '-', '-', '-', '-', '-'],
  'Thailand': ['-', '2', '-', '-', '-', '-', '-', '-'],
};

/** The footnotes and the note under 11.23, verbatim. */
export const MINOR_TABLE_FOOTNOTES: Readonly<Record<string, string>> = {
  '*': 'And Kuwait, Arabia, Transjordan, Palestine, Lebanon/Syria.',
  '†': 'Available forces depend on the current diplomatic result.',
  '§': 'Turkey receives one two-factor cruiser and the battlecruiser Yavuz.',
  '**': 'Add one additional Chinese Communist partisan each year, starting in 1942.',
};
export const MINOR_TABLE_NOTE = 'The partisan level before the “:” is automatic. The partisan level after the “:” is the maximum number of partisans which may be built in the minor country in question following the required number of Moslem Unrest or Partisan production results.';

/** A pool cell read: what is there automatically, the most production can raise it to, and its footnote mark. */
export interface PoolEntry {
  readonly automatic: number;
  readonly maximum: number;
  readonly mark?: string;
}

/**
 * PT-3 11.22/11.23 poolNotation: "a:b" is a automatic, up to b with the required production
 * results (the 11.23 note, applied to 11.22 too: AG-G-32); a single number is the pool; "-" none.
 * Footnote marks (†, **, §) are kept apart. China's "1:6" is not read here (a year schedule, PT-9).
 */
export function parsePoolEntry(cell: string): PoolEntry {
  const m = /^(\d+)(?::(\d+))?(\*\*|†|§|\*)?$/.exec(cell.trim());
  if (!m) return { automatic: 0, maximum: 0 };
  const automatic = Number(m[1]);
  const maximum = m[2] === undefined ? automatic : Number(m[2]);
  return { automatic, maximum, ...(m[3] !== undefined && { mark: m[3] }) };
}
