import type { AwawGame } from '../model/game.ts';
import { theaterOf, type Theater } from '../model/hex-ids.ts';
import { factionOf, hexOf, hexOfUnit } from '../model/queries.ts';
import { isRough } from '../model/terrain.ts';
import { isSpecializedType, type GroundType, type GroundUnit } from '../model/units.ts';

/**
 * Rule 10, Ground Units: the properties of each unit type as the combat and movement rules read
 * them. Catalog: awaw-ground.md §2.1 (GU-1..GU-81).
 */

// GU-29 10.41 specializedTypes
export const isSpecialized = (u: GroundUnit): boolean => isSpecializedType(u.type);

// GU-15 10.31 armorComponents: armor (and Western Allied mechanized infantry, 10.12) has a mechanized component.
export const hasMechanizedComponent = (u: GroundUnit): boolean => u.type === 'armor' || u.type === 'mechInfantry';

/**
 * GU-16 10.32 armorMechNegated (and GU-4 10.12 for mechanized infantry): the mechanized component is
 * negated by supply problems (30.522B: partial or no supply), army oil effects, or, in the Pacific,
 * standing in jungle, mountain, swamp, forest or jungle/mountain (Japanese armor keeps it in jungle).
 * GU-19 / XP-40 16.61: armor on exploitation supply is not subject to army oil effects.
 * GU-5 10.12: in the Pacific, mechanized infantry are plain infantry for all purposes.
 */
export function mechNegated(g: AwawGame, u: GroundUnit, hex = hexOfUnit(g, u.id)): boolean {
  if (!hasMechanizedComponent(u)) return true;
  if (u.type === 'mechInfantry' && hex !== undefined && theaterOf(hex) === 'pacific') return true;
  if (u.supply !== 'full' && !u.exploitationSupply) return true;
  if (armyOilApplies(u)) return true;
  const info = hex === undefined ? undefined : hexOf(g, hex);
  if (info && theaterOf(info.id) === 'pacific' && isRough(info.terrain)) {
    const japaneseInJungle = info.terrain === 'jungle' && g.nationalities[u.nationality]?.id === 'japanese';
    if (!japaneseInJungle) return true;
  }
  return false;
}

/** GU-19 10.33 oilNegatedExploiterSupply / XP-40: exploitation supply status shields from army oil effects. */
export const armyOilApplies = (u: GroundUnit): boolean => u.armyOil && !u.exploitationSupply;

/** An armor unit with its mechanized component intact (ZoC, overruns, breakthroughs, exploitation: GU-17). */
export const isMechanizedArmor = (g: AwawGame, u: GroundUnit, hex?: string): boolean =>
  u.type === 'armor' && !mechNegated(g, u, hex);

/**
 * GU-33 10.32 / W-33 15.331: armor (or mechanized infantry) whose mechanized component is negated
 * acts as infantry, and takes infantry's negative DMs (GU-18).
 */
export const actsAsInfantry = (g: AwawGame, u: GroundUnit, hex?: string): boolean =>
  u.type === 'infantry' || ((u.type === 'armor' || u.type === 'mechInfantry') && mechNegated(g, u, hex));

/**
 * The movement factor a unit moves with (GU-1, GU-3, GU-4, GU-5, GU-7, GU-17, GU-74; 13.41F):
 * infantry 3 in Europe and 2 in the Pacific; Western Allied mechanized infantry 4 in Europe, 3 with
 * the component negated; armor its printed factor, or infantry's with the component negated;
 * replacements and flak 1; others their printed factor.
 */
export function movementFactor(g: AwawGame, u: GroundUnit, hex = hexOfUnit(g, u.id)): number {
  const theater: Theater = hex === undefined ? 'europe' : theaterOf(hex);
  const infantry = theater === 'pacific' ? 2 : 3;
  switch (u.type) {
    case 'infantry': return infantry; // GU-1 10.11
    case 'replacement': return 1; // GU-7 10.22
    case 'flak': return 1; // GU-74 10.92
    case 'mechInfantry': // GU-3 10.12, GU-4, GU-5
      return theater === 'pacific' ? 2 : mechNegated(g, u, hex) ? 3 : 4;
    case 'armor': return mechNegated(g, u, hex) ? infantry : u.movement; // GU-17 10.32
    default: return u.movement;
  }
}

