import { z } from 'zod';
import { id } from './common.ts';

/** 2.2.2 Beachhead Maintenance: keep (BM-1) or return a marker; Inland Advance before removal (BM-5). */
export const keepBeachhead = z.object({ type: z.literal('KEEP_BEACHHEAD'), marker: id }).strict();
export const returnBeachhead = z.object({ type: z.literal('RETURN_BEACHHEAD'), marker: id }).strict();
export const inlandAdvance = z.object({ type: z.literal('INLAND_ADVANCE'), marker: id, unit: id }).strict();

export const beachheadMaintenanceEvents = [keepBeachhead, returnBeachhead, inlandAdvance] as const;
export type BeachheadMaintenanceEvent = z.infer<(typeof beachheadMaintenanceEvents)[number]>;
