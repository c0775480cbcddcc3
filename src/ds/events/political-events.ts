import { z } from 'zod';
import type { PoliticalResult } from '../data/political-events.sample.ts';
import { hexId, id } from './common.ts';

const count = z.number().int().min(0).max(9);

/**
 * 2.1 Political Events Segment. Rolls use the common ROLL event on a bundled sample table; with
 * the printed chart, the player enters the result read from it instead: its text, and what the
 * engine must know of it (the table it directs to, PE-4; the rules section of an italicized
 * event, PE-6; Blitz markers awarded, PE-8; SNLF Beachhead-0 markers, PE-9; steps lost, PE-7).
 */
export const politicalResult = z.object({
  type: z.literal('POLITICAL_RESULT'),
  result: z.string().min(1, { error: 'the result as printed on your chart' }),
  rollOn: z.string().min(1).optional(),
  rule: z.string().min(1).optional(),
  blitzMarkers: count.optional(),
  snlfBeachheads: count.optional(),
  stepLosses: count.optional(),
}).strict();

/** PE-9 (2.2.3.4): an Axis SNLF Beachhead-0 marker placed by Operation Z or Widespread Attacks. */
export const placeSnlfBeachhead = z.object({ type: z.literal('PLACE_SNLF_BEACHHEAD'), marker: id, hex: hexId, arrowTo: hexId }).strict();

export const politicalEventsEvents = [politicalResult, placeSnlfBeachhead] as const;
export type PoliticalEventsEvent = z.infer<(typeof politicalEventsEvents)[number]>;
export type PoliticalResultEvent = z.infer<typeof politicalResult>;

/** The result an event carries, in the shape of a table's result. */
export function resultOf(e: PoliticalResultEvent): PoliticalResult {
  const { type: _type, ...result } = e;
  return result;
}
