/** Guards and actions of 2.2.4 Blitz Marker Placement. */
export const blitzPlacementGuards = {};
export const blitzPlacementActions = {};
