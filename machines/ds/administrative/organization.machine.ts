import { dsSetup } from '../setup.ts';

/** 2.3 Organization Segment: Steps 1-5 in order; "First you combine, then you break down." */
export const organizationSegment = dsSetup.createStateConfig({
  id: 'ds.admin.organization',
  meta: {
    rule: '2.3', title: 'Organization Segment', actor: 'phasing',
    explain: 'You reorganize your ground forces: combine small units into bigger ones, convert to fortresses, eliminate units you no longer want, break big units down, and place or remove Detachments. The Force Pool limits what you can build.',
  },
  initial: 'combinations',
  states: {
    combinations: {
      id: 'ds.organization.combinations',
      meta: { rule: '2.3.1', title: 'Combinations', actor: 'phasing', explain: 'Combine supplied one-step units stacked together into a multi-step unit from your Force Pool, one at a time.' },
      on: { DONE: { target: 'conversions' } },
    },
    conversions: {
      id: 'ds.organization.conversions',
      meta: { rule: '2.3.2', title: 'Fortress and Garrison Conversions', actor: 'phasing', explain: 'Convert units into fortresses or garrisons where the rules allow, and flip port-a-forts.' },
      on: { DONE: { target: 'voluntaryEliminations' } },
    },
    voluntaryEliminations: {
      id: 'ds.organization.voluntaryEliminations',
      meta: { rule: '2.3.3', title: 'Voluntary Eliminations', actor: 'phasing', explain: 'Remove any of your whole units you no longer want; units with a Delay Stripe go onto the Turn Track.' },
      on: { DONE: { target: 'breakdowns' } },
    },
    breakdowns: {
      id: 'ds.organization.breakdowns',
      meta: { rule: '2.3.4', title: 'Breakdowns', actor: 'phasing', explain: 'Break multi-step units down into smaller ones from your Force Pool, one step at a time.' },
      on: { DONE: { target: 'detachments' } },
    },
    detachments: {
      id: 'ds.organization.detachments',
      meta: { rule: '2.3.5', title: 'Detachment Placements and Removals', actor: 'phasing', explain: 'Place Detachment markers with your ground units, or remove them to the Delay Box.' },
      on: { DONE: { target: 'done' } },
    },
    done: { type: 'final' },
  },
  onDone: { target: 'done' },
});
