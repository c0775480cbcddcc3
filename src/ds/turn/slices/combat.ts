import type { Faction } from '../../model/factions.ts';
import {
  emptyCombatRecord, type AttackDeclaration, type CombatMode, type CombatResult, type CombatSegmentRecord, type CombatSide,
  type ResolvedOdds, type RetreatProgress,
} from '../../model/combat.ts';

/** A unit exploiting now (4.2.8): the hexes it has entered, first the defending hex, and how far it may go. */
export interface Exploiting {
  readonly unit: string;
  readonly path: readonly string[];
  readonly distance: number;
  /** The hex it started from (EX-6: the hexside into the defending hex). */
  readonly origin: string;
}

/**
 * The attack being resolved (4.2.2): declared, then carried through Steps 2-8. What is still owed
 * is kept as data (Retreats to make, steps to lose), so each step knows what it waits for.
 */
export interface AttackUnderWay {
  readonly mode: CombatMode;
  readonly declaration: AttackDeclaration;
  /** The faction whose units are in the defending hex. */
  readonly defender: Faction;
  /** AT-20: the hex held only enemy Detachment/Logistics markers: no Steps 2-7, no Exploitation. */
  readonly markerOnly: boolean;
  /** Step 2 answered (with or without an HQ). */
  readonly defensiveSupportDeclared: boolean;
  readonly defensiveHq?: string;
  /** Units involved (4.2.4 "Important"), attackers with any Ranged Support HQ; rout joiners are added (RT-7). */
  readonly attackingForce: readonly string[];
  readonly defendingForce: readonly string[];
  readonly odds?: ResolvedOdds;
  readonly die?: number;
  readonly result?: CombatResult;
  /** 4.2.4.1 Ad/Ex: the attacker must still choose between Retreat and a step loss. */
  readonly awaitingAttackerChoice: boolean;
  /** Ex: after the attacker took its step loss, the defender owes one Retreat hex or a step loss. */
  readonly exchangeForDefender: boolean;
  /** Forces still to Retreat, the first one retreating now (attacking stacks each on their own). */
  readonly retreats: readonly RetreatProgress[];
  /** 4.2.5.3: the retreating force has chosen to convert one Retreat hex into a step loss. */
  readonly conversionChosen: boolean;
  /** Ad/Ex taken as a step loss, not yet taken. */
  readonly attackerResultLoss: boolean;
  /** Attrition still to satisfy (4.2.4.2), attacker first. */
  readonly attrition: { readonly attacker: number; readonly defender: number };
  /** AR-3..AR-5: whether the attacking force has lost its first step in this combat. */
  readonly attackerLostAStep: boolean;
  /** EX-1: different hexes the defending force was placed in. */
  readonly defenderRetreatHexes: number;
  /** EX-2: Retreat and Attrition results the defender did not satisfy. */
  readonly defenderUnsatisfied: number;
  /** Step 8: units that have advanced or exploited (each does one or the other once). */
  readonly advanced: readonly string[];
  readonly exploiting?: Exploiting;
}

/** Bookkeeping of the Combat Segments (4.1.2, 4.2): what attacked and was attacked, the attack under way. */
export interface CombatSlice {
  readonly blitz: CombatSegmentRecord;
  readonly regular: CombatSegmentRecord;
  readonly underWay?: AttackUnderWay;
}

export const emptyCombatSlice: CombatSlice = { blitz: emptyCombatRecord, regular: emptyCombatRecord };

/** Which side a step loss or a Retreat belongs to. */
export type { CombatSide };
