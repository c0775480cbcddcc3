/** Bookkeeping of the Political Events Segment (2.1): which listed action, on which table. */
export interface PoliticalEventsSlice {
  /** Index of the listed action being resolved. */
  readonly action: number;
  /** Table the next roll is made on, when a result chained to another table (2.1 PE-4). */
  readonly table?: string;
}
