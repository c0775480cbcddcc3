import { z } from 'zod';
import { hexId, id } from './common.ts';

/** 2.2.4 Blitz Marker Placement (Cabinet Crisis rolls use ROLL). */
export const placeBlitz = z.object({ type: z.literal('PLACE_BLITZ'), marker: id, hex: hexId }).strict();

export const blitzEvents = [placeBlitz] as const;
export type BlitzEvent = z.infer<(typeof blitzEvents)[number]>;
