import type { DiceState } from '../../core/dice.ts';
import type { GameLog } from '../../core/log.ts';
import type { OcsGame } from '../model/state.ts';
import type { CombatUnderWay } from './combat.ts';
import type { SpecializedTask } from './specialized.ts';

/** What a player turn remembers beyond the board. */
export interface OcsBookkeeping {
  /** 9.1c: in the current Combat Segment, the units that attacked and the hexes attacked. */
  readonly attackedUnits: readonly string[];
  readonly attackedHexes: readonly string[];
  /** Units that moved in the current movement segment (modes change before moving: R-OCS-MODES). */
  readonly moved: readonly string[];
  readonly combat?: CombatUnderWay;
  readonly specialized: readonly SpecializedTask[];
}

export const freshBookkeeping = (): OcsBookkeeping => ({ attackedUnits: [], attackedHexes: [], moved: [], specialized: [] });

/** The OCS turn machine's context: the game, the player turn's bookkeeping, the dice, the log. */
export interface OcsTurnContext {
  readonly game: OcsGame;
  readonly turn: OcsBookkeeping;
  readonly dice: DiceState;
  /** Appended to, never copied (core/log.ts GameLog): a long game's log has thousands of entries. */
  readonly log: GameLog;
}

export interface OcsTurnInput {
  readonly game: OcsGame;
  readonly seed?: number;
}
