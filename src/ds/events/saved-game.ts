import { savedGameCodec, type SavedGame } from '../../core/input/saved-game.ts';
import type { InputProblem, Result } from '../../core/violation.ts';

/** The format tag of Dai Senso! saved games (docs/events.md). */
export const SAVED_GAME_FORMAT = 'turnchart/ds-events@1';

export const DS_SAVED_GAMES = savedGameCodec(SAVED_GAME_FORMAT);

export type { SavedGame };

/** A DS saved-game file's JSON, or a bare array of events (seed 1). */
export const parseSavedGame = (json: unknown): Result<SavedGame, InputProblem> => DS_SAVED_GAMES.parse(json);
