import { describe, expect, it } from 'vitest';
import { formatHexId, isHexIdSyntax, parseHexId } from '../../../src/ds/model/hex-ids.ts';

describe('hex ids are a map letter, a two-digit column and a two-digit row', () => {
  it('w4114 is column 41, row 14 on the west map', () => {
    expect(parseHexId('w4114')).toEqual({ map: 'w', col: 41, row: 14 });
  });

  it('leading zeros are part of the id', () => {
    expect(parseHexId('e0908')).toEqual({ map: 'e', col: 9, row: 8 });
    expect(formatHexId('e', 9, 8)).toBe('e0908');
  });

  it('formatting and parsing round-trip', () => {
    for (const id of ['w0101', 'e2908', 'w9999', 'a0000']) {
      const a = parseHexId(id)!;
      expect(formatHexId(a.map, a.col, a.row)).toBe(id);
    }
  });

  it.each([
    ['', 'empty'],
    ['W4114', 'upper-case letter'],
    ['w411', 'three digits'],
    ['w41145', 'five digits'],
    ['ww4114', 'two letters'],
    ['w41a4', 'a letter among the digits'],
    [' w4114', 'leading space'],
    ['w4114\n', 'trailing newline'],
    ['w٤١١٤', 'non-ASCII digits'],
    ['4114', 'no map letter'],
  ])('"%s" is rejected (%s), without throwing', (id) => {
    expect(isHexIdSyntax(id)).toBe(false);
    expect(parseHexId(id)).toBeUndefined();
  });

  it('values that are not strings are rejected, without throwing', () => {
    for (const v of [undefined, null, 4114, {}, ['w4114']]) {
      expect(isHexIdSyntax(v)).toBe(false);
      expect(parseHexId(v)).toBeUndefined();
    }
  });

  it('a column or row that cannot be written in two digits has no id', () => {
    expect(formatHexId('w', 100, 1)).toBeUndefined();
    expect(formatHexId('w', 1, -1)).toBeUndefined();
    expect(formatHexId('w', 1.5, 1)).toBeUndefined();
    expect(formatHexId('W', 1, 1)).toBeUndefined();
    expect(formatHexId('we', 1, 1)).toBeUndefined();
  });
});
