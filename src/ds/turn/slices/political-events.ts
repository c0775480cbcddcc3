/** Bookkeeping of the Political Events Segment (2.1): which listed action, on which table. */
export interface PoliticalEventsSlice {
  /** Index of the listed action being resolved; equal to the number of actions once all are done (PE-2). */
  readonly action: number;
  /** Table the next roll is made on, when a result chained to another table (2.1 PE-4). */
  readonly table?: string;
  /** SNLF Beachhead-0 markers the last final result lets the Axis place now (PE-9). */
  readonly snlfToPlace?: number;
}

export const emptyPoliticalEventsSlice: PoliticalEventsSlice = { action: 0 };
