import { describe, expect, it } from 'vitest';
import {
  CUBE_DIRECTIONS,
  DIRECTIONS,
  cubeDirection,
  offsetCentre,
  cubeDistance,
  cubeToOffset,
  offsetDistance,
  offsetNeighbour,
  offsetNeighbours,
  offsetToCube,
  oppositeDirection,
  type Offset,
} from '../../../src/core/hex/index.ts';

const asSet = (os: readonly Offset[]): string[] => os.map((o) => `${o.col},${o.row}`).sort();

describe('grid convention: odd columns half a hex toward higher rows', () => {
  it('an odd column touches rows r and r + 1 of the columns beside it', () => {
    const c = 41;
    const r = 14;
    expect(asSet(offsetNeighbours({ col: c, row: r }))).toEqual(
      asSet([
        { col: c, row: r - 1 }, { col: c, row: r + 1 },
        { col: c - 1, row: r }, { col: c - 1, row: r + 1 },
        { col: c + 1, row: r }, { col: c + 1, row: r + 1 },
      ]),
    );
  });

  it('an even column touches rows r - 1 and r of the columns beside it', () => {
    const c = 42;
    const r = 14;
    expect(asSet(offsetNeighbours({ col: c, row: r }))).toEqual(
      asSet([
        { col: c, row: r - 1 }, { col: c, row: r + 1 },
        { col: c - 1, row: r - 1 }, { col: c - 1, row: r },
        { col: c + 1, row: r - 1 }, { col: c + 1, row: r },
      ]),
    );
  });

  it('every offset neighbour is one cube step away, in the cube direction of its index', () => {
    for (let col = -3; col <= 4; col++) {
      for (let row = -3; row <= 4; row++) {
        const o = { col, row };
        for (const d of DIRECTIONS) {
          const n = offsetNeighbour(o, d);
          expect(offsetDistance(o, n)).toBe(1);
          expect(cubeDirection(offsetToCube(o), offsetToCube(n))).toBe(d);
        }
      }
    }
  });
});

describe('cube coordinates', () => {
  it('offset to cube and back is the identity, and q + r + s = 0', () => {
    for (let col = -5; col <= 5; col++) {
      for (let row = -5; row <= 5; row++) {
        const c = offsetToCube({ col, row });
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToOffset(c)).toEqual({ col, row });
      }
    }
  });

  it('the origin has coordinates +0 (no -0 to break equality)', () => {
    expect(Object.is(offsetToCube({ col: 0, row: 0 }).s, 0)).toBe(true);
  });

  it('distance counts hex steps: a straight line of k steps is k', () => {
    for (const step of CUBE_DIRECTIONS) {
      for (let k = 0; k <= 5; k++) {
        expect(cubeDistance({ q: 0, r: 0, s: 0 }, { q: step.q * k, r: step.r * k, s: step.s * k })).toBe(k);
      }
    }
  });

  it('a hex that is not one step away has no direction', () => {
    const o = offsetToCube({ col: 1, row: 1 });
    expect(cubeDirection(o, o)).toBeUndefined();
    expect(cubeDirection(o, offsetToCube({ col: 3, row: 1 }))).toBeUndefined();
  });

  it('opposite directions are three apart and lead back', () => {
    for (const d of DIRECTIONS) {
      const o = { col: 7, row: 7 };
      expect(offsetNeighbour(offsetNeighbour(o, d), oppositeDirection(d))).toEqual(o);
    }
  });
});

describe('offsetCentre: map units of the DS maps', () => {
  it('puts every neighbour √3 map units from the hex centre (4.2.5.1: adjacent hexes are 1 apart)', () => {
    for (const o of [{ col: 41, row: 14 }, { col: 42, row: 14 }]) {
      const c = offsetCentre(o);
      for (const n of offsetNeighbours(o)) {
        const d = offsetCentre(n);
        expect(Math.hypot(d.x - c.x, d.y - c.y)).toBeCloseTo(Math.sqrt(3), 9);
      }
    }
  });
});
