import type { DiceState } from '../../core/dice.ts';
import type { GameLog } from '../../core/log.ts';
import type { DsGameState } from '../model/state.ts';
import { emptyPoliticalEventsSlice, type PoliticalEventsSlice } from './slices/political-events.ts';
import { emptyBlitzCombatSlice, type BlitzCombatSlice } from './slices/blitz-combat.ts';
import { emptyCombatSlice, type CombatSlice } from './slices/combat.ts';
import { emptyOrganizationSlice, type OrganizationSlice } from './slices/organization.ts';
import { emptyBeachheadMaintenanceSlice, type BeachheadMaintenanceSlice } from './slices/beachhead-maintenance.ts';
import { emptyBlitzSlice, type BlitzSlice } from './slices/blitz.ts';
import { emptyPlacementSlice, type PlacementSlice } from './slices/placement.ts';

/** What a turn remembers beyond the board: one slice per segment, reset as a faction turn starts. */
export interface TurnBookkeeping {
  readonly politicalEvents: PoliticalEventsSlice;
  readonly beachheadMaintenance: BeachheadMaintenanceSlice;
  readonly placement: PlacementSlice;
  readonly blitz: BlitzSlice;
  readonly organization: OrganizationSlice;
  readonly blitzCombat: BlitzCombatSlice;
  readonly combat: CombatSlice;
}

/**
 * The turn machine's context: the game, the turn's bookkeeping, the dice and the log. Every
 * change is a pure function returning a new context (src/ds/apply), never a mutation.
 */
export interface DsTurnContext {
  readonly game: DsGameState;
  readonly turn: TurnBookkeeping;
  readonly dice: DiceState;
  /** Appended to, never copied (core/log.ts GameLog): a long game's log has thousands of entries. */
  readonly log: GameLog;
}

export const freshBookkeeping = (): TurnBookkeeping => ({
  politicalEvents: emptyPoliticalEventsSlice,
  beachheadMaintenance: emptyBeachheadMaintenanceSlice,
  placement: emptyPlacementSlice,
  blitz: emptyBlitzSlice,
  organization: emptyOrganizationSlice,
  blitzCombat: emptyBlitzCombatSlice,
  combat: emptyCombatSlice,
});

/** The machine's input: a loaded scenario and the dice seed. */
export interface DsTurnInput {
  readonly game: DsGameState;
  readonly seed?: number;
}
