/**
 * The rulebook examples that fix the grid convention (odd columns half a hex toward higher rows).
 * Each test states one fact an example relies on.
 */
import { describe, expect, it } from 'vitest';
import { twoMapBlock, westBlock } from './fixtures.ts';

const west = westBlock();

describe('4.2.5.1 Retreat farther away — Akyab example (Dr3 from w4114)', () => {
  const akyab = 'w4114';
  const dacca = 'w4313';
  const calcutta = 'w4213';

  it('Akyab w4114 is adjacent to w4214, the first retreat hex', () => {
    expect(west.adjacent(akyab, 'w4214')).toBe(true);
  });

  it('w4214 is adjacent to Dacca w4313, the second retreat hex', () => {
    expect(west.adjacent('w4214', dacca)).toBe(true);
  });

  it('Dacca is two hexes from Akyab', () => {
    expect(west.distance(akyab, dacca)).toBe(2);
  });

  it('Calcutta w4213 is two hexes from Akyab despite the All-Sea hexside, the same as Dacca', () => {
    expect(west.distance(akyab, calcutta)).toBe(2);
    expect(west.distance(akyab, calcutta)).toBe(west.distance(akyab, dacca));
  });

  it('w4314 is two hexes from Akyab', () => {
    expect(west.distance(akyab, 'w4314')).toBe(2);
  });

  it('w4312, w4413 and w4414 are each three hexes from Akyab', () => {
    for (const h of ['w4312', 'w4413', 'w4414']) expect(west.distance(akyab, h)).toBe(3);
  });

  it('w4312, w4413 and w4414 are each adjacent to Dacca', () => {
    for (const h of ['w4312', 'w4413', 'w4414']) expect(west.adjacent(dacca, h)).toBe(true);
  });

  it('Calcutta and w4314 are adjacent to Dacca (a retreat there would not be farther away)', () => {
    expect(west.adjacent(dacca, calcutta)).toBe(true);
    expect(west.adjacent(dacca, 'w4314')).toBe(true);
  });

  it("Dacca's neighbours farther from Akyab than Dacca are exactly w4312, w4413, w4414", () => {
    const farther = west.neighbours(dacca).filter((h) => west.distance(akyab, h) > west.distance(akyab, dacca));
    expect([...farther].sort()).toEqual(['w4312', 'w4413', 'w4414']);
    const atThree = west.neighbours(dacca).filter((h) => west.distance(akyab, h) === 3);
    expect([...atThree].sort()).toEqual(['w4312', 'w4413', 'w4414']);
  });
});

describe('4.2.5.1 Retreat farther away — Chungking example', () => {
  it('w4520 is adjacent to Chungking w4620 (distance 1)', () => {
    expect(west.adjacent('w4520', 'w4620')).toBe(true);
    expect(west.distance('w4520', 'w4620')).toBe(1);
  });
});

describe('4.2.5.2 Strait and All-Sea hexsides — Taihoku example', () => {
  it('Taihoku w4324 is adjacent to both Foochow w4424 and Amoy w4323 (only the hexside type differs)', () => {
    expect(west.adjacent('w4324', 'w4424')).toBe(true);
    expect(west.adjacent('w4324', 'w4323')).toBe(true);
  });
});

describe('4.2.5.3 Retreating stacks — Kiangsu example', () => {
  it('w4723 and w4623, the two first retreat hexes, are adjacent', () => {
    expect(west.adjacent('w4723', 'w4623')).toBe(true);
  });

  it('from w4623 the retreat continues into w4722 or w4522, both adjacent', () => {
    expect(west.adjacent('w4623', 'w4722')).toBe(true);
    expect(west.adjacent('w4623', 'w4522')).toBe(true);
  });

  it('w4622 is adjacent to w4623 (only the lake hexside prevents the retreat)', () => {
    expect(west.adjacent('w4623', 'w4622')).toBe(true);
  });

  it("the 9th War Zone's hex can be adjacent to both w4723 and w4623", () => {
    const common = west.neighbours('w4723').filter((h) => west.adjacent(h, 'w4623'));
    expect(common.length).toBeGreaterThan(0);
  });
});

describe('2.2.3.1 CV Strike placement — Kavieng example', () => {
  it('Kavieng e2908 is one hex from e3009 (the CV Strike is "placed one hex away")', () => {
    const board = twoMapBlock();
    expect(board.adjacent('e3009', 'e2908')).toBe(true);
    expect(board.distance('e3009', 'e2908')).toBe(1);
  });
});

describe('2.2.3.3 Placement and contesting restrictions — Java example', () => {
  it('the CV Fleet in w2717 moves one hex to Telekbetung w2818 as a CV Strike', () => {
    expect(west.adjacent('w2717', 'w2818')).toBe(true);
  });

  it('Telekbetung w2818 and Batavia w2819 are adjacent', () => {
    expect(west.adjacent('w2818', 'w2819')).toBe(true);
  });

  it('the rulebook\'s "adjacent" for w2818 and w2618 is inconsistent with the other examples: they are two hexes apart', () => {
    expect(west.distance('w2818', 'w2618')).toBe(2);
    expect(west.adjacent('w2818', 'w2618')).toBe(false);
  });
});

describe('2.2.3.1 Air Force placement range — Singapore example', () => {
  it('"any hex from Singapore w3218 out to three hexes" is 1 + 6 + 12 + 18 = 37 hexes on a full block', () => {
    const hexes = west.within('w3218', 3);
    expect(hexes).toHaveLength(37);
    expect(new Set(hexes).size).toBe(37);
    for (const h of hexes) expect(west.distance('w3218', h)).toBeLessThanOrEqual(3);
    expect(hexes[0]).toBe('w3218');
  });
});
