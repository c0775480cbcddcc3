/** Bookkeeping of the Organization Segment (2.3): the once-per-turn conversions (2.3.2.4). */
export interface OrganizationSlice {
  /**
   * Conversions limited to one per turn that were made, by fortress name: 'Per' (FH-5, one
   * Japanese unit per turn) and 'Line' (FH-10, one Russian unit per turn).
   */
  readonly oncePerTurnUsed: readonly string[];
}

export const emptyOrganizationSlice: OrganizationSlice = { oncePerTurnUsed: [] };