/**
 * GU-21 10.33 infantryAllowanceExhausted (AG-G-44 reading): a step out of a hex is allowed only if
 * the movement spent with it stays within the allowance that applies in the hex being left; the
 * full allowance applies again in a hex where the component is not negated (AG-T-1, AG-T-2).
 */
export const stepWithinAllowance = (spentAfterStep: number, allowanceInHexLeft: number): boolean => spentAfterStep <= allowanceInHexLeft;

// GU-2 10.11 infantryLimitedSupply / GU-11 10.23 replacementCtl: CTL −1 (src/awaw/rules/ctl.ts); movement unimpaired.

/** GU-8 10.23 replacementDefense: a replacement defends with one combat factor; flak has none (GU-75). */
export function defenseFactor(u: GroundUnit): number {
  if (u.type === 'replacement') return 1;
  if (u.type === 'flak') return 0;
  return u.factor;
}

/** W-11 15.31 attackStrength: a unit attacks with its printed combat factor; flak has no ground combat factor (GU-75). */
export const attackFactor = (u: GroundUnit): number => (u.type === 'flak' ? 0 : u.factor);

/**
 * GU-9 10.23 replacementNoOffensive, GU-75 10.93 flakRestrictions: replacements and flak may not
 * engage in offensive operations (no attack, no airdrop, no sea transport).
 */
export const mayTakeOffensiveAction = (u: GroundUnit): boolean => u.type !== 'replacement' && u.type !== 'flak';

/**
 * GU-10 10.23 replacementAttrition, GU-75 10.93 (and T-5F 14.23F): replacements and flak are not
 * counted toward attrition totals nor advance into hexes gained by attrition; partisans do not
 * take part in attritions (14.61).
 */
export const countsForAttrition = (u: GroundUnit): boolean => u.type !== 'replacement' && u.type !== 'flak' && u.type !== 'partisan';

/** GU-75 10.93: flak may not be taken as attrition losses (nor partisans, who take no part, 14.61). */
export const mayBeAttritionLoss = (u: GroundUnit): boolean => u.type !== 'flak' && u.type !== 'partisan';

/** GU-76 10.94 flakEliminatedOnOccupation: flak is eliminated when enemy units occupy its hex. */
export const eliminatedWhenHexOccupied = (u: GroundUnit): boolean => u.type === 'flak';

/** GU-73 10.91 flakRole / GU-77 10.95 flakAirDefense: each flak factor adds one to its hex's air defense and SW defense level. */
export const airDefenseBonus = (units: readonly GroundUnit[]): number =>
  units.filter((u) => u.type === 'flak').reduce((n, u) => n + u.factor, 0);

/** GU-81 10.99 flakSr: for SR, each flak factor is one ground unit; every other unit is one. */
export const srUnits = (u: GroundUnit): number => (u.type === 'flak' ? u.factor : 1);

/**
 * BRP cost to build (or rebuild) a unit, as rule 10 states it: GU-14 10.26 replacements 1, GU-32
 * 10.41C specialized units 3 per factor, GU-80 10.98 flak 1 per factor. Other costs are in rule 27,
 * not in the texts: undefined.
 */
export function brpCost(u: GroundUnit): number | undefined {
  if (u.type === 'replacement') return 1;
  if (isSpecialized(u)) return 3 * u.factor;
  if (u.type === 'flak') return u.factor;
  return undefined;
}

/**
 * Force pools (rule 27 and 42 are not in the texts; these predicates say what rule 10 adds):
 * GU-13 10.25 replacementPool: every replacement begins play on the board and the pool never grows;
 * GU-31 10.41B specializedPoolAdditions: specialized units join pools only through production, or
 * the Chindit by conversion (GU-63 10.65A, three Indian infantry factors);
 * GU-79 10.97 flakProduction: flak comes from military production.
 */
