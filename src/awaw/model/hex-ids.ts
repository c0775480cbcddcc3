import type { HexAddress, HexConvention } from '../../core/hex/convention.ts';

/**
 * AWAW hex ids (docs/rulings.md R-AWAW-HEX-IDS): a lowercase mapboard letter (`e` the European
 * mapboard, `p` the Pacific one), then the printed row letters (A..Z, then AA, BB, ... NN) and the
 * printed number: `eK37`, `eMM26`. Rows are horizontal lines of hexes lettered from north to south;
 * the number grows eastward along a row, and the hexes adjoining Kn in the row above are Jn and
 * Jn+1, in the row below Ln-1 and Ln. The 16.47 example allows no other layout: K38 touches J39,
 * J40 touches I41 and K40, and I42, J42, K41 are three hexes from J39.
 *
 * On the engine's grid a row is a "column" of pointy-topped hexes running east-west (`eastWest`):
 * the grid column is 100 minus the row's number (A = 1, so A lies north of B), and the position
 * along it is the printed number plus half the row's number, rounded down, which puts odd rows
 * half a hex east (`shiftedParity: 1`).
 */
const ROW_RE = /^([a-z])([A-Z])(\2?)(\d{1,2})$/;
const ROWS_MAX = 52;
const COL_BASE = 100;

/** The row's number: A = 1 ... Z = 26, AA = 27 ... ZZ = 52. */
export function rowNumber(letters: string): number | undefined {
  if (!/^([A-Z])\1?$/.test(letters)) return undefined;
  return letters.charCodeAt(0) - 64 + (letters.length === 2 ? 26 : 0);
}

/** The letters of a row number (1 → A, 27 → AA). */
export function rowLetters(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 1 || n > ROWS_MAX) return undefined;
  const ch = String.fromCharCode(64 + ((n - 1) % 26) + 1);
  return n > 26 ? ch + ch : ch;
}

/** The printed parts of an id: mapboard letter, row number and hex number. */
export function printedOf(id: string): { map: string; row: number; number: number } | undefined {
  const m = ROW_RE.exec(id);
  if (!m) return undefined;
  const row = rowNumber(m[2]! + m[3]!);
  const number = Number(m[4]);
  return row === undefined || number < 1 ? undefined : { map: m[1]!, row, number };
}

export const AWAW_HEX: HexConvention = {
  name: 'A World at War hex ids',
  idHint: 'a mapboard letter (e or p), the row letters and the hex number, e.g. "eK37"',
  idPattern: '^[ep](?:[A-Z]|AA|BB|CC|DD|EE|FF|GG|HH|II|JJ|KK|LL|MM|NN|OO|PP|QQ|RR|SS|TT|UU|VV|WW|XX|YY|ZZ)\\d{1,2}$',
  example: 'eK37',
  parse(id: string): HexAddress | undefined {
    const p = printedOf(id);
    if (!p || !AWAW_HEX.isMap(p.map)) return undefined;
    return { map: p.map, col: COL_BASE - p.row, row: p.number + Math.floor(p.row / 2) };
  },
  format(map: string, col: number, row: number): string | undefined {
    if (!AWAW_HEX.isMap(map) || !Number.isInteger(col) || !Number.isInteger(row)) return undefined;
    const r = COL_BASE - col;
    const letters = rowLetters(r);
    const number = row - Math.floor(r / 2);
    return letters === undefined || number < 1 || number > 99 ? undefined : `${map}${letters}${number}`;
  },
  isMap: (map: string) => map === 'e' || map === 'p',
  mapHint: '"e" (the European mapboard) or "p" (the Pacific mapboard)',
  shiftedParity: 1,
  columns: 'eastWest',
};

export type Theater = 'europe' | 'pacific';
/** The theater of a hex is its mapboard's (R-AWAW-HEX-IDS): `e` Europe, `p` the Pacific. */
export const theaterOf = (hex: string): Theater => (hex.startsWith('p') ? 'pacific' : 'europe');
