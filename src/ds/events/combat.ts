import { z } from 'zod';
import { FACTIONS } from '../model/factions.ts';
import { hexId, id } from './common.ts';

/**
 * Events of the Attack Sequence (4.2.1, 4.2.2), in Blitz Combat (4.1.2) and Regular Combat (4.2).
 * The die is the common ROLL; DONE ends the attack declarations, and ends Step 8 of an attack.
 */

/** 4.2.2 Step 1: the defending hex, the attacking units and, optionally, one HQ giving Ranged Support. */
export const attackEvent = z.object({
  type: z.literal('ATTACK'),
  target: hexId,
  attackers: z.array(id).min(1, { error: 'an attack needs at least one attacking unit' }),
  rangedSupport: id.optional(),
}).strict();

/** 4.2.2 Step 2: the defender declares one supplied HQ giving Ranged Support, or none (no `hq`). */
export const defensiveSupportEvent = z.object({
  type: z.literal('DEFENSIVE_SUPPORT'),
  faction: z.enum(FACTIONS),
  hq: id.optional(),
}).strict();

/** 4.2.2 Step 5: the result read on the player's own CRT instead of rolling on the bundled SAMPLE, e.g. 'Dr2 0/1'. */
export const combatResultEvent = z.object({ type: z.literal('COMBAT_RESULT'), result: z.string().min(1) }).strict();

/** 4.2.4.1 Ad, Ex: the attacker retreats one hex, or one attacking unit takes a step loss. */
export const attackerChoiceEvent = z.object({ type: z.literal('ATTACKER_CHOICE'), choice: z.enum(['retreat', 'stepLoss']) }).strict();

/** 4.2.5: the retreating force goes one hex, into `hex`. */
export const retreatEvent = z.object({ type: z.literal('RETREAT'), hex: hexId }).strict();

/** 4.2.5.3 Voluntary Retreat Conversion (and the defender's choice after an Ex): one Retreat hex becomes one step loss. */
export const voluntaryConversionEvent = z.object({ type: z.literal('VOLUNTARY_CONVERSION') }).strict();

/** 4.2.6, 4.2.6.2: one step lost by `unit`; `replacements` are the one-step units put in its place, in order. */
export const loseStepEvent = z.object({ type: z.literal('LOSE_STEP'), unit: id, replacements: z.array(id) }).strict();

/** 4.2.7 Advance After Combat: `unit` is placed in the defending hex `hex`. */
export const advanceEvent = z.object({ type: z.literal('ADVANCE'), unit: id, hex: hexId }).strict();

/** 4.2.8 Exploitation, one hex at a time: first into the defending hex, then into adjacent Land hexes. */
export const exploitEvent = z.object({ type: z.literal('EXPLOIT'), unit: id, hex: hexId }).strict();

export const combatEvents = [
  attackEvent, defensiveSupportEvent, combatResultEvent, attackerChoiceEvent, retreatEvent, voluntaryConversionEvent,
  loseStepEvent, advanceEvent, exploitEvent,
] as const;
export type CombatEvent = z.infer<(typeof combatEvents)[number]>;
