import { letterColumnRow } from '../../core/hex/convention.ts';

/**
 * OCS map hex ids as the maps print them: the map letter, the column, a dot, the row ("A12.07"),
 * with columns running north-south (flat-topped hexes, rows numbered down the page) and the even
 * columns half a hex lower than the odd ones (docs/rulings.md R-OCS-HEX-IDS).
 */
export const OCS_HEX = letterColumnRow({
  name: 'OCS map hex ids',
  digits: 2,
  separator: '.',
  shiftedParity: 0,
  columns: 'northSouth',
  example: 'A12.07',
  upperCase: true,
  idHint: 'a map letter, two digits of column, a dot and two digits of row, e.g. "A12.07"',
});
