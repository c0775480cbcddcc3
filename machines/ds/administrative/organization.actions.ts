/** Guards and actions of the Organization Segment (2.3). */
export const organizationGuards = {};
export const organizationActions = {};
