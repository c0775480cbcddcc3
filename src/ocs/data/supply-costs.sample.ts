/**
 * SAMPLE combat supply costs (9.5b, 12.4). The seed prices combat supply "according to the Supply
 * Table (9.5)", which it does not print, and gives one example: three 1-RE attackers cost 3T, a
 * 1/2-RE defender 1T. These costs agree with it: tokens per RE of the side's involved units,
 * the total rounded up. Made up, NOT the OCS Supply Table (R-OCS-COMBAT-SUPPLY).
 */
export const SUPPLY_COSTS_SAMPLE_NOTE = 'SAMPLE combat supply costs (made up; not the OCS Supply Table)';

export const SUPPLY_COSTS_SAMPLE = { attackTokensPerRe: 1, defendTokensPerRe: 1 } as const;

/** Tokens in one Supply Point. */
export const TOKENS_PER_SP = 4;
