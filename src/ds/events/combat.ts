import { z } from 'zod';

/** Events of the Combat Phase (rule 4): combat. */
export const combatEvents = [] as const;
export type CombatEvent = z.infer<(typeof combatEvents)[number]>;
