import type { FuzzGroup } from '../../core/testing.ts';

/** What `npm test` fuzzes of OCS: the teaching scenario and the fixtures, each player's turn. */
const both = (file: string) => [{ file, side: 'nk' }, { file, side: 'un' }];

export const OCS_FUZZ_GROUPS: readonly FuzzGroup[] = [
  { name: 'the OCS teaching scenario', targets: both('scenarios/ocs/teaching-naktong-1950.json'), minSteps: 12, deepSteps: ['ocs.combat.combatRoll'] },
  { name: 'the OCS skirmish fixture', targets: both('scenarios/ocs/fixtures/skirmish.json'), minSteps: 12, deepSteps: ['ocs.overrun.combatRoll'] },
  { name: 'the OCS fixtures (edges)', targets: [...both('scenarios/ocs/fixtures/edges.json'), ...both('scenarios/ocs/fixtures/quiet.json')] },
];
