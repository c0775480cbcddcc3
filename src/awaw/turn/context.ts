import type { DiceState } from '../../core/dice.ts';
import type { GameLog } from '../../core/log.ts';
import type { CombatResult } from '../data/crt.ts';
import type { CombatMode, UnitDefense } from '../model/combat.ts';
import type { AwawGame } from '../model/game.ts';
import type { Faction } from '../model/ids.ts';
import type { MovementBook, PartisanBook } from './movement-book.ts';

/**
 * The AWAW turn machine's context: the game, the player turn's bookkeeping, the dice and the log.
 * Bookkeeping is data only (the rules read it; it reads no rule).
 */
export interface AwawTurnContext {
  readonly game: AwawGame;
  readonly turn: TurnBook;
  readonly dice: DiceState;
  readonly log: GameLog;
}

export interface AwawTurnInput {
  readonly game: AwawGame;
  readonly seed?: number;
}

/** An airdrop made this combat phase (10.5, 15.11, 16.42). */
export interface AirdropRecord {
  readonly unit: string;
  readonly from: string;
  readonly hex: string;
  readonly mode: CombatMode;
  /** 10.54: what interception left of it (the air combat, rule 19, is the players' to resolve). */
  readonly status: 'dropped' | 'aborted' | 'eliminated';
  readonly onEnemy: boolean;
}

/** A finished attack, for 15.46 (each hex once per faction and mode) and 14.23A. */
export interface AttackRecord {
  readonly mode: CombatMode;
  readonly faction: Faction;
  readonly targets: readonly string[];
  readonly attackers: readonly string[];
  /** The hex each attacker attacked from (15.47: two per hex). */
  readonly origins: readonly { readonly unit: string; readonly hex: string }[];
}

/** The round under way: what was rolled and what each side still owes. */
export interface RoundState {
  readonly number: number;
  /** The attacking ground units taking part this round (CTL, 15.71). */
  readonly attackers: readonly string[];
  readonly groundSupport: number;
  readonly defensiveAir: number;
  readonly defenses: readonly UnitDefense[];
  readonly attack: number;
  readonly defense: number;
  readonly odds: string;
  readonly column: string;
  readonly die?: number;
  readonly modified?: number;
  readonly crt?: CombatResult;
  /** The result after the attacker's and defender's options (15.53-15.55). */
  readonly result?: CombatResult;
  readonly attackerOptionTaken: boolean;
  readonly defenderOptionTaken: boolean;
  /** The defender treated the result under 15.55 (the conversion follows the lowest surviving attacking CTL, 15.551). */
  readonly fortifiedConversion: boolean;
  /** Factors lost this round: the attacker's printed (and air), the defender's as the result counts them. */
  readonly attackerLost: number;
  readonly defenderLost: number;
}

/**
 * OV-13 13.531: the air a failed overrun's owed attack carries over: the ground support that flew
 * for the overrun must attack with it, and the defensive air that thwarted it stays in place. Both
 * were counted as flown in the movement phase, so they are not counted again.
 */
export interface CarriedAir {
  readonly hex: string;
  readonly groundSupport: number;
  readonly defensiveAir: number;
  readonly defensiveAirFaction?: Faction;
}

export interface UnderWayAttack {
  readonly mode: CombatMode;
  readonly faction: Faction;
  readonly targets: readonly string[];
  /** Every ground unit committed (15.73: no other joins later). */
  readonly attackers: readonly string[];
  readonly dropped: readonly string[];
  /** The defending ground units committed at declaration, and the hex of each. */
  readonly defenders: readonly string[];
  readonly defenderHexes: readonly string[];
  /** Hexes of the attacking units at the start of the first round (16.21), and each unit's (15.47). */
  readonly firstRoundHexes: readonly string[];
  readonly origins: readonly { readonly unit: string; readonly hex: string }[];
  readonly groundSupport: number;
  readonly defensiveAir: number;
  /** The faction whose air flies the defensive air support (the defending units' side may hold several). */
  readonly defensiveAirFaction?: Faction;
  readonly supportDeclared: boolean;
  readonly defensiveAirDeclared: boolean;
  /** The air of the failed overrun this attack answers (13.531), when it answers one. */
  readonly carried?: CarriedAir;
  readonly round?: RoundState;
  /** The rounds fought before the current one, in order (15.7; the combat panel lists them). */
  readonly earlier: readonly RoundState[];
  /** The attack is over (a side wiped out, the CTL or the odds forbid another round, or the attacker abandoned). */
  readonly over: boolean;
  /** Units that advanced after combat, and where. */
  readonly advanced: readonly { readonly unit: string; readonly hex: string }[];
}

