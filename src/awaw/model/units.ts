import type { Faction } from './ids.ts';

/**
 * The ground unit types of rule 10 (and the partisans of rule 11, which the DMs of 15.33 name):
 * infantry (10.1), Western Allied mechanized infantry (10.12), replacements (10.2), armor (10.3),
 * the specialized units (10.4: airborne 10.5, the Chindit 10.6, marines 10.7, commandos 10.8) and
 * flak (10.9).
 */
export const GROUND_TYPES = ['infantry', 'mechInfantry', 'replacement', 'armor', 'airborne', 'chindit', 'marine', 'commando', 'flak', 'partisan'] as const;
export type GroundType = (typeof GROUND_TYPES)[number];
export const GROUND_TYPE_NAMES: Readonly<Record<GroundType, string>> = {
  infantry: 'infantry', mechInfantry: 'mechanized infantry', replacement: 'replacement', armor: 'armor', airborne: 'airborne',
  chindit: 'Chindit', marine: 'marine', commando: 'commando', flak: 'flak', partisan: 'partisan',
};

/** GU-29 10.41 specializedTypes: airborne units, Chindits, marines and commandos. */
export const SPECIALIZED: readonly GroundType[] = ['airborne', 'chindit', 'marine', 'commando'];
export const isSpecializedType = (t: GroundType): boolean => SPECIALIZED.includes(t);

/**
 * Supply as the movement phase's initial supply determination left it (13.33; rule 30 is not in the
 * texts, R-AWAW-SUPPLY): `full` from an unlimited source, `partial` (a limited source, 30.522A),
 * or `unsupplied`.
 */
export const SUPPLY_STATES = ['full', 'partial', 'unsupplied'] as const;
export type Supply = (typeof SUPPLY_STATES)[number];

/** How a unit came to be in an isolated hex (15.33D, W-28). */
export const ISOLATION_ENTRY = ['survived', 'sea', 'invasion', 'retreat', 'movement', 'air'] as const;
export type IsolationEntry = (typeof ISOLATION_ENTRY)[number];

export interface GroundUnit {
  readonly kind: 'ground';
  readonly id: string;
  readonly name: string;
  readonly nationality: string;
  readonly type: GroundType;
  /** The printed combat factor (flak: its flak factors, which are no ground combat factor, 10.93). */
  readonly factor: number;
  /** The printed movement factor. */
  readonly movement: number;
  readonly supply: Supply;
  /** Army oil effects (33.61C, not in the texts): CTL −1, mechanized component negated. */
  readonly armyOil: boolean;
  /** Automatically in supply because it exploited last turn (16.61, 30.551A). */
  readonly exploitationSupply: boolean;
  /** Air or sea transported in this movement phase (10.53B). */
  readonly transported: boolean;
  /** A Russian shock army (12.16, 42.24I). */
  readonly shockArmy: boolean;
  /** Overstacked by an attrition retreat in the enemy's last turn (12.17). */
  readonly retreatOverstack: boolean;
  /** Turns its hex has been isolated, and how it came there (15.33D). */
  readonly isolation?: { readonly turns: number; readonly entered: IsolationEntry };
  /** Airdropped in the previous player turn from the zone of this hex (14.212). */
  readonly airdroppedFrom?: string;
}

/** Counters that are not units (rule 31-32 and 18, not in the texts): placed by the scenario, read by the rules. */
export const MARKER_TYPES = ['fortification', 'bridgehead', 'beachDefense', 'airbase', 'rocketBase', 'portCounter', 'railhead'] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];
export const MARKER_NAMES: Readonly<Record<MarkerType, string>> = {
  fortification: 'Fortification', bridgehead: 'Bridgehead', beachDefense: 'Beach defense', airbase: 'Air base',
  rocketBase: 'Rocket base', portCounter: 'Port counter', railhead: 'Railhead',
};

export interface Marker {
  readonly kind: 'marker';
  readonly id: string;
  readonly type: MarkerType;
  readonly faction: Faction;
  /** A bridgehead placed across a river or crossing arrow (31.23) or by a seaborne invasion (14.62C). */
  readonly origin?: 'river' | 'invasion';
}

export type Counter = GroundUnit | Marker;
export const isGround = (c: Counter): c is GroundUnit => c.kind === 'ground';
