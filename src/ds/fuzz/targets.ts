import type { FuzzGroup, FuzzTarget } from '../../core/testing.ts';

/**
 * What `npm test` fuzzes of DS: every bundled and fixture scenario, each faction's turn, in three
 * groups (spread over the fuzz test files, which run in parallel). The teaching scenario's walks
 * must get deep into the turn: placement contests, Blitz and Regular Combat, organization.
 */
const FACTION_TURNS = ['western', 'axis', 'soviet'] as const;
const targets = (file: string): FuzzTarget[] => FACTION_TURNS.map((side) => ({ file, side }));

export const DS_FUZZ_GROUPS: readonly FuzzGroup[] = [
  {
    name: 'the teaching scenario',
    targets: targets('scenarios/teaching-java-1942.json'),
    minSteps: 40,
    deepSteps: ['ds.support.placement.contest', 'ds.blitz.die', 'ds.regular.defenderRetreat', 'ds.organization.breakdowns'],
  },
  {
    name: 'the fixtures (combat, places, organization)',
    targets: ['combat-retreat-china', 'every-place', 'organization-north'].flatMap((f) => targets(`scenarios/fixtures/${f}.json`)),
  },
  {
    name: 'the fixtures (placement, tiny)',
    targets: ['placement-north-seas', 'placement-south-pacific', 'tiny'].flatMap((f) => targets(`scenarios/fixtures/${f}.json`)),
  },
];
