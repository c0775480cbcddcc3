import { dsSetup } from '../setup.ts';
import { STEP_IDS } from '../../../src/ds/legal/step-ids.ts';

/**
 * 2.3 Organization Segment: Steps 1-5 in order; "First you combine, then you break down" (OG-1).
 * Every step is optional and repeatable: each action is a self-transition guarded by the step's own
 * legality check, and DONE moves on. Nothing goes back: a unit broken down in Step 4 cannot be
 * combined again in this Segment (the 2.3 clarification).
 */
export const organizationSegment = dsSetup.createStateConfig({
  id: 'ds.admin.organization',
  meta: {
    rule: '2.3', title: 'Organization Segment', actor: 'phasing',
    explain: 'You reorganize your ground forces: combine small units into bigger ones, convert to fortresses, eliminate units you no longer want, break big units down, and place or remove Detachments. The Force Pool limits what you can build.',
  },
  initial: 'combinations',
  states: {
    combinations: {
      id: STEP_IDS.organizationCombinations,
      meta: {
        rule: '2.3.1', title: 'Combinations', actor: 'phasing',
        explain: 'Combine two supplied units stacked in a hex or an Off-Map Box, one step at a time: a one-step unit flips to its two-step side, a two-step unit to its three-step side, or two one-step units bring a two-step unit from your Force Pool. Not in a hex with an enemy Air unit, and never fortresses or garrisons.',
      },
      on: {
        COMBINE: { guard: 'combinationAllowed', actions: 'organize' },
        DONE: { guard: 'combinationAllowed', target: 'conversions' },
      },
    },
    conversions: {
      id: STEP_IDS.organizationConversions,
      meta: {
        rule: '2.3.2', title: 'Fortress and Garrison Conversions', actor: 'phasing',
        explain: 'Turn a one-step infantry or armor unit in a Land hex into a two-step fortress or a garrison of its nationality from your Force Pool, where that fortress or garrison may stand; flip port-a-forts to their fortress side or back. Supply and enemy Air units do not matter here.',
      },
      on: {
        CONVERT: { guard: 'conversionAllowed', actions: 'organize' },
        DONE: { guard: 'conversionAllowed', target: 'voluntaryEliminations' },
      },
    },
    voluntaryEliminations: {
      id: STEP_IDS.organizationVoluntaryEliminations,
      meta: {
        rule: '2.3.3', title: 'Voluntary Eliminations', actor: 'phasing',
        explain: 'Remove any of your whole units from the map: it goes back to your Force Pool, or, with a Delay Stripe, onto the Turn Track as if it had rolled a 1 for its Delay.',
      },
      on: {
        ELIMINATE: { guard: 'voluntaryEliminationAllowed', actions: 'organize' },
        DONE: { guard: 'voluntaryEliminationAllowed', target: 'breakdowns' },
      },
    },
    breakdowns: {
      id: STEP_IDS.organizationBreakdowns,
      meta: {
        rule: '2.3.4', title: 'Breakdowns', actor: 'phasing',
        explain: 'Break a multi-step unit down one step at a time: it flips to its smaller side and takes a one-step unit from your Force Pool (or its Holding Box), or it is replaced by two one-step units. Elite, colonial and Kwantung units follow their own limits; fortresses never break down.',
      },
      on: {
        BREAK_DOWN: { guard: 'breakdownAllowed', actions: 'organize' },
        DONE: { guard: 'breakdownAllowed', target: 'detachments' },
      },
    },
    detachments: {
      id: STEP_IDS.organizationDetachments,
      meta: {
        rule: '2.3.5', title: 'Detachment Placements and Removals', actor: 'phasing',
        explain: 'Place a Detachment from your Force Pool in a hex with a ground unit of its nationality (not where a Detachment or Logistics marker already is), or remove one of yours from the map to the Delay Box.',
      },
      on: {
        PLACE_DETACHMENT: { guard: 'detachmentAllowed', actions: 'organize' },
        REMOVE_DETACHMENT: { guard: 'detachmentAllowed', actions: 'organize' },
        DONE: { guard: 'detachmentAllowed', target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
