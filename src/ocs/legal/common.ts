import type { Violation } from '../../core/violation.ts';
import type { OcsEvent } from '../events/index.ts';
import type { CombatUnderWay } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';

export const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

export const noCombat = (): Violation[] => [v('9.2', 'procedure.noCombat', 'No combat is being resolved now.')];
export const underWay = (ctx: OcsTurnContext): CombatUnderWay | undefined => ctx.turn.combat;

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** Every ROLL of one die: the seeded roll and each face (any well-formed one is legal where a die is asked). */
export const rollEvents = (): OcsEvent[] => [{ type: 'ROLL' }, ...FACES.map((value): OcsEvent => ({ type: 'ROLL', value }))];

/** Every ROLL_2D6: the seeded roll and each pair of faces. */
export const roll2d6Events = (): OcsEvent[] => [{ type: 'ROLL_2D6' }, ...FACES.flatMap((a) => FACES.map((b): OcsEvent => ({ type: 'ROLL_2D6', dice: [a, b] })))];
