import type { HexGrid } from '../../core/hex/grid.ts';
import type { PieceStore } from '../../core/pieces/store.ts';
import type { Faction, Side } from './ids.ts';
import type { Place } from './places.ts';
import type { PoliticalFacts } from './politics.ts';
import type { HexFeature, HexsideFeature, LineKind, Terrain } from './terrain.ts';
import type { Counter } from './units.ts';

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/**
 * A nationality (German, Italian, Rumanian, Russian...): its alliance faction and the data the
 * combat rules read. CTLs come from research (41.92) and winter preparation from rule 34, neither in
 * the texts: the scenario gives them (R-AWAW-CTL).
 */
export interface Nationality {
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  /** Combat Training Level of its ground units (15.81). */
  readonly ctl: number;
  /** Winter preparation level (14.42C, 34). */
  readonly winterPreparation: number;
  /** A minor country's units (15.33B, 14.522). */
  readonly minor: boolean;
  /** Italian units (15.33B). */
  readonly italian: boolean;
  /** Nationalist Chinese units (15.33F). */
  readonly nationalistChinese: boolean;
  /** A minor country excepted from the 15.33B penalty outside its home country (Commonwealth, Finns, Swedes, volunteers...). */
  readonly minorPenaltyExempt: boolean;
  /** French and Chinese units may not attack at less than 1:1 (15.52, 75.21, 80.21). */
  readonly noAttacksBelowOneToOne: boolean;
  /** Countries where its units are "in their home country" (15.33B/C: Canadians in Britain...). */
  readonly homeCountries: readonly string[];
  /** Countries of the supply zone of its unlimited supply source, where attrition losses may also be taken (14.52A, R-AWAW-ATTRITION-SOURCES). */
  readonly supplySourceCountries: readonly string[];
}

/** What the players enter for an alliance faction's air and naval forces: rules 18-22 are not in the texts (R-AWAW-AIR). */
export interface FactionForces {
  readonly id: Faction;
  /** Air factors available this player turn for ground support and defensive air support. */
  readonly airFactors: number;
  /** The CTL of its air units (15.82B). */
  readonly airCtl: number;
  /** Uninverted air transport factors, one per airdrop (10.53A). */
  readonly airTransport: number;
  /** Range of an airdrop from its air base, in hexes (18, not in the texts). */
  readonly airdropRange: number;
}

export interface Country {
  readonly id: string;
  readonly name: string;
  /** ZoCs do not extend into neutral countries (10.341A). */
  readonly neutral: boolean;
}

export interface Front {
  readonly id: string;
  readonly name: string;
}

/** A weather area: winter level, restrictive winter, monsoon and frozen swamps (rule 34 as data, R-AWAW-WEATHER). */
export interface WeatherArea {
  readonly id: string;
  readonly name: string;
  /** Winter effect level this turn (0: none). */
  readonly winterLevel: number;
  readonly restrictive: boolean;
  readonly monsoon: boolean;
  /** Swamps are frozen and count as clear (14.62D). */
  readonly frozen: boolean;
}

export interface MapBox {
  readonly id: string;
  readonly name: string;
  /** Attrition losses may be taken from it (the Australia, India and Urals boxes, 14.52B). */
  readonly attritionLosses: boolean;
}

export interface HexInfo {
  readonly id: string;
  readonly terrain: Terrain;
  readonly name?: string;
  readonly country?: string;
  readonly front?: string;
  readonly weatherArea?: string;
  readonly features: ReadonlySet<HexFeature>;
  /** Turns in a row its fortification or fortress failed to receive full supply (15.33D, 32.241). */
  readonly fortUnsuppliedTurns: number;
  /** In these seasons the hex forms attrition zones only with hexes of the same group (14.211 exceptions). */
  readonly separateZone?: { readonly group: string; readonly seasons: readonly Season[] };
}

export interface HexsideInfo {
  readonly between: readonly [string, string];
  readonly features: ReadonlySet<HexsideFeature>;
  /** A fortress or fortification line along this side, protecting `hex` (15.32E/F). */
  readonly line?: { readonly kind: LineKind; readonly hex: string };
}

export interface Board {
  readonly grid: HexGrid;
  readonly hexes: ReadonlyMap<string, HexInfo>;
  /** By hexside key (HexGrid.hexsideKey). */
  readonly hexsides: ReadonlyMap<string, HexsideInfo>;
}

/** Front offensive levels (9.5-9.7, not in the texts): none, limited or full, per faction and front (R-AWAW-OFFENSIVES). */
export type OffensiveLevel = 'none' | 'limited' | 'full';

/** Conditions the DMs and results read that other rules decide (R-AWAW-CONDITIONS). */
export interface Conditions {
  /** 15.33B: Rome is under Allied control or there are no Axis units in Africa (56.73). */
  readonly italianCollapse: boolean;
  /** 15.33E: the turn of a Japanese surprise attack. */
  readonly japaneseSurprise: boolean;
  /** 15.33F: the Chinese Resistance level. */
  readonly chineseResistance: number;
  /** 15.33G: the first Axis player turn of a German attack on Russia with RGT under 40 (63.51F); the countries it covers. */
  readonly russianSurprise: { readonly active: boolean; readonly countries: readonly string[] };
  /** 15.54: where German exploitation "Ex" results are treated as "Ex-1" this turn. */
  readonly earlyGermanExploitation: { readonly countries: readonly string[]; readonly fronts: readonly string[] };
}

export interface GameInfo {
  readonly turn: number;
  readonly year: number;
  readonly season: Season;
  /** The sides in player-turn order. */
  readonly sides: readonly Side[];
  readonly phasing: Side;
  readonly offensives: Readonly<Partial<Record<Faction, Readonly<Record<string, OffensiveLevel>>>>>;
  readonly conditions: Conditions;
}

/** The AWAW game state: the scenario's data, checked, and the counters in their places. */
export interface AwawGame {
  readonly scenario: { readonly name: string; readonly description: string; readonly simplifications: readonly string[] };
  readonly info: GameInfo;
  readonly board: Board;
  readonly factions: Readonly<Partial<Record<Faction, FactionForces>>>;
  readonly nationalities: Readonly<Record<string, Nationality>>;
  readonly countries: Readonly<Record<string, Country>>;
  readonly fronts: Readonly<Record<string, Front>>;
  readonly weatherAreas: Readonly<Record<string, WeatherArea>>;
  readonly boxes: Readonly<Record<string, MapBox>>;
  readonly pieces: PieceStore<Counter, Place>;
  /** Hex control by alliance faction (rule 29, not in the texts: the scenario gives it, advances change it). */
  readonly control: Readonly<Record<string, Faction>>;
  /** War, diplomacy and production facts the movement and partisan rules read (issue 20; absent: NO_POLITICS). */
  readonly politics?: PoliticalFacts;
}
