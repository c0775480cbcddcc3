import { switchPreference } from '../shared/preference.ts';

/** Where the browser remembers whether the designer's console is open. */
export const CONSOLE_KEY = 'turnchart.console';

/** Off unless the player opened it (a designer's tool, not a player's); off where storage is blocked. */
const consoleOpen = switchPreference(CONSOLE_KEY, false);
export const readConsoleOpen = consoleOpen.read;
export const writeConsoleOpen = consoleOpen.write;
