/**
 * A hex id as a game's maps print it. What ids look like is the ruleset's hex convention
 * (convention.ts); the engine only passes them around, so every method taking an id accepts any
 * string and answers "not on the board" for one it does not know.
 */
export type HexId = string;
