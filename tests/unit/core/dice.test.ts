import { describe, expect, it } from 'vitest';
import { newDice, rollD6 } from '../../../src/core/dice.ts';

describe('dice kept in the snapshot', () => {
  it('the same seed gives the same rolls; another seed, other rolls', () => {
    const roll = (seed: number) => {
      let dice = newDice(seed);
      const out: number[] = [];
      for (let i = 0; i < 30; i++) { const r = rollD6(dice); out.push(r.value); dice = r.dice; }
      return out;
    };
    expect(roll(42)).toEqual(roll(42));
    expect(roll(42)).not.toEqual(roll(43));
  });

  it('rolls 1 to 6, each face about as often as the others', () => {
    let dice = newDice(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) { const r = rollD6(dice); counts[r.value - 1]!++; dice = r.dice; }
    for (const c of counts) expect(c).toBeGreaterThan(850);
    expect(counts.reduce((a, b) => a + b)).toBe(6000);
  });

  it('a value read off physical dice is used as is and does not move the generator', () => {
    const dice = newDice(5);
    const r = rollD6(dice, 4);
    expect(r.value).toBe(4);
    expect(r.dice).toEqual({ state: dice.state, rolled: 1 });
    expect(() => rollD6(dice, 7)).toThrow(/1 to 6/);
  });
});
