import type { HexId } from '../../core/hex/hex-id.ts';
import type { SideId } from '../model/sides.ts';
import type { TerrainChoice } from '../model/terrain.ts';

/**
 * The bookkeeping of one combat under way (9.2), as data: what each step of the procedure settled.
 * The rules read it to say what is owed next (src/ocs/rules/procedure.ts); reducers write it.
 */

/** 9.1c: overruns (Movement Segments), regular combat in the Combat Phase, and in the Exploitation Phase. */
export const COMBAT_KINDS = ['overrun', 'combat', 'exploitation'] as const;
export type CombatKind = (typeof COMBAT_KINDS)[number];
export type Role = 'attacker' | 'defender';

/** Combat supply paid by one side (9.5b): tokens drawn from dumps or loads, and units using internal stocks (12.10). */
export interface Payment {
  readonly draws: readonly { readonly source: string; readonly tokens: number }[];
  readonly internalStocks: readonly string[];
}

/** A Combat Table result taken apart (9.10): L losses, o options, e exploit, DG. */
export interface SideResult {
  readonly losses: number;
  readonly option: number;
  readonly exploit?: number;
  readonly dg: boolean;
}

export interface CombatResult {
  readonly text: string;
  readonly attacker: SideResult;
  readonly defender: SideResult;
}

/** How one side is carrying out its part of the result (9.10-9.12). */
export interface SideExecution {
  readonly hardLeft: number;
  /** How the option was taken: step losses (the rest is retreat hexes), or ignored (9.10c). */
  readonly optionChoice?: { readonly losses: number } | 'ignored';
  readonly optionLossesLeft: number;
  /** Involved units still owing their retreat, and how far (9.12). */
  readonly toRetreat: readonly string[];
  readonly retreatHexes: number;
  /** Units of the side that retreated (the attacker: no advance, 9.12g B; exploit ignored, 9.10d). */
  readonly retreated: readonly string[];
  /** Steps lost by each unit in this result (9.11c: AR unit first, each one before any two). */
  readonly lost: Readonly<Record<string, number>>;
  /** 9.12e: a step owed for each enemy-ZOC hex a DG part of the retreating stack entered, with the units it may come from. */
  readonly zocLosses: readonly (readonly string[])[];
  /** 9.10c: the attacker's units were all gone before his option was fully executed. */
  readonly couldNotTakeAll: boolean;
}

export const freshExecution = (): SideExecution => ({
  hardLeft: 0, optionLossesLeft: 0, toRetreat: [], retreatHexes: 0, retreated: [], lost: {}, zocLosses: [], couldNotTakeAll: false,
});

export interface SurpriseRecord {
  readonly dice?: readonly number[];
  readonly modified?: number;
  readonly side: 'attacker' | 'defender' | 'none';
  readonly fromChart: boolean;
  readonly shiftDie?: number;
}

export interface RollRecord {
  readonly dice?: readonly number[];
  readonly modified?: number;
  readonly column: number;
  readonly fromChart: boolean;
}

/** The phase a combat is fought in: captures in the Movement Phase may move at once (9.14c). */
export type CombatPhase = 'movement' | 'combat' | 'exploitation';

export interface CombatUnderWay {
  readonly kind: CombatKind;
  readonly phase: CombatPhase;
  readonly target: HexId;
  readonly attackerSide: SideId;
  readonly defenderSide: SideId;
  /** 9.1b, 9.1c: the attacking units as declared, each attacking this hex only. */
  readonly attackers: readonly string[];
  /** The hex each attacking unit attacked from: its stack (9.4b) and where its retreat begins (9.12). */
  readonly origin: Readonly<Record<string, HexId>>;
  /** 9.1d: every combat unit in the defending hex, as one combined defending strength. */
  readonly defenders: readonly string[];
  /** 9.12f: by side, the hexes that held that side's combat units at the start of the combat. */
  readonly heldAtStart: Readonly<Record<SideId, readonly HexId[]>>;
  readonly supply: { readonly attacker?: Payment; readonly defender?: Payment | 'withheld' | 'none' };
  readonly cancelled: boolean;
  readonly arUnit: { readonly attacker?: string; readonly defender?: string };
  readonly terrain: { readonly stacks: Readonly<Record<HexId, TerrainChoice>>; readonly defence?: TerrainChoice };
  readonly surprise?: SurpriseRecord;
  readonly roll?: RollRecord;
  readonly result?: CombatResult;
  readonly attacker: SideExecution;
  readonly defender: SideExecution;
  readonly dgApplied: boolean;
  readonly exploitDecided: boolean;
  readonly advanceDecided: boolean;
}
