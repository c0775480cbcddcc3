/** "1 hex", "2 hexes": counts read as sentences, in the CLI and the guide alike. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Events are numbered from 1, as the guide's turn log numbers them ("1. Continue", "Event 3 was not
 * applied"): the event at index i of a saved game's `events` (its JSON path `events[i]`) is event i + 1.
 */
export const eventNumber = (index: number): number => index + 1;

/** "event 3 (events[2])": an event by its number, then where it is in the file. */
export const eventAt = (index: number): string => `event ${eventNumber(index)} (events[${index}])`;
