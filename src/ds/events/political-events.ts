import { z } from 'zod';

/**
 * 2.1 Political Events Segment. Rolls use the common ROLL event; add events here only for choices
 * the segment asks of the player.
 */
export const politicalEventsEvents = [] as const;
export type PoliticalEventsEvent = z.infer<(typeof politicalEventsEvents)[number]>;
