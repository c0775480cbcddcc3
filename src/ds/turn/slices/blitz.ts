/** Bookkeeping of Blitz markers this turn (2.2.4). */
export interface BlitzSlice {
  /** Blitz markers awarded this turn by Political Events (PE-8, BZ-1). */
  readonly awarded: number;
  /** Blitz markers placed in this step. */
  readonly placed: number;
}

export const emptyBlitzSlice: BlitzSlice = { awarded: 0, placed: 0 };
