import { sampleTable } from '../data/political-events.sample.ts';
import type { DsEvent } from '../events/index.ts';
import { resultOf } from '../events/political-events.ts';
import { politicalResultViolations, politicalRollViolations, tableForNextRoll } from '../rules/political-events.ts';
import { snlfPlacementOptions, snlfPlacementViolations } from '../rules/snlf-beachhead.ts';
import { eventOf, type StepLegality } from './step.ts';
import { STEP_IDS } from './step-ids.ts';

const DIE = [1, 2, 3, 4, 5, 6] as const;

/** What legalActions offers for a table turnchart does not carry: enter the result read on your chart. */
export const CHART_RESULT_TEMPLATE = { type: 'POLITICAL_RESULT', result: '(the result read on your own chart)' } as const;

/**
 * 2.1 Political Events: a roll on the table due now (the seeded dice or the player's die), or the
 * result read from the player's own chart. A result read from a chart is free text, so
 * legalActions cannot list every one: it lists the results of the bundled sample table (or a
 * template when the table is not bundled), and any well-formed result passes the same check
 * (docs/rulings.md R-POLITICAL-TABLES).
 */
export const politicalRollStep: StepLegality = {
  id: STEP_IDS.adminPoliticalEvents,
  accepts: ['ROLL', 'POLITICAL_RESULT'],
  check(ctx, e) {
    const slice = ctx.turn.politicalEvents;
    const result = eventOf(e, 'POLITICAL_RESULT');
    return result ? politicalResultViolations(ctx.game, slice, resultOf(result)) : politicalRollViolations(ctx.game, slice);
  },
  enumerate(ctx) {
    const table = tableForNextRoll(ctx.game, ctx.turn.politicalEvents);
    if (table === undefined) return [];
    const t = sampleTable(table);
    if (!t) return [CHART_RESULT_TEMPLATE];
    const seen = new Set<string>();
    const results: DsEvent[] = [];
    for (const r of t.results) {
      if (seen.has(r.result)) continue;
      seen.add(r.result);
      results.push({ type: 'POLITICAL_RESULT', ...r });
    }
    return [{ type: 'ROLL' }, ...DIE.map((value): DsEvent => ({ type: 'ROLL', value })), ...results];
  },
};

/** PE-9: the Axis places the SNLF Beachhead-0 markers a result gave it, then declares DONE. */
export const snlfBeachheadStep: StepLegality = {
  id: STEP_IDS.politicalEventsSnlfBeachheads,
  accepts: ['PLACE_SNLF_BEACHHEAD', 'DONE'],
  check(ctx, e) {
    const place = eventOf(e, 'PLACE_SNLF_BEACHHEAD');
    if (!place) return [];
    if ((ctx.turn.politicalEvents.snlfToPlace ?? 0) === 0) {
      return [{ rule: '2.2.3.4', code: 'snlf.noneToPlace', message: 'No SNLF Beachhead-0 marker is to be placed now.' }];
    }
    return snlfPlacementViolations(ctx.game, place.marker, place.hex, place.arrowTo);
  },
  enumerate(ctx) {
    const places = (ctx.turn.politicalEvents.snlfToPlace ?? 0) > 0 ? snlfPlacementOptions(ctx.game) : [];
    return [...places.map((o): DsEvent => ({ type: 'PLACE_SNLF_BEACHHEAD', ...o })), { type: 'DONE' }];
  },
};

/** 2.1 Political Events Segment. */
export const politicalEventsSteps: readonly StepLegality[] = [politicalRollStep, snlfBeachheadStep];
