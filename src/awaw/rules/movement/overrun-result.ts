import type { AwawGame } from '../../model/game.ts';
import { unit } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { OverrunRecord, UnderWayOverrun } from '../../turn/movement-book.ts';
import type { Odds } from '../odds.ts';
import { hostileGroundIn } from './entry.ts';
import { overrunOdds, overrunOddsMet } from './overrun-odds.ts';

/**
 * 13.53-13.56 What an overrun comes to. Catalog: OV-11, OV-12, OV-15..OV-17.
 */

/** The defensive air support left after interception (13.53). */
export const survivingDefensiveAir = (o: UnderWayOverrun): number => Math.max(0, (o.defensiveAir ?? 0) - (o.intercepted ?? 0));

/**
 * The overrun resolved once the air is in: OV-12 13.531 failedOverrun: if enough defensive air
 * support survives interception to bring the odds below 6:1, no overrun occurs; else it succeeds.
 */
export function overrunOutcome(g: AwawGame, o: UnderWayOverrun): { readonly odds: Odds; readonly outcome: OverrunRecord['outcome'] } {
  const odds = overrunOdds(g, o, o.groundSupport ?? 0, survivingDefensiveAir(o));
  return { odds, outcome: overrunOddsMet(odds) ? 'succeeded' : 'failed' };
}

/**
 * OV-15 13.54 overrunCasualties: the units overrun are eliminated and removed at once; the moving
 * player loses nothing. Every enemy ground unit in the hex is overrun, flak included (it is
 * eliminated when its hex is occupied anyway, GU-76; AG-G-68); markers stay (R-AWAW-OVERRUN-MARKERS).
 */
export function overrunCasualties(g: AwawGame, o: UnderWayOverrun): GroundUnit[] {
  const first = unit(g, o.units[0]!);
  return first ? hostileGroundIn(g, o.hex, first) : [];
}

/**
 * OV-11 13.53 overrunAirInverted: air that took part in a successful overrun is inverted the moment
 * it ends (here: counted as flown this player turn, R-AWAW-AIR); the defensive air support flown is
 * spent too, and after a failure it stays in place for the combat phase's attack (OV-13).
 */
export const airFlown = (o: UnderWayOverrun): { readonly attacker: number; readonly defender: number } => ({ attacker: o.groundSupport ?? 0, defender: o.defensiveAir ?? 0 });

/**
 * OV-16 13.55 afterOverrun: surviving overrunning units may, if otherwise able, A continue moving up
 * to their movement allowance, B overrun other enemy units, C take part in ground or attrition combat
 * after movement, D exploit. Nothing is taken from them but the movement they spent; a failed
 * overrun's units stay where they were (OV-12) and owe an attack (OV-13).
 */
export const mayContinueAfterOverrun = (outcome: OverrunRecord['outcome']): boolean => outcome === 'succeeded';

/**
 * OV-17 13.56 overrunHexFree: other units that have not finished moving enter a hex where an overrun
 * took place without its extra cost (costs.ts charges it only to the overrunning units); the hex is
 * empty of the enemy now and costs what its terrain costs.
 */
export const overrunSurchargeFor = (overrunning: boolean): number => (overrunning ? 1 : 0);
