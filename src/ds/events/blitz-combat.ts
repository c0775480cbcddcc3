import { z } from 'zod';
import { hexId, id } from './common.ts';

/** 4.1.1 Airdrop: an airborne unit flips to its Airdrop marker, placed in `hex`. */
export const airdrop = z.object({ type: z.literal('AIRDROP'), unit: id, hex: hexId }).strict();
/** 4.1.3 Beachhead Landing: `unit` lands across the Beachhead Hexside of `marker`. */
export const beachheadLanding = z.object({ type: z.literal('BEACHHEAD_LANDING'), unit: id, marker: id }).strict();
/** 4.1.3.1 Special SNLF Landing: a Japanese Detachment lands across the SNLF Beachhead-0's hexside. */
export const snlfLanding = z.object({ type: z.literal('SNLF_LANDING'), marker: id, detachment: id }).strict();
/** 4.1.4 Airdrop Landing: `unit` from the Force Pool replaces `marker`; without `unit`, no landing. */
export const airdropLanding = z.object({ type: z.literal('AIRDROP_LANDING'), marker: id, unit: id.optional() }).strict();

/** Events of the Combat Phase (rule 4): blitz-combat. */
export const blitzCombatEvents = [airdrop, beachheadLanding, snlfLanding, airdropLanding] as const;
export type BlitzCombatEvent = z.infer<(typeof blitzCombatEvents)[number]>;
