import type { AwawGame } from '../model/game.ts';
import { nationalityOf } from '../model/queries.ts';
import type { GroundUnit } from '../model/units.ts';
import { armyOilApplies, effectiveSupply } from './ground-units.ts';
import { partisanCtl } from './partisans/movement-combat.ts';

/**
 * 15.8 Combat Training Levels. Catalog: ocs-awaw.md W-59..W-64.
 */

/**
 * W-60 15.81 ctlReduction (with GU-2 10.11 and GU-11 10.23): a ground unit's CTL is its
 * nationality's, reduced by one in partial supply or under army oil effects; not cumulative.
 * Flak is unaffected (GU-75 10.93). PT-51 11.47 partisanCtl: partisans have CTL one, which research
 * may not raise (and they are always in supply, 11.51).
 */
export function unitCtl(g: AwawGame, u: GroundUnit): number {
  const base = partisanCtl(u, nationalityOf(g, u).ctl);
  if (u.type === 'flak' || u.type === 'partisan') return base;
  return effectiveSupply(u) === 'partial' || armyOilApplies(u) ? base - 1 : base;
}

/** W-59 15.82A roundsByCtl: a CTL of one or less permits one round, two a second, three a third... */
export const maxRounds = (ctl: number): number => Math.max(1, ctl);
/** Whether a unit of this CTL may take part in round `round` (15.71: units unable to attack again drop out). */
export const ctlAllowsRound = (ctl: number, round: number): boolean => round <= maxRounds(ctl);

/**
 * W-61 15.82B ctlSupportUnits: air units give ground support only in the rounds their CTL allows (a
 * CTL of one: the first round only); defensive air support is not restricted by CTL.
 */
export const airSupportsRound = (airCtl: number, round: number): boolean => round <= maxRounds(airCtl);

/** W-62 15.82C ctlBreakthrough: armor with a CTL of zero or less may not create breakthroughs or exploit. */
export const ctlAllowsBreakthrough = (ctl: number): boolean => ctl >= 1;

/** W-63 15.82D ctlExploitMove (= XP-13 16.31A-B): CTL one halves exploitation movement (round up) before weather; two or more: full. */
export const exploitationAllowanceByCtl = (movement: number, ctl: number): number => (ctl >= 2 ? movement : Math.ceil(movement / 2));

/** W-64 15.82E ctlDefense: as 15.33C (W-27), computed in dm-negative.ts. */
export const ctlDefensePenaltyApplies = (ctl: number): boolean => ctl <= 0;
