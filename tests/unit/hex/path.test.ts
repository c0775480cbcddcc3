import { describe, expect, it } from 'vitest';
import { HexGrid, type HexId } from '../../../src/core/hex/index.ts';
import { DS_HEX } from '../../../src/ds/model/hex-ids.ts';
import { westBlock } from './fixtures.ts';

const west = westBlock();

/** A path is valid when it starts and ends right and each step goes to an adjacent hex. */
function expectWalk(path: readonly HexId[] | undefined, from: HexId, to: HexId): void {
  expect(path).toBeDefined();
  expect(path![0]).toBe(from);
  expect(path![path!.length - 1]).toBe(to);
  for (let i = 1; i < path!.length; i++) expect(west.adjacent(path![i - 1]!, path![i]!)).toBe(true);
}

describe('path: shortest path over the board under caller-given blocking rules', () => {
  it('from a hex to itself is that hex alone', () => {
    expect(west.path('w4114', 'w4114')).toEqual(['w4114']);
  });

  it('with nothing blocking, a shortest path has distance + 1 hexes', () => {
    const p = west.path('w4114', 'w4620');
    expectWalk(p, 'w4114', 'w4620');
    expect(p).toHaveLength(west.distance('w4114', 'w4620') + 1);
  });

  it('canEnter keeps the path out of forbidden hexes, and the start need not be enterable', () => {
    const blocked = new Set(['w4214', 'w4215']);
    const p = west.path('w4114', 'w4313', { canEnter: (h) => !blocked.has(h) && h !== 'w4114' });
    expectWalk(p, 'w4114', 'w4313');
    for (const h of p!) expect(blocked.has(h)).toBe(false);
    expect(p!.length).toBeGreaterThan(3);
  });

  it('canCross keeps the path off closed hexsides, in the direction asked', () => {
    const closed = west.hexsideKey('w4114', 'w4214');
    const p = west.path('w4114', 'w4214', { canCross: (a, b) => west.hexsideKey(a, b) !== closed });
    expectWalk(p, 'w4114', 'w4214');
    expect(p).toHaveLength(3);
    const oneWay = west.path('w4114', 'w4214', { canCross: (a, b) => !(a === 'w4114' && b === 'w4214') });
    expect(oneWay).toHaveLength(3);
    expect(west.path('w4214', 'w4114', { canCross: (a, b) => !(a === 'w4114' && b === 'w4214') })).toHaveLength(2);
  });

  it('maxLength limits the number of steps', () => {
    expect(west.path('w4114', 'w4313', { maxLength: 2 })).toHaveLength(3);
    expect(west.path('w4114', 'w4313', { maxLength: 1 })).toBeUndefined();
    expect(west.path('w4114', 'w4114', { maxLength: 0 })).toEqual(['w4114']);
  });

  it('returns undefined when the destination cannot be entered or is walled off', () => {
    expect(west.path('w4114', 'w4313', { canEnter: (h) => h !== 'w4313' })).toBeUndefined();
    const ring = new Set(west.neighbours('w4313'));
    expect(west.path('w4114', 'w4313', { canEnter: (h) => !ring.has(h) })).toBeUndefined();
    expect(west.path('w4114', 'w4313', { canCross: () => false })).toBeUndefined();
  });

  it('returns undefined for hexes not on the board', () => {
    expect(west.path('w4114', 'w9999')).toBeUndefined();
    expect(west.path('x0101', 'w4114')).toBeUndefined();
  });

  it('does not step through holes in the board, though distance ignores them', () => {
    const board = HexGrid.build({ maps: [{ letter: 'w', rowOffset: 0 }], hexes: ['w0101', 'w0103'] }, DS_HEX).grid!;
    expect(board.distance('w0101', 'w0103')).toBe(2);
    expect(board.path('w0101', 'w0103')).toBeUndefined();
  });

  it('a callback may search the same board again without disturbing the outer search', () => {
    let nested = 0;
    const p = west.path('w4114', 'w4620', {
      canEnter: (h) => {
        if (west.path(h, 'w2001') !== undefined) nested++;
        return true;
      },
    });
    expect(nested).toBeGreaterThan(0);
    expectWalk(p, 'w4114', 'w4620');
    expect(p).toHaveLength(west.distance('w4114', 'w4620') + 1);
  });
});

describe('reachable: every hex within maxLength steps, with its steps', () => {
  it('with no blocking, steps equal distance and the count is 1 + 3k(k + 1)', () => {
    const r = west.reachable('w4114', { maxLength: 3 });
    expect(r.size).toBe(37);
    expect(r.get('w4114')).toBe(0);
    for (const [h, steps] of r) expect(steps).toBe(west.distance('w4114', h));
  });

  it('is listed nearest first', () => {
    const steps = [...west.reachable('w4114', { maxLength: 4 }).values()];
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('blocked hexes are left out and lengthen the way around them', () => {
    const r = west.reachable('w4114', { maxLength: 3, canEnter: (h) => h !== 'w4214' });
    expect(r.has('w4214')).toBe(false);
    expect(r.get('w4314')).toBe(2);
    const walled = west.reachable('w4114', { canCross: (a, b) => !(a === 'w4114' && b === 'w4214'), maxLength: 1 });
    expect(walled.has('w4214')).toBe(false);
    expect(walled.size).toBe(6);
  });

  it('without maxLength it covers the whole connected board', () => {
    expect(west.reachable('w4114').size).toBe(west.size);
  });

  it('from a hex not on the board it is empty', () => {
    expect(west.reachable('x0101').size).toBe(0);
  });
});
