import { counterFaction } from '../model/counters.ts';
import type { Faction } from '../model/factions.ts';
import type { DsGameState } from '../model/state.ts';

/** How the Political Events and Support Segment messages name things. */

export { counterName, hexName } from '../model/names.ts';

/** The counter's faction, if the id names a counter. */
export const factionOfCounter = (state: DsGameState, id: string): Faction | undefined => {
  const c = state.counters.get(id)?.counter;
  return c ? counterFaction(c, state.countries) : undefined;
};

/** 'one Blitz marker', 'two Blitz markers'... */
export function count(n: number, noun: string): string {
  const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  return `${words[n] ?? String(n)} ${noun}${n === 1 ? '' : 's'}`;
}
