import { OVERRUN_ODDS } from '../../data/movement.ts';
import type { AttackForce, CombatMode } from '../../model/combat.ts';
import type { AwawGame } from '../../model/game.ts';
import type { Faction } from '../../model/ids.ts';
import { unit } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { TurnBook } from '../../turn/context.ts';
import { defendersIn, groundStrengths } from '../attack.ts';
import { attackFactor, defenseFactor } from '../ground-units.ts';
import { attackTotal, defenseTotal, oddsOf, type Odds } from '../odds.ts';
import { supportBaseFactors } from '../partisans/movement-combat.ts';
import { airAvailable, supportLimit } from '../support.ts';

/**
 * 13.51-13.53 The odds of an overrun and the air that changes them. Catalog: OV-3, OV-4 (the 6:1),
 * OV-9, OV-10, OV-14.
 */

/** An overrun as the odds read it. */
export interface OverrunForce {
  readonly mode: CombatMode;
  readonly faction: Faction;
  readonly units: readonly string[];
  readonly hex: string;
}

/**
 * OV-3 13.51 overrunDms (= W-14 15.34): units being overrun get the positive and negative DMs of
 * 15.3 as if attacked; the force is that of an attack on the overrun hex, with no airdrop (OV-14
 * 13.532: airdrops do not assist overruns in the movement phase) and no seaborne attackers.
 */
export const overrunAttackForce = (o: OverrunForce, groundSupport: number, defensiveAir: number): AttackForce =>
  ({ mode: o.mode, faction: o.faction, targets: [o.hex], attackers: o.units, dropped: [], seaborne: [], groundSupport, defensiveAir });

/**
 * The odds of an overrun: the overrunning factors plus ground support against the DM-modified
 * defending factors plus the defensive air support that survived interception (15.51's totals and
 * its rounding, "fractions are ignored": AG-G-48).
 */
export function overrunOdds(g: AwawGame, o: OverrunForce, groundSupport: number, survivingDefensiveAir: number): Odds {
  const s = groundStrengths(g, overrunAttackForce(o, groundSupport, survivingDefensiveAir));
  return oddsOf(attackTotal(s.attack, groundSupport), defenseTotal(s.defense, survivingDefensiveAir, false));
}

/** OV-4 13.52: an overrun needs odds of 6:1 or greater. */
export const overrunOddsMet = (odds: Odds): boolean => odds.ratio >= OVERRUN_ODDS;

/**
 * OV-9 13.53 overrunAirSupport: available offensive ground support may assist an overrun, in
 * movement or exploitation; the defender may give the units overrun defensive air support; the
 * attacker's uncommitted air within range may intercept it, the air combat resolved at once (rule
 * 19 is not in the texts: the players enter what interception turned back, R-AWAW-AIR). The
 * limits are R-AWAW-AIR's: air not yet flown this player turn, three factors per supported ground
 * factor, partisans supporting none (PT-47, PT-48).
 */
export function maxOverrunGroundSupport(g: AwawGame, book: TurnBook, o: OverrunForce): number {
  const units = o.units.map((id) => unit(g, id)).filter((u): u is GroundUnit => u !== undefined);
  return supportLimit(airAvailable(g, book, o.faction), supportBaseFactors(units, attackFactor));
}

export function maxOverrunDefensiveAir(g: AwawGame, book: TurnBook, o: OverrunForce, defender: Faction): number {
  const defenders = defendersIn(g, o.hex, o.faction);
  return supportLimit(airAvailable(g, book, defender), supportBaseFactors(defenders, defenseFactor));
}

/** OV-9: the defensive air support the attacker may try to turn back: all of it, if he has uncommitted air left. */
export const maxInterception = (g: AwawGame, book: TurnBook, o: OverrunForce, groundSupport: number, defensiveAir: number): number =>
  airAvailable(g, book, o.faction) - groundSupport > 0 ? defensiveAir : 0;

/**
 * OV-10 13.53 seaTransportedAirOverrun: sea-transported air assists overruns only from its hex of
 * debarkation (air and sea transport are rules 18 and 21, not in the texts).
 */
export const seaTransportedAirMayAssist = (debarkationHex: string, baseHex: string): boolean => debarkationHex === baseHex;
