/** Guards and actions of 2.2.2 Beachhead Maintenance. */
export const beachheadMaintenanceGuards = {};
export const beachheadMaintenanceActions = {};
