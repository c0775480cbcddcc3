import { dsSetup } from '../setup.ts';
import { STEP_IDS } from '../../../src/ds/legal/step-ids.ts';

/**
 * 2.1 Political Events Segment: skipped when the Current Card has no Political Events Segment
 * section (PE-1); otherwise every listed action in order (PE-2), each a roll that may chain from
 * table to table until a final result (PE-3..PE-5), whose effects follow (PE-6..PE-9).
 */
export const politicalEventsSegment = dsSetup.createStateConfig({
  id: 'ds.admin.politicalEventsSegment',
  meta: {
    rule: '2.1', title: 'Political Events Segment', actor: 'phasing',
    explain: 'If your Current Card has a Political Events section, you resolve every action it lists, in order, rolling on the tables it names.',
  },
  initial: 'cardCheck',
  states: {
    cardCheck: {
      id: 'ds.politicalEvents.cardCheck',
      meta: {
        rule: '2.1', title: 'Political Events on the Current Card?', actor: 'automatic',
        explain: 'The segment happens only if your Current Card has a section that reads Political Events Segment; otherwise it is skipped.',
      },
      always: [
        { guard: 'politicalEventsSkipped', target: 'done', actions: 'skipPoliticalEvents' },
        { target: 'resolving', actions: 'beginPoliticalEvents' },
      ],
    },
    resolving: {
      id: STEP_IDS.adminPoliticalEvents,
      meta: {
        rule: '2.1', title: 'Resolve the listed Political Events', actor: 'phasing',
        explain: 'Roll one die, add the Political DRMs (a total below 1 counts as 1, above 6 as 6) and read the table the action names. A result that sends you to another table means rolling again there. Every listed action is resolved, in order. turnchart carries only SAMPLE tables: with the real chart, enter the result you read on it.',
      },
      on: {
        ROLL: { guard: 'politicalEventsAllowed', actions: 'rollPoliticalEvent' },
        POLITICAL_RESULT: { guard: 'politicalEventsAllowed', actions: 'enterPoliticalResult' },
      },
      always: [
        { guard: 'snlfBeachheadsToPlace', target: 'snlfBeachheads' },
        { guard: 'politicalActionsResolved', target: 'done' },
      ],
    },
    snlfBeachheads: {
      id: STEP_IDS.politicalEventsSnlfBeachheads,
      meta: {
        rule: '2.2.3.4', title: 'SNLF Beachhead-0 Placement', actor: 'axis',
        explain: 'Operation Z and Widespread Attacks let the Axis place SNLF Beachhead-0 markers: each in an All-Sea hex without another Beachhead marker, its arrow pointing at a Land hex next to it. Say when you are done.',
      },
      on: {
        PLACE_SNLF_BEACHHEAD: { guard: 'snlfBeachheadAllowed', actions: 'placeSnlfBeachhead' },
        DONE: { guard: 'snlfBeachheadAllowed', target: 'resolving', actions: 'endSnlfPlacement' },
      },
      always: { guard: 'snlfPlacementOver', target: 'resolving', actions: 'endSnlfPlacement' },
    },
    done: { type: 'final' },
  },
});
