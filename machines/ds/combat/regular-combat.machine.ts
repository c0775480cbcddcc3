import { dsSetup } from '../setup.ts';
import { attackLoop } from './attack.machine.ts';

/** 4.2 Regular Combat Segment: the attack loop; no Blitz marker is needed to attack here. */
export const regularCombatSegment = dsSetup.createStateConfig({
  ...attackLoop('regular'),
  id: 'ds.combat.regularSegment',
  meta: {
    rule: '4.2', title: 'Regular Combat Segment', actor: 'phasing',
    explain: 'Your ground units may attack adjacent enemy units, one attack at a time, each hex and each unit once.',
  },
});
