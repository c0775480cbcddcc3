import { dsSetup } from '../setup.ts';
import { blitzCombatSegment } from './blitz-combat.machine.ts';
import { markerSegment } from './marker-segment.machine.ts';
import { regularCombatSegment } from './regular-combat.machine.ts';

/** 4 Combat Phase: 4.1 Blitz Combat → 4.2 Regular Combat → 4.3 Marker Segment. */
export const combatPhase = dsSetup.createStateConfig({
  id: 'ds.combat',
  meta: {
    rule: '4', title: 'Combat Phase', actor: 'phasing',
    explain: 'Combat between your units and adjacent enemy units: first Blitz Combat, then Regular Combat, then the temporary markers are cleared.',
  },
  initial: 'blitzCombat',
  states: {
    blitzCombat: { ...blitzCombatSegment, onDone: { target: 'regularCombat' } },
    regularCombat: { ...regularCombatSegment, onDone: { target: 'markerSegment' } },
    markerSegment: { ...markerSegment, onDone: { target: 'done' } },
    done: { type: 'final' },
  },
  onDone: { target: 'reserveMovement' },
});
