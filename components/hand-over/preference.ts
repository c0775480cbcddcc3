import { switchPreference } from '../shared/preference.ts';

/** Where the browser remembers whether the hand-over screen is on (two players) or off (solo). */
export const HAND_OVER_KEY = 'turnchart.handOver';

/** On unless the player turned it off; on where storage is blocked. */
const handOver = switchPreference(HAND_OVER_KEY, true);
export const readHandOver = handOver.read;
export const writeHandOver = handOver.write;
