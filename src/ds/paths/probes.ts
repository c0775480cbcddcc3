/**
 * Guard probes of the DS turn (src/paths/probes.ts makes them): for each event field naming a
 * counter, hex or zone, an id that names nothing; and the events without parameters, probed bare.
 */
export const DS_PROBE_IDS: Readonly<Record<string, string>> = {
  unit: 'no-such-counter', marker: 'no-such-counter', into: 'no-such-counter', piece: 'no-such-counter', zone: 'no-such-zone',
  hex: 'w9999', target: 'w9999', arrowTo: 'w9999',
};

export const DS_BARE_EVENTS: readonly string[] = ['DONE', 'CONTINUE', 'VOLUNTARY_CONVERSION', 'DECLINE_BEACHHEAD'];
