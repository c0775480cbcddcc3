import type { CombatUnit } from '../model/pieces.ts';
import { combatUnitsIn, hexOf } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';
import type { CombatUnderWay } from '../turn/combat.ts';
import { alive } from './figures.ts';
import { mayEnter } from './movement.ts';
import { ableToMove } from './retreats.ts';
import { attackerRetreated } from './results.ts';

/**
 * O-RT10 9.12g, 9.2 step 9 advanceAfterCombat: "If all of the defenders are destroyed or retreat,
 * attacking units can enter the defender's hex. A) Only those units that paid combat supply costs
 * (including those with a strength of zero) can advance. B) If the attackers take their option as
 * a retreat, no advance is possible. C) Advance after combat can capture or destroy enemy ships,
 * aircraft, and non-combat units per 9.14. D) Advance after combat is required after a successful
 * overrun, but not after regular combat. The owning player gets to choose which of his attacking
 * units advance (if any)." Every declared attacker paid (the attack went on only once paid);
 * units unable to move in any Mode cannot advance (9.12b); the hex must be one they may enter.
 */
export function advanceCandidates(g: OcsGame, c: CombatUnderWay): CombatUnit[] {
  if (c.cancelled || !c.supply.attacker || attackerRetreated(c.attacker)) return [];
  if (combatUnitsIn(g, c.target).some((u) => u.side !== c.attackerSide)) return [];
  return alive(g, c.attackers).filter((u) => hexOf(g, u.id) === c.origin[u.id] && ableToMove(u) && mayEnter(g, u.unitClass, c.origin[u.id]!, c.target));
}

/** 9.12g D: after a successful overrun the advance is required (the whole stack goes in: R-OCS-OVERRUN). */
export const advanceRequired = (c: CombatUnderWay): boolean => c.kind === 'overrun';
