import { z } from 'zod';

/** Events of the Combat Phase (rule 4): blitz-combat. */
export const blitzCombatEvents = [] as const;
export type BlitzCombatEvent = z.infer<(typeof blitzCombatEvents)[number]>;
