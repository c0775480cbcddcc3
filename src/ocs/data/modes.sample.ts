import type { Mode } from '../model/pieces.ts';

/**
 * SAMPLE mode effects on Combat Strength (5.0, not in the seed). 9.7 asks for "all adjustments for
 * mode" and 9.5a says supply effects come "in addition to possible Mode modifications"; the seed
 * gives only the Action Rating effects (9.6a: DG -1, Strat 0) and that Strat units cannot attack.
 * These multipliers are made up (R-OCS-MODES); a unit's mode and DG marker multiply together.
 */
export const MODES_SAMPLE_NOTE = 'SAMPLE mode effects (made up; OCS 5.0 is not in the seed)';

export const MODE_STRENGTH_SAMPLE: Readonly<Record<Mode, number>> = {
  combat: 1,
  move: 0.5,
  strat: 0.25,
  reserve: 1,
  exploit: 1,
};

export const DG_STRENGTH_SAMPLE = 0.5;
