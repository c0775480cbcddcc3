import type { AwawGame } from '../model/game.ts';
import type { Faction } from '../model/ids.ts';
import type { TurnBook } from '../turn/context.ts';

/**
 * Air (and naval) support as counts the players enter: rules 18-22 are not in the texts
 * (R-AWAW-AIR). What rule 15 says of them: W-34 (in the totals), W-51..W-54, W-61.
 */

/** The "3:1 air support limit for ground combat" (15.632), read as air factors ≤ 3 × the supported side's ground factors. */
export const AIR_SUPPORT_RATIO = 3;

/** Air factors a faction has not yet flown this player turn (16.41: exploitation support must not have flown before). */
export function airAvailable(g: AwawGame, book: TurnBook, faction: Faction): number {
  return Math.max(0, (g.factions[faction]?.airFactors ?? 0) - (book.airUsed[faction] ?? 0));
}

/** The most support a side may fly for `groundFactors` of its ground units. */
export const supportLimit = (available: number, groundFactors: number): number => Math.min(available, AIR_SUPPORT_RATIO * groundFactors);

/**
 * W-52 15.632 involuntaryAirLosses: at the end of a round that is not the last, support above the
 * 3:1 limit because of ground losses is eliminated (CVEs giving ground support too).
 */
export const involuntaryAirLoss = (support: number, groundFactors: number): number => Math.max(0, support - AIR_SUPPORT_RATIO * groundFactors);

/** W-51 15.631 voluntaryAirLosses: ground support or defensive air support factors may be taken as losses, up to what is owed. */
export const maxVoluntaryAirLoss = (support: number, owed: number): number => Math.max(0, Math.min(support, owed));

/**
 * W-53 15.641 voluntaryFleetLosses: shore bombardment fleets may absorb ground losses one factor
 * for one, up to the bombardment component; destroyers carrying the invasion may not be taken.
 * W-54 15.642 (004) subsequentRoundBombardment: the 3:1 limit is applied again each round; fleets
 * over it stop bombarding but are not eliminated. (Seaborne invasions, rule 21, are not modelled:
 * R-AWAW-INVASIONS; these say what the machine would do with them.)
 */
export const maxFleetLoss = (bombardment: number, owed: number): number => Math.max(0, Math.min(bombardment, owed));
export const bombardmentNextRound = (bombardment: number, groundFactors: number): number => Math.min(bombardment, AIR_SUPPORT_RATIO * groundFactors);
