/** Bookkeeping of Beachhead Maintenance (2.2.2): markers already kept or returned. */
export interface BeachheadMaintenanceSlice {
  readonly done: readonly string[];
}

export const emptyBeachheadMaintenanceSlice: BeachheadMaintenanceSlice = { done: [] };
