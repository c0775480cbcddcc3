import { rollD6, type DiceState } from '../../core/dice.ts';

/** `n` dice: the player's own faces when given, else the seeded generator's. */
export function rollDice(dice: DiceState, n: number, given?: readonly number[]): { values: number[]; dice: DiceState } {
  const values: number[] = [];
  let d = dice;
  for (let i = 0; i < n; i++) {
    const r = rollD6(d, given?.[i]);
    values.push(r.value);
    d = r.dice;
  }
  return { values, dice: d };
}
