import type { Faction } from './factions.ts';

/**
 * Facts the DS rules rely on but the seeds do not define how to work out. They are data on the
 * state, set by the scenario (or by the player, later), each recorded in docs/rulings.md.
 */
export interface UndefinedFacts {
  /** R-SUPPLY: counters (units and markers) that are out of supply; all others are supplied. */
  readonly unsupplied: readonly string[];
  /** R-ZOC: for each faction, the hexes into which its units exert a zone of control. */
  readonly zonesOfControl: Readonly<Partial<Record<Faction, readonly string[]>>>;
  /** R-FAILURE: countries whose Failure (14.12/14.15) is in effect. */
  readonly failures: readonly string[];
}

export const NO_FACTS: UndefinedFacts = { unsupplied: [], zonesOfControl: {}, failures: [] };
