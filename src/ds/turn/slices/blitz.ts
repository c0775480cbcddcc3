/** A Cabinet Crisis roll an Axis Blitz marker placement calls for (2.2.4 BZ-4, BZ-5). */
export interface PendingCabinetCrisis {
  readonly marker: string;
  readonly hex: string;
  /** A Land hex while the Army does not lead the government, or All-Sea while the Navy does not. */
  readonly cause: 'land' | 'sea';
}

/** Bookkeeping of Blitz markers this turn (2.2.4). */
export interface BlitzSlice {
  /** Blitz markers awarded this turn by Political Events (PE-8, BZ-1). */
  readonly awarded: number;
  /** Blitz markers placed in this step. */
  readonly placed: number;
  /** The Cabinet Crisis roll due before anything else happens. */
  readonly cabinetCrisis?: PendingCabinetCrisis;
}

export const emptyBlitzSlice: BlitzSlice = { awarded: 0, placed: 0 };
