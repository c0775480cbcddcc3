import { dsSetup } from '../setup.ts';
import { organizationSegment } from './organization.machine.ts';
import { politicalEventsSegment } from './political-events.machine.ts';
import { supportSegment } from './support.machine.ts';

/** 2 Initial Administrative Phase: 2.1 Political Events → 2.2 Support → 2.3 Organization. */
export const initialAdministrativePhase = dsSetup.createStateConfig({
  id: 'ds.admin',
  meta: {
    rule: '2', title: 'Initial Administrative Phase', actor: 'phasing',
    explain: 'The phasing faction resolves the Political Events on its Current Card, places support units and Convoy markers, and organizes its ground forces.',
  },
  initial: 'politicalEvents',
  states: {
    politicalEvents: { ...politicalEventsSegment, onDone: { target: 'support' } },
    support: { ...supportSegment, onDone: { target: 'organization' } },
    organization: { ...organizationSegment, onDone: { target: 'done' } },
    done: { type: 'final' },
  },
  onDone: { target: 'operationalMovement' },
});
