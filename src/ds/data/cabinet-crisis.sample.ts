import type { SixResults } from './political-events.sample.ts';

/**
 * SAMPLE Cabinet Crisis Table (2.2.4). The printed table is NOT in the seeds, nor is what a crisis
 * does to the Japanese government: these results are invented so that the roll can be walked
 * through, and only logged. A player with the real chart enters the result read from it instead
 * (the CABINET_CRISIS_RESULT event; docs/rulings.md R-CABINET-TABLE).
 */
export const CABINET_CRISIS_TABLE: { readonly name: string; readonly results: SixResults<string> } = {
  name: 'Cabinet Crisis Table (SAMPLE)',
  results: [
    'The cabinet holds: no effect.',
    'The cabinet holds: no effect.',
    'Ministers protest: no effect.',
    'Ministers resign: apply the Cabinet Crisis result of your own chart.',
    'The cabinet falls: apply the Cabinet Crisis result of your own chart.',
    'The cabinet falls: apply the Cabinet Crisis result of your own chart.',
  ],
};

/** Said wherever a result of this table is shown. */
export const SAMPLE_CABINET_NOTE = 'SAMPLE table: the printed Cabinet Crisis Table is not in the seeds';
