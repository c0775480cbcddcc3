import { describe, expect, it } from 'vitest';
import { DIRECTIONS, HexGrid, parseHexsideKey, oppositeDirection } from '../../../src/core/hex/index.ts';
import { DS_HEX } from '../../../src/ds/model/hex-ids.ts';
import { westBlock } from './fixtures.ts';

const west = westBlock();
/** A deterministic sample of hexes spread over the block, edges included. */
const sample = west.ids.filter((_, i) => i % 37 === 0 || i < 3 || i >= west.size - 3);

describe('neighbours and adjacency on the board', () => {
  it('neighbours are symmetric', () => {
    for (const a of west.ids) for (const b of west.neighbours(a)) expect(west.neighbours(b)).toContain(a);
  });

  it('every neighbour is at distance 1, and every on-board hex at distance 1 is a neighbour', () => {
    for (const a of sample) {
      for (const b of west.neighbours(a)) expect(west.distance(a, b)).toBe(1);
      expect([...west.neighbours(a)].sort()).toEqual(west.within(a, 1).slice(1).sort());
    }
  });

  it('an interior hex has six neighbours, a corner fewer', () => {
    expect(west.neighbours('w4114')).toHaveLength(6);
    expect(west.neighbours('w2001').length).toBeLessThan(6);
  });

  it('only hexes on the board are neighbours; unknown ids have none', () => {
    expect(west.neighbours('w2001')).not.toContain('w1901');
    expect(west.neighbours('x0101')).toEqual([]);
    expect(west.adjacent('w4114', 'x0101')).toBe(false);
  });

  it('a hex is not adjacent to itself', () => {
    expect(west.adjacent('w4114', 'w4114')).toBe(false);
  });

  it('direction gives the index of b around a, and the opposite index from b', () => {
    expect(west.direction('w4114', 'w4113')).toBe(0);
    expect(west.direction('w4114', 'w4214')).toBe(1);
    expect(west.direction('w4114', 'w4215')).toBe(2);
    expect(west.direction('w4114', 'w4115')).toBe(3);
    expect(west.direction('w4114', 'w4015')).toBe(4);
    expect(west.direction('w4114', 'w4014')).toBe(5);
    for (const a of sample) {
      for (const b of west.neighbours(a)) expect(west.direction(b, a)).toBe(oppositeDirection(west.direction(a, b)!));
    }
    expect(west.direction('w4114', 'w4314')).toBeUndefined();
  });

  it('neighbours are listed in direction order', () => {
    const ns = west.neighbours('w4114');
    expect(ns.map((n) => west.direction('w4114', n))).toEqual([...DIRECTIONS]);
  });
});

describe('distance counts hexes and ignores missing hexes', () => {
  it('distance is symmetric and zero only from a hex to itself', () => {
    for (const a of sample) {
      for (const b of sample) {
        expect(west.distance(a, b)).toBe(west.distance(b, a));
        expect(west.distance(a, b) === 0).toBe(a === b);
      }
    }
  });

  it('distance satisfies the triangle inequality', () => {
    const few = sample.slice(0, 20);
    for (const a of few) for (const b of few) for (const c of few) {
      expect(west.distance(a, c)).toBeLessThanOrEqual(west.distance(a, b) + west.distance(b, c));
    }
  });

  it('distance does not depend on the hexes between being on the board', () => {
    const sparse = HexGrid.build({ maps: [{ letter: 'w', rowOffset: 0 }], hexes: ['w4114', 'w4313'] }, DS_HEX).grid!;
    expect(sparse.distance('w4114', 'w4313')).toBe(2);
    expect(sparse.adjacent('w4114', 'w4313')).toBe(false);
  });

  it('distance to a hex not on the board is Infinity, so range checks fail', () => {
    expect(west.distance('w4114', 'w9999')).toBe(Infinity);
  });
});

describe('within(range): on-board hexes at distance 0..range', () => {
  it('holds 1 + 3k(k + 1) hexes on a full block, origin first, in order of distance', () => {
    for (const k of [0, 1, 2, 4]) {
      const hexes = west.within('w4114', k);
      expect(hexes).toHaveLength(1 + 3 * k * (k + 1));
      expect(hexes[0]).toBe('w4114');
      const ds = hexes.map((h) => west.distance('w4114', h));
      expect(ds).toEqual([...ds].sort((x, y) => x - y));
    }
  });

  it('near the edge it holds only hexes on the board', () => {
    const hexes = west.within('w2001', 2);
    expect(hexes.sort()).toEqual(west.ids.filter((h) => west.distance('w2001', h) <= 2).sort());
  });

  it('a huge range gives the whole board; a negative range gives nothing', () => {
    expect(west.within('w4114', 1e9)).toHaveLength(west.size);
    expect(west.within('w4114', -1)).toEqual([]);
    expect(west.within('w4114', Number.NaN)).toEqual([]);
  });
});

describe('hexside keys are one key per shared side', () => {
  it('the key is order-independent: the ids sorted, joined by a slash', () => {
    expect(west.hexsideKey('w4214', 'w4114')).toBe('w4114/w4214');
    expect(west.hexsideKey('w4114', 'w4214')).toBe('w4114/w4214');
  });

  it('hexsideOf is defined only for adjacent hexes on the board', () => {
    expect(west.hexsideOf('w4214', 'w4114')).toBe('w4114/w4214');
    expect(west.hexsideOf('w4114', 'w4313')).toBeUndefined();
    expect(west.hexsideOf('w4114', 'w4114')).toBeUndefined();
  });

  it('a key parses back only when canonical; the board also requires adjacency', () => {
    expect(parseHexsideKey('w4114/w4214')).toEqual(['w4114', 'w4214']);
    expect(parseHexsideKey('w4214/w4114')).toBeUndefined();
    expect(parseHexsideKey('w4114/w4114')).toBeUndefined();
    expect(parseHexsideKey('w4114-w4214')).toBeUndefined();
    expect(parseHexsideKey('w4114/w4214/w4314')).toBeUndefined();
    expect(west.parseHexsideKey('w4114/w4214')).toEqual(['w4114', 'w4214']);
    expect(west.parseHexsideKey('w4114/w4313')).toBeUndefined();
  });

  it('the six sides of a hex have six different keys', () => {
    const keys = west.neighbours('w4114').map((n) => west.hexsideOf('w4114', n));
    expect(new Set(keys).size).toBe(6);
  });
});
