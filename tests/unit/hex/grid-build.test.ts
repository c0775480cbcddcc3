import { describe, expect, it } from 'vitest';
import { HexGrid } from '../../../src/core/hex/index.ts';
import { DS_HEX } from '../../../src/ds/model/hex-ids.ts';
import { twoMapBlock } from './fixtures.ts';

const maps = [{ letter: 'w', rowOffset: 0 }, { letter: 'e', rowOffset: 27 }];

describe('building a board returns located errors instead of throwing', () => {
  it('a valid spec gives a grid and no errors', () => {
    const { grid, errors } = HexGrid.build({ maps, hexes: ['w4114', 'w4214', 'e0101'] }, DS_HEX);
    expect(errors).toEqual([]);
    expect(grid?.size).toBe(3);
    expect(grid?.ids).toEqual(['w4114', 'w4214', 'e0101']);
  });

  it('bad id syntax is an error at its index', () => {
    const { grid, errors } = HexGrid.build({ maps, hexes: ['w4114', 'W4214', 'w42'] }, DS_HEX);
    expect(grid).toBeUndefined();
    expect(errors.map((e) => [e.list, e.index, e.id, e.code])).toEqual([
      ['hexes', 1, 'W4214', 'hex.badId'],
      ['hexes', 2, 'w42', 'hex.badId'],
    ]);
  });

  it('a hex on a map the board does not list is an error', () => {
    const { errors } = HexGrid.build({ maps, hexes: ['x0101'] }, DS_HEX);
    expect(errors).toMatchObject([{ list: 'hexes', index: 0, id: 'x0101', code: 'hex.unknownMap' }]);
  });

  it('an id listed twice is an error at the second listing', () => {
    const { errors } = HexGrid.build({ maps, hexes: ['w4114', 'w4214', 'w4114'] }, DS_HEX);
    expect(errors).toMatchObject([{ index: 2, id: 'w4114', code: 'hex.duplicate' }]);
  });

  it('two ids at the same global position are an error (w0128 and e0101 with east rowOffset 27)', () => {
    const { errors } = HexGrid.build({ maps, hexes: ['w0128', 'e0101'] }, DS_HEX);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ list: 'hexes', index: 1, id: 'e0101', code: 'hex.samePosition' });
    expect(errors[0]!.message).toContain('w0128');
  });

  it('bad maps are errors located in the maps list', () => {
    const { errors } = HexGrid.build({
      maps: [
        { letter: 'w', rowOffset: 0 },
        { letter: 'w', rowOffset: 27 },
        { letter: 'East', rowOffset: 27 },
        { letter: 'e', rowOffset: 1.5 },
      ],
      hexes: [],
    }, DS_HEX);
    expect(errors.map((e) => [e.list, e.index, e.code])).toEqual([
      ['maps', 1, 'map.duplicate'],
      ['maps', 2, 'map.badLetter'],
      ['maps', 3, 'map.badRowOffset'],
    ]);
  });

  it('every bad entry is reported, not only the first', () => {
    const { errors } = HexGrid.build({ maps, hexes: ['bad', 'x0101', 'w0101', 'w0101'] }, DS_HEX);
    expect(errors.map((e) => e.index)).toEqual([0, 1, 3]);
  });

  it('an empty board is valid', () => {
    const { grid } = HexGrid.build({ maps, hexes: [] }, DS_HEX);
    expect(grid?.size).toBe(0);
    expect(grid?.within('w0101', 3)).toEqual([]);
  });
});

describe('two maps: global row = printed row + rowOffset, columns aligned', () => {
  const board = twoMapBlock();

  it('e0101 sits at global column 1, row 28', () => {
    expect(board.globalOf('e0101')).toEqual({ col: 1, row: 28 });
    expect(board.fromGlobal(1, 28)).toBe('e0101');
    expect(board.fromGlobal(1, 27)).toBe('w0127');
  });

  it('e0101 is adjacent to w0127 (odd column 1: w0127 touches global row 28)', () => {
    expect(board.adjacent('e0101', 'w0127')).toBe(true);
    expect(board.neighbours('w0127')).toContain('e0101');
  });

  it('across an even column, e0201 touches w0127 and w0227 (rows 27 and 28 of column 1)', () => {
    expect(board.adjacent('e0201', 'w0227')).toBe(true);
    expect(board.adjacent('e0201', 'w0127')).toBe(true);
    expect(board.adjacent('e0201', 'e0101')).toBe(true);
  });

  it('distance runs across the map edge', () => {
    expect(board.distance('w0126', 'e0102')).toBe(3);
    expect(board.distance('w0126', 'e0302')).toBe(4);
    expect(board.path('w0126', 'e0302')).toHaveLength(5);
  });

  it('a position with no hex gives undefined', () => {
    expect(board.fromGlobal(0, 1)).toBeUndefined();
    expect(board.fromGlobal(1.5, 1)).toBeUndefined();
    expect(board.fromGlobal(1, 1000)).toBeUndefined();
  });
});