export type PoolAddition = 'production' | 'conversion' | 'other';
export function mayJoinForcePool(type: GroundType, how: PoolAddition): boolean {
  if (type === 'replacement') return false;
  if (type === 'chindit') return how === 'production' || how === 'conversion';
  if (isSpecializedType(type) || type === 'flak') return how === 'production';
  return true;
}

/** GU-63 10.65A chinditCreation: converting needs three Indian infantry factors, on the board or unbuilt. */
export const chinditConversionCost = 3;

/** GU-33 10.41D specializedNoSameTurnRebuild: not rebuilt in the player turn it was eliminated in. */
export const mayRebuild = (u: GroundUnit, eliminatedThisPlayerTurn: boolean): boolean => !(isSpecialized(u) && eliminatedThisPlayerTurn);

/**
 * GU-64 10.65B chinditConstruction and GU-65 10.66 chinditGeography: the Chindit is built in India
 * (a hex of India or the India box) and used only on the Southeast Asian front of the Pacific
 * mapboard; before war between Britain and Japan it may not leave India.
 */
export function chinditMayBeAt(g: AwawGame, hex: string, britainJapanAtWar: boolean): boolean {
  const info = hexOf(g, hex);
  if (!info) return false;
  if (info.country === 'india') return true;
  return britainJapanAtWar && theaterOf(hex) === 'pacific' && info.front === 'southeastAsia';
}

/** GU-36 10.41F specializedDefense: no −1 DM for exploiting armor (15.33A) or winter (34.41). */
export const exemptFromInfantryPenalties = (u: GroundUnit): boolean => isSpecialized(u);

/** GU-59 10.62 chinditSupply: the Chindit is always in at least limited supply. */
export const effectiveSupply = (u: GroundUnit) => (u.type === 'chindit' && u.supply === 'unsupplied' ? 'partial' : u.supply);

/** GU-38 10.51 airborneAbilities / GU-55 10.61A: airborne units and the Chindit may airdrop. */
export const mayAirdropByType = (u: GroundUnit): boolean => u.type === 'airborne' || u.type === 'chindit';

/** GU-3 10.12: Western Allied mechanized infantry may overrun with armor (13.5); not with the component negated (GU-4). */
export const mayOverrun = (g: AwawGame, u: GroundUnit): boolean =>
  (u.type === 'armor' || (u.type === 'mechInfantry' && factionOf(g, u) === 'western')) && !mechNegated(g, u);

/** GU-30 10.41A specializedSize: a specialized unit is one factor. */
export const specializedSizeOk = (u: GroundUnit): boolean => !isSpecialized(u) || u.factor === 1;

/**
 * 10.8 Commandos and seaborne invasions (rule 21 is not in the texts; R-AWAW-INVASIONS): GU-68 10.81
 * commandoPortInvasion: commandos may invade an undefended port within 10 hexes (Europe) or 5 (the
 * Pacific), not one held by enemy ground units at the start of the Allied combat phase; GU-69 10.81
 * commandoInvasionLimits: this opens no port to other units, and no bridgehead is placed there;
 * GU-71 10.83 commandoCtl: only with a Western Allied CTL of two or more.
 */
export function commandoMayInvade(opts: { readonly distance: number; readonly pacific: boolean; readonly port: boolean; readonly enemyAtStart: boolean; readonly westernCtl: number }): boolean {
  return commandoAbilitiesActive(opts.westernCtl) && opts.port && !opts.enemyAtStart && opts.distance <= (opts.pacific ? 5 : 10);
}
/** GU-69: a port a commando invaded by 10.81 takes no bridgehead, and other units may not invade it by that ability. */
export const bridgeheadAllowedAfterCommandoInvasion = false;
/** GU-71 10.83. */
export const commandoAbilitiesActive = (westernCtl: number): boolean => westernCtl >= 2;
