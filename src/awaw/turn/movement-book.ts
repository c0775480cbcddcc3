import type { CombatMode } from '../model/combat.ts';
import type { Faction } from '../model/ids.ts';
import type { MajorPower } from '../model/politics.ts';

/**
 * The movement phase's and the partisans' bookkeeping for one player turn (rules 11 and 13): data
 * only, read by the rules, changed by the reducers. It lives on the turn book (`movement`,
 * `partisans`); a book without them is a turn in which nothing has moved or been built.
 */

/** What a ground unit has done in this movement phase (13.41, 13.42: movement factors are not saved). */
export interface UnitMovement {
  /** The hex it began the phase in. */
  readonly start: string;
  /** Hexes entered, in order (an overrun hex included). */
  readonly path: readonly string[];
  /** Movement factors spent, terrain, ZoCs, overruns and weather included. */
  readonly spent: number;
  /** It used 13.411's one hex whatever the cost: it may not move further. */
  readonly minimumMove: boolean;
}

/** An overrun being resolved (13.52-13.53): declared, then ground support, defensive air, interception. */
export interface UnderWayOverrun {
  readonly mode: CombatMode;
  readonly faction: Faction;
  readonly units: readonly string[];
  /** The hex the overrun is made from (13.52: one hexside). */
  readonly from: string;
  readonly hex: string;
  /** The enemy ground units in the hex when the overrun was declared. */
  readonly defenders: readonly string[];
  readonly groundSupport?: number;
  readonly defensiveAir?: number;
  readonly defensiveAirFaction?: Faction;
  /** Defensive air support factors turned back or shot down by interception (13.53). */
  readonly intercepted?: number;
}

/** A finished overrun: 13.54 (succeeded) or 13.531 (failed), kept for 13.56, 12.15 and the ensuing combat phase. */
export interface OverrunRecord {
  readonly mode: CombatMode;
  readonly faction: Faction;
  readonly units: readonly string[];
  readonly from: string;
  readonly hex: string;
  readonly defenders: readonly string[];
  readonly groundSupport: number;
  /** Defensive air support that survived interception (13.531: it stays for the combat phase's attack). */
  readonly defensiveAir: number;
  readonly defensiveAirFaction?: Faction;
  readonly outcome: 'succeeded' | 'failed';
}

export interface MovementBook {
  readonly moved: Readonly<Record<string, UnitMovement>>;
  /** Units voluntarily eliminated this player turn (13.21; 13.23 rebuilt at double cost). */
  readonly eliminated: readonly string[];
  readonly overrun?: UnderWayOverrun;
  readonly overruns: readonly OverrunRecord[];
  /** 13.58: units invading by sea this turn and their beach hex (rule 21 is not modelled: empty). */
  readonly invasions: readonly { readonly unit: string; readonly beach: string }[];
  /** Ground movement is over (13.11): the overstack remedies of 12.15 and 12.17 follow. */
  readonly groundDone: boolean;
}

export const EMPTY_MOVEMENT: MovementBook = { moved: {}, eliminated: [], overruns: [], invasions: [], groundDone: false };

/** A partisan placed in this player turn's unit construction phase (11.35). */
export interface PartisanBuild {
  readonly unit: string;
  readonly hex: string;
  readonly builder: MajorPower;
  readonly faction: Faction;
  /** The pool area (11.22, 11.23) and the country counted by 11.353C (the Middle East group as one). */
  readonly area: string;
  readonly country: string;
  /** BRPs paid (11.352: two, or none for the free Russian and Communist Chinese builds). */
  readonly cost: number;
}

/** A BRP loss caused by partisans (11.71), deducted at the end of the defending major power's combat phase (11.72). */
export interface PartisanBrpLoss {
  readonly faction: Faction;
  readonly brp: number;
  readonly partisans: readonly string[];
}

export interface PartisanBook {
  readonly builds: readonly PartisanBuild[];
  readonly brpLosses: readonly PartisanBrpLoss[];
}

export const EMPTY_PARTISANS: PartisanBook = { builds: [], brpLosses: [] };

/** The books as a turn book carries them (absent: nothing yet). */
export const movementOf = (t: { readonly movement?: MovementBook }): MovementBook => t.movement ?? EMPTY_MOVEMENT;
export const partisansOf = (t: { readonly partisans?: PartisanBook }): PartisanBook => t.partisans ?? EMPTY_PARTISANS;
