import { z } from 'zod';
import { hexId, id } from './common.ts';
import { inUnitOrder } from './unit-order.ts';

/**
 * 2.3 Organization Segment. Each action names counters by id; the rules layer says whether it is
 * legal (src/ds/rules/organization) and what it does.
 */
/**
 * 2.3.1: combine two units stacked together, one step at a time, `into` one of them (it flips up) or
 * a Force Pool unit. The units may be given in any order: they are put in the one order the rules
 * check (R-ORG-UNIT-ORDER), so that the same combination is always the same event.
 */
export const combine = z.object({ type: z.literal('COMBINE'), units: z.array(id).min(2).transform(inUnitOrder), into: id }).strict();
/** 2.3.2: convert `unit` into a fortress or garrison from the Force Pool; `into` equal to `unit` flips a port-a-fort. */
export const convert = z.object({ type: z.literal('CONVERT'), unit: id, into: id }).strict();
/** 2.3.3: voluntarily eliminate a whole unit. */
export const eliminate = z.object({ type: z.literal('ELIMINATE'), unit: id }).strict();
/** 2.3.4: break `unit` down one step, taking the one-step units `into` (in any order, put in one order as for COMBINE) from the Force Pool or its Holding Box. */
export const breakDown = z.object({ type: z.literal('BREAK_DOWN'), unit: id, into: z.array(id).min(1).transform(inUnitOrder) }).strict();
/** 2.3.5: place a Detachment from the Force Pool in a hex, or remove one from the map to the Delay Box. */
export const placeDetachment = z.object({ type: z.literal('PLACE_DETACHMENT'), marker: id, hex: hexId }).strict();
export const removeDetachment = z.object({ type: z.literal('REMOVE_DETACHMENT'), marker: id }).strict();

export const organizationEvents = [combine, convert, eliminate, breakDown, placeDetachment, removeDetachment] as const;
export type OrganizationEvent = z.infer<(typeof organizationEvents)[number]>;
