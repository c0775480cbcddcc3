import { dsSetup } from '../setup.ts';

/** 2.1 Political Events Segment. */
export const politicalEventsSegment = dsSetup.createStateConfig({
  id: 'ds.admin.politicalEvents',
  meta: {
    rule: '2.1', title: 'Political Events Segment', actor: 'phasing',
    explain: 'If your Current Card has a Political Events section, you resolve every action it lists, in order, rolling on the tables it names.',
  },
  on: { DONE: { target: 'support' } },
});
