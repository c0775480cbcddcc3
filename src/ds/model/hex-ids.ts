import { letterColumnRow, type HexAddress } from '../../core/hex/convention.ts';

/**
 * The DS maps' hex ids (docs/rulings.md R-GRID): a map letter and the printed column and row, two
 * digits each (`w4114` is column 41, row 14 on the west map). Odd columns sit half a hex toward
 * higher rows, and each column is an east-west line of hexes: the rulebook's adjacency examples
 * (4.2.5.1 Akyab, 4.2.5.3 Kiangsu) allow no other layout.
 */
export const DS_HEX = letterColumnRow({
  name: 'Dai Senso! map hex ids',
  digits: 2,
  shiftedParity: 1,
  columns: 'eastWest',
  example: 'w3218',
  idHint: 'a lowercase map letter and four digits',
});

/** Columns and rows are printed with exactly two digits. */
export const MAX_COORD = 99;

export const isMapLetter = (letter: unknown): letter is string => typeof letter === 'string' && DS_HEX.isMap(letter);
export const isHexIdSyntax = (id: unknown): id is string => typeof id === 'string' && DS_HEX.parse(id) !== undefined;
export const parseHexId = (id: unknown): HexAddress | undefined => (typeof id === 'string' ? DS_HEX.parse(id) : undefined);
/** The id of a printed column and row; undefined when they cannot be written as one. */
export const formatHexId = (map: string, col: number, row: number): string | undefined => DS_HEX.format(map, col, row);
