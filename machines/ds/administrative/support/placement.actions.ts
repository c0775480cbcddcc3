/** Guards and actions of 2.2.3 Support Unit and Convoy Marker Placement. */
export const placementGuards = {};
export const placementActions = {};
