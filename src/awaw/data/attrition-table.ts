/**
 * Attrition Table - 14.41, transcribed exactly from the rules text: rows are the modified die (0 to
 * "11+"), columns the attritioning factors. "C" counters lost, "H" hexes given up; "-" nothing.
 * tests/unit/awaw/tables.test.ts checks every cell against the text.
 */
export const ATTRITION_COLUMNS = ['1-10', '11-20', '21-30', '31-40', '41-50', '51-60', '61+'] as const;
export type AttritionColumn = (typeof ATTRITION_COLUMNS)[number];

export const ATTRITION_TABLE: readonly (readonly string[])[] = [
  /* 0 */ ['-', '-', '1C', '2C', '2C/1H', '3C/2H', '5C/2H'],
  /* 1 */ ['-', '1C', '2C', '1C/1H', '3C/1H', '4C/2H', '5C/3H'],
  /* 2 */ ['-', '1C', '2C', '2C/1H', '3C/2H', '5C/2H', '6C/3H'],
  /* 3 */ ['-', '2C', '1C/1H', '3C/1H', '4C/2H', '5C/3H', '7C/3H'],
  /* 4 */ ['-', '2C', '2C/1H', '3C/2H', '5C/2H', '6C/3H', '7C/4H'],
  /* 5 */ ['1C', '1C/1H', '3C/1H', '4C/2H', '5C/3H', '7C/3H', '8C/4H'],
  /* 6 */ ['1C', '2C/1H', '3C/2H', '5C/2H', '6C/3H', '7C/4H', '9C/4H'],
  /* 7 */ ['2C', '3C/1H', '4C/2H', '5C/3H', '7C/3H', '8C/4H', '9C/5H'],
  /* 8 */ ['2C', '3C/2H', '5C/2H', '6C/3H', '7C/4H', '9C/4H', '10C/5H'],
  /* 9 */ ['1C/1H', '4C/2H', '5C/3H', '7C/3H', '8C/4H', '9C/5H', '11C/5H'],
  /* 10 */ ['2C/1H', '5C/2H', '6C/3H', '7C/4H', '9C/4H', '10C/5H', '11C/6H'],
  /* 11+ */ ['3C/1H', '5C/3H', '7C/3H', '8C/4H', '9C/5H', '11C/5H', '12C/6H'],
];

/** The printed modifier lines and explanations. */
export const ATTRITION_MODIFIERS = [
  { value: '+1', text: 'For every ten attritioning factors over 61' },
  { value: '+/-#', text: 'Difference in CTLs' },
  { value: '+/-#', text: 'Difference in winter preparation levels (turns in which winter effects apply only)' },
] as const;

/** A result read as counters and hexes: "2C/1H" → { c: 2, h: 1 }, "-" → none. */
export function parseAttritionResult(text: string): { readonly c: number; readonly h: number } {
  if (text === '-') return { c: 0, h: 0 };
  const m = /^(\d+)C(?:\/(\d+)H)?$/.exec(text);
  if (!m) throw new RangeError(`not an Attrition Table result: ${text}`);
  return { c: Number(m[1]), h: m[2] === undefined ? 0 : Number(m[2]) };
}
