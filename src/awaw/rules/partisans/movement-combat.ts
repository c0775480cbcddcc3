import type { Violation } from '../../../core/violation.ts';
import type { AwawGame } from '../../model/game.ts';
import { politicsOf, type MajorPower } from '../../model/politics.ts';
import { factionOf, hexOf } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import { areaOfHex, areaOfPartisan, builderOf } from './areas.ts';
import { ukraineBarred } from './construction-majors.ts';
import { middleEastCountryOpen } from './construction-minors.ts';

/**
 * 11.4 Partisan movement and combat. Catalog: PT-43..PT-52.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/**
 * PT-43 11.41 partisanControl: partisans are moved by the major power that built them, under its
 * offensive-operation restrictions (their faction's offensive levels, R-AWAW-OFFENSIVES), and that
 * major power pays the BRPs of their ground attacks.
 */
export const attackBrpPayer = (g: AwawGame, u: GroundUnit): MajorPower | undefined => builderOf(g, u);

/**
 * PT-44 11.42 partisanGeography: partisans may not leave their country nor attack across its
 * borders. Their country is the area of the pool they count against (areas.ts: Russia with eastern
 * Poland, the Iraq group as one, so the exceptions for Russian and Middle Eastern partisans hold);
 * Irish partisans may also enter and attack into Ulster. PT-16 11.33C: Communist partisans may not
 * operate in the Ukraine under a diplomatic result of "6" or more; PT-24 11.341A: Axis partisans
 * operate in Persia, Lebanon/Syria and Arabia only as that rule allows.
 */
export function partisanGeographyViolations(g: AwawGame, u: GroundUnit, to: string, rule = '11.42'): Violation[] {
  if (u.type !== 'partisan') return [];
  const home = areaOfPartisan(g, u);
  const country = hexOf(g, to)?.country;
  const faction = factionOf(g, u);
  const irishIntoUlster = home?.id === 'ireland' && country === 'ulster' && faction === 'axis';
  if (!irishIntoUlster && (home === undefined || areaOfHex(g, to)?.id !== home.id)) {
    return [v(rule, 'partisan.leavesCountry', `${u.name} may not leave its country${rule === '11.42' ? '' : ' nor attack across its borders'} (11.42)`)];
  }
  const p = politicsOf(g);
  if (ukraineBarred(p, faction, country)) return [v('11.33C', 'partisan.ukraine', 'Communist partisans may not operate in the Ukraine under a diplomatic result of "6" or more (11.33C)')];
  if (!middleEastCountryOpen(g, p, faction, country, to)) return [v('11.341A', 'partisan.middleEastLimits', `Axis partisans may not operate in ${country} now (11.341A)`)];
  return [];
}

/** PT-44: the same borders bound the hexes a partisan may attack. */
export const partisanAttackViolations = (g: AwawGame, u: GroundUnit, target: string): Violation[] => partisanGeographyViolations(g, u, target, '11.42 attack');

/** PT-45 11.43 partisanNoSeaNoRedeploy: partisans may not move by sea and may not be redeployed. */
export const partisanMaySeaMove = (u: GroundUnit): boolean => u.type !== 'partisan';
export const partisanMayRedeploy = (u: GroundUnit): boolean => u.type !== 'partisan';

/**
 * PT-46 11.44 partisanCooperation: partisans stack and attack with friendly units; the Russo-Allied
 * and Nationalist-Communist Chinese cooperation restrictions (53) are not in the texts, so within an
 * alliance faction they always may (R-AWAW-ONE-FACTION).
 */
export const partisanMayJoin = (g: AwawGame, partisan: GroundUnit, other: GroundUnit): boolean => factionOf(g, partisan) === factionOf(g, other);

/**
 * PT-47 11.44 partisanNoSupport: partisans get no shore bombardment, ground support or defensive air
 * support; non-partisan units fighting beside them may. PT-48 11.44 partisanAirSupportBase: the air
 * support allowed then follows the non-partisan factors only (the 3:1 limit of R-AWAW-AIR applies to
 * the factors this returns).
 */
export const supportBaseFactors = (units: readonly GroundUnit[], factor: (u: GroundUnit) => number): number =>
  units.filter((u) => u.type !== 'partisan').reduce((n, u) => n + factor(u), 0);

/** PT-49 11.45 partisanNoAttrition: partisans are neither counted in attrition totals nor attritioned (rules/ground-units.ts countsForAttrition, mayBeAttritionLoss). */
export const partisanTakesPartInAttrition = false;

/** PT-50 11.46 partisanDm: attacked by enemy units, partisans incur a −1 DM (15.33C; rules/dm-negative.ts, W-27). */
export const PARTISAN_DM = -1;

/** PT-51 11.47 partisanCtl: partisans have CTL one, which research may not raise. */
export const PARTISAN_CTL = 1;
export const partisanCtl = (u: GroundUnit, otherwise: number): number => (u.type === 'partisan' ? PARTISAN_CTL : otherwise);

/** PT-52 11.48 partisanWinterPrep: partisans have winter preparation level six (34.43). */
export const PARTISAN_WINTER_PREPARATION = 6;
export const winterPreparationOf = (u: GroundUnit, nationality: number): number => (u.type === 'partisan' ? PARTISAN_WINTER_PREPARATION : nationality);
