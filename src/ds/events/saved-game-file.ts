import { DS_SAVED_GAMES } from './saved-game.ts';
import type { SavedGameFile } from '../../core/input/saved-game.ts';
import type { InputProblem, Result } from '../../core/violation.ts';

export { MAX_SAVED_GAME_BYTES, scenarioProblem, tooLargeProblem, type SavedGameFile, type ScenarioNames } from '../../core/input/saved-game.ts';

/** The text of a DS saved-game file: indented at the top, one event per line. */
export const formatSavedGame = (file: SavedGameFile): string => DS_SAVED_GAMES.write(file);

/** A DS saved-game file's text, every problem located and worded for a player. */
export const readSavedGameText = (text: string): Result<SavedGameFile, InputProblem> => DS_SAVED_GAMES.readText(text);
