/**
 * Dice kept in the game snapshot: a seeded generator (mulberry32), so that the same seed and the
 * same events always give the same game, or a value the player read off physical dice.
 */
export interface DiceState {
  /** Generator state; advances with every roll the generator makes. */
  readonly state: number;
  /** How many dice have been rolled so far (by the generator or by hand). */
  readonly rolled: number;
}

export const newDice = (seed: number): DiceState => ({ state: seed >>> 0, rolled: 0 });

function mulberry32(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

export const isDieValue = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6;

/**
 * One six-sided die: the player's own value when given (physical dice), else the generator's.
 * A given value outside 1..6 is a caller error; events are validated before they get here.
 */
export function rollD6(dice: DiceState, given?: number): { value: number; dice: DiceState } {
  if (given !== undefined) {
    if (!isDieValue(given)) throw new RangeError(`a die shows 1 to 6, not ${given}`);
    return { value: given, dice: { state: dice.state, rolled: dice.rolled + 1 } };
  }
  const r = mulberry32(dice.state);
  return { value: 1 + Math.floor(r.value * 6), dice: { state: r.state, rolled: dice.rolled + 1 } };
}
