import type { SnapshotFrom } from 'xstate';
import { replay, type ReplayOutcome } from '../../src/core/replay.ts';
import { parseEvent, type DsEvent } from '../../src/ds/events/index.ts';
import { explain } from '../../src/ds/legal/index.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { dsTurnMachine, type DsTurnMachine } from './turn.machine.ts';

export type DsTurnSnapshot = SnapshotFrom<DsTurnMachine>;
export type DsReplayOutcome = ReplayOutcome<DsTurnSnapshot, DsEvent>;

/** A DS game position rebuilt from its scenario, dice seed and events (undo = a shorter prefix). */
export function replayDsGame(game: DsGameState, seed: number, events: readonly unknown[]): DsReplayOutcome {
  return replay<DsTurnSnapshot, DsEvent>(dsTurnMachine, { game, seed }, events, { parse: parseEvent, explain });
}
