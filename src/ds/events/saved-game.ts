import { savedGameCodec, type SavedGame } from '../../core/input/saved-game.ts';
import type { InputProblem, Result } from '../../core/violation.ts';

import { SAVED_GAME_FORMAT } from '../formats.ts';

/** The format tag of Dai Senso! saved games (docs/events.md). */
export { SAVED_GAME_FORMAT };

export const DS_SAVED_GAMES = savedGameCodec(SAVED_GAME_FORMAT);

export type { SavedGame };

/** A DS saved-game file's JSON, or a bare array of events (seed 1). */
export const parseSavedGame = (json: unknown): Result<SavedGame, InputProblem> => DS_SAVED_GAMES.parse(json);
