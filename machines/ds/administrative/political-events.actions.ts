/** Guards and actions of the Political Events Segment (2.1). */
export const politicalEventsGuards = {};
export const politicalEventsActions = {};
