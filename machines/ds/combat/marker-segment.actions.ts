/** Guards and actions of the Combat Phase: marker-segment. */
export const markerSegmentGuards = {};
export const markerSegmentActions = {};
