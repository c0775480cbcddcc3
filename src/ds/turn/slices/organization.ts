/** Bookkeeping of the Organization Segment (2.3): the once-per-turn conversions (2.3.2). */
export interface OrganizationSlice {
  /** Conversions limited to one per turn that were made (the Per fortress, a Line fort...). */
  readonly oncePerTurnUsed: readonly string[];
}

export const emptyOrganizationSlice: OrganizationSlice = { oncePerTurnUsed: [] };
