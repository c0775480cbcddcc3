import { describe, expect, it } from 'vitest';
import { mergeNamed } from '../../../src/core/named.ts';

describe('guards and actions merged by name', () => {
  it('keeps every entry of every map', () => {
    const merged = mergeNamed('guard', { a: { x: 1 }, b: { y: 2 } });
    expect(merged).toEqual({ x: 1, y: 2 });
  });

  it('a name declared in two maps is an error naming it and both maps, not a silent override', () => {
    expect(() => mergeNamed('guard', { placementGuards: { mayPlace: 1 }, attackGuards: { mayPlace: 2 } }))
      .toThrow('the guard "mayPlace" is declared twice: in placementGuards and in attackGuards');
  });
});
