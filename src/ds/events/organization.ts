import { z } from 'zod';
import { hexId, id } from './common.ts';

/** 2.3 Organization Segment. */
export const combine = z.object({ type: z.literal('COMBINE'), units: z.array(id).min(2), into: id }).strict();
export const convert = z.object({ type: z.literal('CONVERT'), unit: id, into: id }).strict();
export const eliminate = z.object({ type: z.literal('ELIMINATE'), unit: id }).strict();
export const breakDown = z.object({ type: z.literal('BREAK_DOWN'), unit: id, into: z.array(id).min(1) }).strict();
export const placeDetachment = z.object({ type: z.literal('PLACE_DETACHMENT'), marker: id, hex: hexId }).strict();
export const removeDetachment = z.object({ type: z.literal('REMOVE_DETACHMENT'), marker: id }).strict();

export const organizationEvents = [combine, convert, eliminate, breakDown, placeDetachment, removeDetachment] as const;
export type OrganizationEvent = z.infer<(typeof organizationEvents)[number]>;
