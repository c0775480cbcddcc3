import { counterName, placeName, supportName } from '../../model/names.ts';

/** The log's names for places and counters are the model's (src/ds/model/names.ts). */
export const where = placeName;
export const supportLabel = supportName;

/** A counter as the log names it; a bare id when it names no counter. */
export function label(...[state, id]: Parameters<typeof counterName>): string {
  return state.counters.get(id) ? counterName(state, id) : id;
}
