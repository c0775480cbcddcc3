/** Guards and actions of the Combat Phase: attack. */
export const attackGuards = {};
export const attackActions = {};
