import type { SideId } from './sides.ts';

/**
 * The pieces of an OCS game (9.0). Combat units fight; supply dumps, Transport Points, hedgehogs,
 * air bases, aircraft, ships and ports "do not take part in regular combat at all" and are dealt
 * with by the Specialized Combats of 9.14 when enemy Attack-Capable units enter their hex.
 */

/** Modes (5.0, not in the seed: docs/rulings.md R-OCS-MODES). DG is a marker kept beside the mode. */
export const MODES = ['combat', 'move', 'strat', 'reserve', 'exploit'] as const;
export type Mode = (typeof MODES)[number];

/** 9.4, 3.2a: the three classes terrain treats differently. */
export const UNIT_CLASSES = ['armor', 'mech', 'other'] as const;
export type UnitClass = (typeof UNIT_CLASSES)[number];

/** 9.4e: the colour code of the unit symbol and the symbols that give AT Effects. */
export const COLOURS = ['yellow', 'red', 'other'] as const;
export type Colour = (typeof COLOURS)[number];
export const SYMBOLS = ['tank', 'antiTank', 'antiAircraft', 'infantry', 'recon', 'mechInfantry', 'artillery', 'hq', 'other'] as const;
export type UnitSymbol = (typeof SYMBOLS)[number];

/** 9.0: HQ (13.1c) and artillery (13.4b) are combat units without a printed Combat Strength. */
export const COMBAT_TYPES = ['unit', 'hq', 'artillery'] as const;
export type CombatType = (typeof COMBAT_TYPES)[number];

export interface CombatUnit {
  readonly kind: 'combat';
  readonly id: string;
  readonly side: SideId;
  readonly name: string;
  readonly type: CombatType;
  /** The Combat Strength; for an HQ or artillery, the strength its own rules give it (R-OCS-HQ-ARTILLERY). */
  readonly strength: number;
  /** A parenthesized Combat Strength: the unit can only defend (9.1e). */
  readonly defendOnly: boolean;
  /** The printed Action Rating (9.6). */
  readonly ar: number;
  /** Printed steps: one for most units, one per RE for a multi-step unit (9.11). */
  readonly steps: number;
  readonly stepsLost: number;
  /** Printed size in Regimental Equivalents (combat supply costs, 9.5b). */
  readonly re: number;
  readonly unitClass: UnitClass;
  readonly colour: Colour;
  readonly symbol: UnitSymbol;
  /** Movement Allowance in Combat Mode and in Move Mode (9.12b: a unit with neither cannot retreat). */
  readonly ma: { readonly combat: number; readonly move: number };
  readonly mode: Mode;
  readonly dg: boolean;
  /** Marked Out of Supply (trace supply, 12.0; 9.5a). */
  readonly outOfSupply: boolean;
  /** Internal stocks left (12.10): each use puts this unit in combat supply for one combat. */
  readonly internalStocks: number;
  /** Attack-Capable (4.4, not in the seed: R-OCS-ATTACK-CAPABLE). */
  readonly attackCapable: boolean;
  /** Whether the unit exerts a Zone of Control (not in the seed: R-OCS-ZOC). */
  readonly exertsZoc: boolean;
}

/** A supply dump: its Supply Points counted in tokens (1 SP = 4 T). */
export interface Dump {
  readonly kind: 'dump';
  readonly id: string;
  readonly side: SideId;
  readonly tokens: number;
}

export const TRANSPORT_TYPES = ['truck', 'wagon', 'organic'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** Transport Points (9.14c): trucks, wagons, Organic Trucks; an Extender is a truck counter on its Extender side (9.14d). */
export interface Transport {
  readonly kind: 'transport';
  readonly id: string;
  readonly side: SideId;
  readonly type: TransportType;
  readonly points: number;
  /** MA: more than 10 rolls on the Trucks column, 10 or less on the Wagons column (9.14c). */
  readonly ma: number;
  /** SP loaded, in tokens. */
  readonly load: number;
  /** On its Extender side, with its special draw range (9.14d). */
  readonly extender?: { readonly drawRange: number };
}

export interface Hedgehog {
  readonly kind: 'hedgehog';
  readonly id: string;
  readonly side: SideId;
  /** 16.0 levels, 1 and up (R-OCS-HEDGEHOGS). */
  readonly level: number;
}

export interface AirBase {
  readonly kind: 'airBase';
  readonly id: string;
  readonly side: SideId;
  readonly name: string;
  readonly level: number;
}

export interface Aircraft {
  readonly kind: 'aircraft';
  readonly id: string;
  readonly side: SideId;
  readonly name: string;
  /** Range in hexes; displacement goes to a friendly air base within twice this (9.14f). */
  readonly range: number;
  readonly active: boolean;
  /** Reduced by an Air Base Capture Table result; a reduced plane reduced again is destroyed (R-OCS-AIR-BASE-CAPTURE). */
  readonly reduced: boolean;
}

export interface Ship {
  readonly kind: 'ship';
  readonly id: string;
  readonly side: SideId;
  readonly name: string;
  /** A DUKW operating as Landing Craft (9.14g). */
  readonly landingCraft: boolean;
}

export interface Port {
  readonly kind: 'port';
  readonly id: string;
  readonly side: SideId;
  readonly name: string;
  readonly size: number;
}

export type Piece = CombatUnit | Dump | Transport | Hedgehog | AirBase | Aircraft | Ship | Port;
export type PieceKind = Piece['kind'];
export const PIECE_KINDS = ['combat', 'dump', 'transport', 'hedgehog', 'airBase', 'aircraft', 'ship', 'port'] as const;

/** 9.0: the pieces that do not take part in regular combat and meet Specialized Combats (9.14). */
export type NonCombatPiece = Exclude<Piece, CombatUnit>;
export const isCombatUnit = (p: Piece | undefined): p is CombatUnit => p?.kind === 'combat';

/** 9.11d: the unit's current RE size, printed RE minus the steps a multi-step unit lost. */
export const currentRe = (u: CombatUnit): number => (u.steps > 1 ? Math.max(0, u.re - u.stepsLost) : u.re);
export const stepsLeft = (u: CombatUnit): number => u.steps - u.stepsLost;
