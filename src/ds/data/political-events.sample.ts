/**
 * SAMPLE Political Events Tables (2.1). The printed Dai Senso! tables are NOT in the seeds: these
 * are invented so that the Political Events Segment can be walked through. Every log line that
 * shows one of these results says SAMPLE; a player with the real chart enters the result read
 * from it instead (the POLITICAL_RESULT event). Table ids start with "sample" so that they cannot
 * be mistaken for the printed tables (docs/rulings.md R-POLITICAL-TABLES).
 */

/** The six-row shape of a table: the result for a modified roll of 1, 2, ... 6. */
export type SixResults<T> = readonly [T, T, T, T, T, T];

/** One result of a Political Events Table, as the engine needs to know it. */
export interface PoliticalResult {
  /** The result as printed (an italicized event's name in *stars*). */
  readonly result: string;
  /** The table this result directs to (2.1: roll again there); absent on a final result (PE-5). */
  readonly rollOn?: string;
  /** An italicized Political Event: the rules section that says how to apply it (PE-6). */
  readonly rule?: string;
  /** Blitz markers the result awards for this turn's Support Segment (2.2.4, PE-8). */
  readonly blitzMarkers?: number;
  /** Axis SNLF Beachhead-0 markers the result lets the Axis place (Operation Z, Widespread Attacks; PE-9). */
  readonly snlfBeachheads?: number;
  /** Steps the result eliminates, per Eliminating Steps 4.2.6.2 (PE-7). */
  readonly stepLosses?: number;
}

export interface PoliticalEventsTable {
  readonly id: string;
  readonly name: string;
  readonly results: SixResults<PoliticalResult>;
}

/** Said wherever a result of these tables is shown. */
export const SAMPLE_TABLE_NOTE = 'SAMPLE table: the printed Political Events Tables are not in the seeds';

const noEffect: PoliticalResult = { result: 'No effect.' };
const sampleEvent: PoliticalResult = { result: '*Home Front Unrest* (a sample italicized event)', rule: '15 (sample event)' };

export const POLITICAL_EVENTS_TABLES: Readonly<Record<string, PoliticalEventsTable>> = {
  sampleA: {
    id: 'sampleA',
    name: 'Political Events Table A (SAMPLE)',
    results: [
      noEffect,
      noEffect,
      { result: 'Diplomatic pressure: roll on Table B.', rollOn: 'sampleB' },
      { result: 'Diplomatic pressure: roll on Table B.', rollOn: 'sampleB' },
      { result: 'War production surges: one Blitz marker is awarded.', blitzMarkers: 1 },
      { result: 'Political crisis: roll on Table C.', rollOn: 'sampleC' },
    ],
  },
  sampleB: {
    id: 'sampleB',
    name: 'Political Events Table B (SAMPLE)',
    results: [
      noEffect,
      noEffect,
      { result: 'Supply troubles: roll on Table C.', rollOn: 'sampleC' },
      { result: 'Offensive spirit: one Blitz marker is awarded.', blitzMarkers: 1 },
      sampleEvent,
      { result: 'Losses at sea: eliminate one step.', stepLosses: 1 },
    ],
  },
  sampleC: {
    id: 'sampleC',
    name: 'Political Events Table C (SAMPLE)',
    results: [
      noEffect,
      noEffect,
      sampleEvent,
      sampleEvent,
      { result: 'Rally: one Blitz marker is awarded.', blitzMarkers: 1 },
      { result: 'Grand offensive: two Blitz markers are awarded.', blitzMarkers: 2 },
    ],
  },
  sampleAxis: {
    id: 'sampleAxis',
    name: 'Axis Political Events Table (SAMPLE)',
    results: [
      noEffect,
      { result: 'Debate in Tokyo: roll on Table C.', rollOn: 'sampleC' },
      { result: '*Widespread Attacks*: one SNLF Beachhead-0 marker.', rule: '15.37', snlfBeachheads: 1 },
      { result: '*Operation Z*: two SNLF Beachhead-0 markers.', rule: '15.29', snlfBeachheads: 2 },
      { result: 'Victory fever: one Blitz marker is awarded.', blitzMarkers: 1 },
      { result: 'Victory fever: one Blitz marker is awarded.', blitzMarkers: 1 },
    ],
  },
};

/** A bundled sample table by id, if there is one. */
export const sampleTable = (id: string): PoliticalEventsTable | undefined =>
  Object.hasOwn(POLITICAL_EVENTS_TABLES, id) ? POLITICAL_EVENTS_TABLES[id] : undefined;
