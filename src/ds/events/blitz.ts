import { z } from 'zod';
import { hexId, id } from './common.ts';

/** 2.2.4 Blitz Marker Placement. A Cabinet Crisis roll uses ROLL, or the result read from the printed chart. */
export const placeBlitz = z.object({ type: z.literal('PLACE_BLITZ'), marker: id, hex: hexId }).strict();
export const cabinetCrisisResult = z.object({
  type: z.literal('CABINET_CRISIS_RESULT'),
  result: z.string().min(1, { error: 'the result as printed on your chart' }),
}).strict();

export const blitzEvents = [placeBlitz, cabinetCrisisResult] as const;
export type BlitzEvent = z.infer<(typeof blitzEvents)[number]>;
