import { sampleResult } from '../data/combat-table.sample.ts';

/** 9.9 Combat Resolution. */

/**
 * O-C1 9.9 combatRoll: "roll two dice. Add the Action Rating DRM (9.6) and subtract the full value
 * of any hedgehog in the defender's hex." (The Surprise roll's hedgehog modifier is always -1.)
 */
export const modifiedCombatRoll = (dice: readonly number[], drm: number, hedgehogLevel: number): number =>
  dice.reduce((a, b) => a + b, 0) + drm - hedgehogLevel;

/** "Cross index the modified dice roll with the final odds column to find the result" (the SAMPLE table). */
export const tableResult = (column: number, modified: number): string => sampleResult(column, modified);
