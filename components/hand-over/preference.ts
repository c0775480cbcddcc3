import { browserStorage, type AutosaveStorage } from '../shared/autosave.ts';

/** Where the browser remembers whether the hand-over screen is on (two players) or off (solo). */
export const HAND_OVER_KEY = 'turnchart.handOver';

/** On unless the player turned it off; on where storage is blocked. */
export function readHandOver(storage: AutosaveStorage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(HAND_OVER_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Remembers the choice; a blocked or full storage only means it is not remembered. */
export function writeHandOver(on: boolean, storage: AutosaveStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(HAND_OVER_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered: the switch still works for this page.
  }
}
