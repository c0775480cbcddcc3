import { z } from 'zod';
import { DS_HEX } from '../model/hex-ids.ts';

/**
 * Events every step may use. CONTINUE confirms a step that asks nothing (a phase the seeds do not
 * describe); DONE declares the phasing faction finished with a repeatable step; ROLL is a die the
 * step asks for, with the value read off physical dice, or none to let the seeded dice roll.
 */
export const continueEvent = z.object({ type: z.literal('CONTINUE') }).strict();
export const doneEvent = z.object({ type: z.literal('DONE') }).strict();
export const rollEvent = z.object({
  type: z.literal('ROLL'),
  value: z.number().int().min(1, { error: 'a die shows 1 to 6' }).max(6, { error: 'a die shows 1 to 6' }).optional(),
}).strict();

export const id = z.string().min(1);
export const hexId = z.string().regex(new RegExp(DS_HEX.idPattern), { error: 'a hex id is a map letter and four digits, e.g. "w3218"' });

/** A free move (R-FREE-MOVES, src/core/free-move.ts): a counter of the phasing faction to a hex, unchecked by the rules. */
export const freeMoveEvent = z.object({ type: z.literal('FREE_MOVE'), piece: id, to: hexId }).strict();

export const commonEvents = [continueEvent, doneEvent, rollEvent, freeMoveEvent] as const;
export type CommonEvent = z.infer<typeof continueEvent> | z.infer<typeof doneEvent> | z.infer<typeof rollEvent> | z.infer<typeof freeMoveEvent>;
