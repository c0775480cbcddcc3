/** Guards and actions of the Combat Phase: blitz-combat. */
export const blitzCombatGuards = {};
export const blitzCombatActions = {};
