import { browserStorage, type AutosaveStorage } from '../shared/autosave.ts';

/** Where the browser remembers whether the designer's console is open. */
export const CONSOLE_KEY = 'turnchart.console';

/** Off unless the player opened it (a designer's tool, not a player's); off where storage is blocked. */
export function readConsoleOpen(storage: AutosaveStorage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(CONSOLE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Remembers the choice; a blocked or full storage only means it is not remembered. */
export function writeConsoleOpen(on: boolean, storage: AutosaveStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(CONSOLE_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered: the switch still works for this page.
  }
}
