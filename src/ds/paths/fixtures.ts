import teaching from '../../../scenarios/teaching-java-1942.json';
import placementNorthSeas from '../../../scenarios/fixtures/placement-north-seas.json';
import placementSouthPacific from '../../../scenarios/fixtures/placement-south-pacific.json';
import organizationNorth from '../../../scenarios/fixtures/organization-north.json';
import westernBeachheads from '../../../scenarios/fixtures/paths/western-beachheads.json';
import axisSnlfBlitz from '../../../scenarios/fixtures/paths/axis-snlf-blitz.json';
import axisBlitzKiangsu from '../../../scenarios/fixtures/paths/axis-blitz-kiangsu.json';
import type { PathFixture } from '../../core/testing.ts';
import type { DsGameState } from '../model/state.ts';
import { parseScenario } from '../scenario/index.ts';
import { withPhasing } from '../scenario/phasing.ts';

export type { PathFixture };

/**
 * The fixture family the generated paths of the DS turn start from: a scenario file, whose faction
 * turn it is (`side`), the dice seed, and the branches it is there to reach. The family is the bound
 * on the game context (docs/coverage.md): every branch of the turn is reachable from one of them.
 */
export const PATH_FIXTURES: readonly PathFixture[] = [
  { id: 'teaching-western', file: 'scenarios/teaching-java-1942.json', scenario: teaching, side: 'western', seed: 1,
    reaches: 'Political Events (chains), placement with contests by the Axis, Blitz markers, organization, Regular Combat' },
  { id: 'teaching-axis', file: 'scenarios/teaching-java-1942.json', scenario: teaching, side: 'axis', seed: 1,
    reaches: 'the Axis turn: contests by the Western faction, Cabinet Crisis, Blitz Combat, another faction turn next' },
  { id: 'teaching-soviet', file: 'scenarios/teaching-java-1942.json', scenario: teaching, side: 'soviet', seed: 1,
    reaches: 'the last faction of the game turn: End of Game Turn, Seasonal Victory, no placement' },
  // The Retreats fixture in China (combat-retreat-china.json) with a Blitz marker and a tank: it reaches
  // all that fixture reached, in Regular Combat, and the same attacks in Blitz Combat, so it replaces it.
  { id: 'axis-blitz-kiangsu', file: 'scenarios/fixtures/paths/axis-blitz-kiangsu.json', scenario: axisBlitzKiangsu, seed: 1,
    reaches: 'Retreats, rout, Retreat Conversion, in Blitz and Regular Combat; in Blitz Combat the defender\'s HQ gives Ranged Support or not (4.2.2 Step 2) and an armor force Exploits (4.2.8)' },
  { id: 'placement-north-seas', file: 'scenarios/fixtures/placement-north-seas.json', scenario: placementNorthSeas, seed: 1,
    reaches: 'placement follow-ups at sea' },
  { id: 'placement-south-pacific', file: 'scenarios/fixtures/placement-south-pacific.json', scenario: placementSouthPacific, seed: 1,
    reaches: 'placement follow-ups: CV Strike, Beachheads, Escort, Devastation' },
  { id: 'western-beachheads', file: 'scenarios/fixtures/paths/western-beachheads.json', scenario: westernBeachheads, seed: 1,
    reaches: 'Beachhead Maintenance (kept, returned, Inland Advance), Devastation with a target, a marker-only attack, Exploitation' },
  { id: 'axis-snlf-blitz', file: 'scenarios/fixtures/paths/axis-snlf-blitz.json', scenario: axisSnlfBlitz, seed: 1,
    reaches: 'SNLF Beachhead-0 placement, Airdrop, Blitz Combat on a marker-only hex, Beachhead and SNLF Landing, Airdrop Landing' },
  { id: 'organization-north', file: 'scenarios/fixtures/organization-north.json', scenario: organizationNorth, seed: 1,
    reaches: 'every organization step' },
];

/** The fixture's game state; a fixture that does not load is a broken build, said loudly. */
export function fixtureGame(f: PathFixture): DsGameState {
  const r = parseScenario(f.scenario);
  if (!r.ok) throw new Error(`${f.file}: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return f.side ? withPhasing(r.value, f.side) : r.value;
}