/** A breakthrough hex (16.1) and what 16.21 and 16.31E need of the attack that made it. */
export interface Breakthrough {
  readonly hex: string;
  readonly faction: Faction;
  readonly firstRoundHexes: readonly string[];
  readonly attackers: readonly string[];
  /** Ground factors that defended the hex (16.31E). */
  readonly defendedFactors: number;
}

/** An armor unit placed on a breakthrough hex (16.2) and the route it exploited along (16.3). */
export interface Exploiter {
  readonly unit: string;
  readonly breakthrough: string;
  /** Hexes entered, in order; undefined until it moves (it may stay, 16.31). */
  readonly route?: readonly string[];
  /** The unit whose whole route it duplicated first (16.33-16.35), if any. */
  readonly follows?: string;
}

/** An attrition combat under way (14.1). */
export interface UnderWayAttrition {
  readonly faction: Faction;
  readonly against: Faction;
  readonly zone: string;
  readonly units: readonly string[];
  readonly factors: number;
  readonly drm: number;
  readonly column: string;
  readonly die?: number;
  readonly modified?: number;
  readonly result?: { readonly c: number; readonly h: number; readonly text: string };
  readonly optionDone: boolean;
  /** Counters lost so far, with their hex and whether each was the largest there when taken (14.62B). */
  readonly losses: readonly { readonly unit: string; readonly hex: string; readonly largest: boolean }[];
  readonly lossesDone: boolean;
  /** Hexes selected for occupation with the units that will advance into each (14.61, 14.64). */
  readonly selected: readonly { readonly hex: string; readonly units: readonly string[] }[];
  readonly selectionDone: boolean;
  /** Units still to retreat (14.71), once the selection is over. */
  readonly retreatsStarted: boolean;
  readonly toRetreat: readonly string[];
  readonly wipeout: boolean;
}

export interface TurnBook {
  /** Attrition zones fixed at the start of the player turn (14.211): zone id by hex, per faction. */
  readonly zones: Readonly<Record<string, string>>;
  readonly airUsed: Readonly<Partial<Record<Faction, number>>>;
  readonly transportUsed: Readonly<Partial<Record<Faction, number>>>;
  readonly airdrops: readonly AirdropRecord[];
  readonly attacks: readonly AttackRecord[];
  readonly attack?: UnderWayAttack;
  readonly breakthroughs: readonly Breakthrough[];
  readonly exploiters: readonly Exploiter[];
  readonly exploitationMoveDone: boolean;
  /** Units counted in an attrition this turn (14.23B) and the attritions rolled (14.13: faction>zone). */
  readonly attritionCounted: readonly string[];
  readonly attritionsRolled: readonly string[];
  readonly attrition?: UnderWayAttrition;
  /** The movement phase (13) and the partisans (11): issue 20 (absent: nothing moved or built yet). */
  readonly movement?: MovementBook;
  readonly partisans?: PartisanBook;
}

export const freshBook = (zones: Readonly<Record<string, string>> = {}): TurnBook => ({
  zones, airUsed: {}, transportUsed: {}, airdrops: [], attacks: [], breakthroughs: [], exploiters: [],
  exploitationMoveDone: false, attritionCounted: [], attritionsRolled: [],
});
