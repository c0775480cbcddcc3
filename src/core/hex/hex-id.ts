/**
 * Hex ids are the maps' own labels: a map letter and the printed column and row, two digits
 * each (`w4114` is column 41, row 14 on the west map). Ids come from scenario files and player
 * input, so parsing never throws: anything but a lowercase letter and four digits is rejected.
 */

/** A hex id such as `w4114`. Only ids accepted by `isHexIdSyntax` are valid. */
export type HexId = string;

/** A hex id taken apart: map letter, printed column and row. */
export interface HexAddress {
  readonly map: string;
  readonly col: number;
  readonly row: number;
}

const HEX_ID = /^([a-z])(\d\d)(\d\d)$/;
const MAP_LETTER = /^[a-z]$/;

/** Columns and rows are printed with exactly two digits. */
export const MAX_COORD = 99;

export function isMapLetter(letter: unknown): letter is string {
  return typeof letter === 'string' && MAP_LETTER.test(letter);
}

export function isHexIdSyntax(id: unknown): id is HexId {
  return typeof id === 'string' && HEX_ID.test(id);
}

export function parseHexId(id: unknown): HexAddress | undefined {
  if (typeof id !== 'string') return undefined;
  const m = HEX_ID.exec(id);
  if (m === null) return undefined;
  return { map: m[1]!, col: Number(m[2]), row: Number(m[3]) };
}

/** The id of a printed column and row; undefined when they cannot be written as one. */
export function formatHexId(map: string, col: number, row: number): HexId | undefined {
  if (!isMapLetter(map) || !isPrintable(col) || !isPrintable(row)) return undefined;
  return `${map}${pad2(col)}${pad2(row)}`;
}

function isPrintable(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= MAX_COORD;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
