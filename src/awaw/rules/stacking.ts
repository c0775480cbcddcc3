import type { Violation } from '../../core/violation.ts';
import type { AwawGame } from '../model/game.ts';
import { theaterOf } from '../model/hex-ids.ts';
import { factionOf, groundIn, hasFeature, markersIn } from '../model/queries.ts';
import type { GroundUnit } from '../model/units.ts';
import { isSpecialized } from './ground-units.ts';

/**
 * Rule 12, Stacking. Catalog: awaw-ground.md §2.3 (SK-1..SK-18). Checked on every placement and
 * move: the scenario loader, advances, exploitation, attrition retreats and occupations.
 */

export const BASIC_LIMIT = 2;
export const SPECIALIZED_LIMIT = 3;
export const FLAK_FACTOR_LIMIT = 3;
export const BRIDGEHEAD_LIMIT = 5;
export const PEARL_HARBOR_LIMIT = 5;

/** Why a unit may exceed the limits where it stands (each with its rule). */
export type OverstackAllowance = 'breakthrough' | 'attritionRetreat' | 'shockArmy';

/**
 * SK-1 12.11 stackingCounts: the limits count non-specialized ground units, whatever their
 * strength. Specialized units and flak have allowances of their own (SK-4); partisans count
 * (AG-G-52 reading, R-AWAW-STACKING).
 */
export const countsTowardLimit = (u: GroundUnit): boolean => !isSpecialized(u) && u.type !== 'flak';

/**
 * The ground-unit limit of a hex for units of one faction:
 * SK-2 12.11A two per hex; SK-3 12.11B a Pacific one-hex island one, or two with a port or port
 * counter; SK-5 12.13 a bridgehead five (not on a Pacific one-hex island; AG-G-51: five in all);
 * SK-12 12.19 Pearl Harbor five Western Allied units.
 */
export function groundLimit(g: AwawGame, hex: string, faction: string): number {
  const island = hasFeature(g, hex, 'oneHexIsland') && theaterOf(hex) === 'pacific';
  if (island) return hasFeature(g, hex, 'port') || markersIn(g, hex, 'portCounter').length > 0 ? 2 : 1;
  if (hasFeature(g, hex, 'pearlHarbor') && faction === 'western') return PEARL_HARBOR_LIMIT;
  if (markersIn(g, hex, 'bridgehead').some((m) => m.faction === faction)) return BRIDGEHEAD_LIMIT;
  return BASIC_LIMIT;
}

/**
 * Stacking violations in a hex, units allowed to overstack (by the rule that allows it) left out:
 * SK-6 12.14 armor placed on a breakthrough hex (16.23); SK-10 12.17 units overstacked by an
 * attrition retreat; SK-9 12.16 shock armies. SK-4 12.12: up to three specialized units and up to
 * three flak factors on top of the basic limit. SK-11 12.18: boxes are not hexes (no limit).
 * SK-17 12.31: political stacking restrictions (53) are not in the texts; stacking not expressly
 * prohibited is allowed. SK-18 12.41: air and naval units are counts, not stacked.
 */
export function stackingViolations(g: AwawGame, hex: string, allowed: (u: GroundUnit) => boolean = () => false): Violation[] {
  const units = groundIn(g, hex);
  if (units.length === 0) return [];
  const out: Violation[] = [];
  const byFaction = new Map<string, GroundUnit[]>();
  for (const u of units) {
    const f = factionOf(g, u);
    byFaction.set(f, [...(byFaction.get(f) ?? []), u]);
  }
  for (const [faction, list] of byFaction) {
    const counted = list.filter((u) => countsTowardLimit(u) && !allowed(u) && !u.retreatOverstack && !u.shockArmy);
    const limit = groundLimit(g, hex, faction);
    if (counted.length > limit) {
      out.push({ rule: '12.11', code: 'stacking.ground', message: `${hex} would hold ${counted.length} ground units; the limit there is ${limit} (12.11, 12.13, 12.19)` });
    }
    const specialized = list.filter((u) => isSpecialized(u) && !allowed(u));
    if (specialized.length > SPECIALIZED_LIMIT) {
      out.push({ rule: '12.12', code: 'stacking.specialized', message: `${hex} would hold ${specialized.length} specialized units; at most ${SPECIALIZED_LIMIT} (12.12)` });
    }
    const flak = list.filter((u) => u.type === 'flak').reduce((n, u) => n + u.factor, 0);
    if (flak > FLAK_FACTOR_LIMIT) {
      // GU-78 10.96 flakStacking
      out.push({ rule: '12.12', code: 'stacking.flak', message: `${hex} would hold ${flak} flak factors; at most ${FLAK_FACTOR_LIMIT} (10.96, 12.12)` });
    }
  }
  return out;
}

/**
 * SK-13 12.21 noVoluntaryOverstack / SK-14 12.22 stackingWhileMoving: a unit may pass through any
 * hex but may not end a move, an advance or an occupation overstacked. The check is made on the
 * state after the move (`after`), in the hex where it ends.
 */
export const endOfMoveViolations = (after: AwawGame, hex: string, allowed?: (u: GroundUnit) => boolean): Violation[] =>
  stackingViolations(after, hex, allowed);

/**
 * SK-7 12.15 failedOverrunOverstack and SK-8 (failed sea moves): overruns and sea transport belong to
 * movement (issue 20) and rules 21-22; SK-15 12.22 stackingRedeployment and SK-16 12.23
 * stackingAtSea: redeployment and sea movement are confirm steps here. These name the deadline by
 * which the overstack must be gone.
 */
export const OVERSTACK_DEADLINES: Readonly<Record<string, string>> = {
  'SK-6': 'end of the attacker\'s redeployment phase (12.14, 16.51)',
  'SK-7': 'end of the movement phase or exploitation movement (12.15)',
  'SK-8': 'end of the movement or redeployment phase, whichever comes first (12.15)',
  'SK-9': 'shock armies are eliminated after regular ground combat (12.16)',
  'SK-10': 'end of the defender\'s next movement phase (12.17, 14.74)',
  'SK-15': 'end of the redeployment phase, by voluntary elimination (12.22, 28.91)',
  'SK-16': 'no ground unit ends its movement phase, combat phase or turn at sea (12.23)',
};

/**
 * GU-34 10.41E specializedStacking: specialized units attack and defend where another unit would be
 * overstacked, whether or not they use their special abilities (AG-S-5). GU-35 10.41E: airborne
 * units and the Chindit in a seaborne invasion force may not overstack; only two embarked ground
 * units plus any number of marines and commandos attack in an invasion (GU-67 10.72, GU-70 10.82).
 */
export function invasionForceStackingOk(g: AwawGame, embarked: readonly GroundUnit[], westernCtl: number): boolean {
  const counted = embarked.filter((u) => !(u.type === 'marine' || (u.type === 'commando' && westernCtl >= 2)));
  return counted.length <= BASIC_LIMIT;
}
