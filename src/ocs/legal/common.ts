import type { Violation } from '../../core/violation.ts';
import type { OcsEvent } from '../events/index.ts';
import type { CombatUnderWay } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';

export const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

export const noCombat = (): Violation[] => [v('9.2', 'procedure.noCombat', 'No combat is being resolved now.')];
export const underWay = (ctx: OcsTurnContext): CombatUnderWay | undefined => ctx.turn.combat;

/** ROLL with the number of dice the step asks for, or none (the seeded dice). */
export function rollViolations(e: Extract<OcsEvent, { type: 'ROLL' }>, n: number, what: string): Violation[] {
  if (e.dice === undefined || e.dice.length === n) return [];
  return [v('9.2', 'roll.diceCount', `${what} is ${n === 1 ? 'one die' : 'two dice'}: give ${n} ${n === 1 ? 'value' : 'values'}, or none to let the dice roll.`)];
}

/** Every ROLL a step of `n` dice accepts: the seeded roll and each face (or pair of faces). */
export function rollEvents(n: number): OcsEvent[] {
  const faces = [1, 2, 3, 4, 5, 6];
  const dice = n === 1 ? faces.map((a) => [a]) : faces.flatMap((a) => faces.map((b) => [a, b]));
  return [{ type: 'ROLL' }, ...dice.map((d): OcsEvent => ({ type: 'ROLL', dice: d }))];
}
