import type { CombatMode } from '../../../src/ds/rules/combat/types.ts';
import { dsSetup } from '../setup.ts';

/**
 * The attack loop of a Combat Segment (4.2.1): declare an attack, resolve its whole Attack Sequence
 * (4.2.2), declare the next, until the phasing faction is done. One factory for both segments:
 * Blitz Combat (4.1.2) is the same sequence with the changes of BC-1..BC-5.
 */
export function attackLoop(mode: CombatMode) {
  return dsSetup.createStateConfig({
    meta: {
      rule: mode === 'blitz' ? '4.1.2' : '4.2.1', title: mode === 'blitz' ? 'Blitz Combat' : 'Attacks', actor: 'phasing',
      explain: mode === 'blitz'
        ? 'Attacks as in Regular Combat, but every attacking unit, and every unit giving a shift, must be Blitz-enabled; no attacks into Mud, Storms or Snow.'
        : 'Declare attacks one at a time; each is resolved completely before the next.',
    },
    initial: 'declare',
    states: {
      declare: {
        id: `ds.${mode}.attacks`,
        meta: {
          rule: mode === 'blitz' ? '4.1.2' : '4.2.1', title: mode === 'blitz' ? 'Blitz Combat' : 'Attacks', actor: 'phasing',
          explain: 'Declare an attack on an adjacent enemy hex, or declare that you make no more attacks. Each attack is resolved completely before the next.',
        },
        on: { DONE: { target: 'done' } },
      },
      done: { type: 'final' },
    },
  });
}
