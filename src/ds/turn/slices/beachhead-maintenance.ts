/** Bookkeeping of Beachhead Maintenance (2.2.2): markers already kept or returned. */
export interface BeachheadMaintenanceSlice {
  /** Beachhead markers dealt with this step (kept, or returned to the Force Pool). */
  readonly done: readonly string[];
}

export const emptyBeachheadMaintenanceSlice: BeachheadMaintenanceSlice = { done: [] };
