import edges from '../../../scenarios/ocs/fixtures/edges.json';
import quiet from '../../../scenarios/ocs/fixtures/quiet.json';
import type { PathFixture } from '../../core/testing.ts';
import type { OcsGame } from '../model/state.ts';
import { withPhasing } from '../scenario/phasing.ts';

export { withPhasing };

/** The fixture family of the OCS paths: together they reach every branch of the turn (docs/coverage/ocs.md). */
export const OCS_PATH_FIXTURES: readonly PathFixture[] = [
  {
    id: 'edges', file: 'scenarios/ocs/fixtures/edges.json', scenario: edges, seed: 1,
    reaches: 'every step of the procedure in its four uses (overruns in both movement segments, both Combat Segments): cancelled attacks, unsupplied defenders, DG attackers retreating into a ZOC, the depot hex\'s captures; moves into a hex of non-combat pieces',
  },
  { id: 'quiet', file: 'scenarios/ocs/fixtures/quiet.json', scenario: quiet, seed: 1, reaches: 'the last player turn of a game turn: the next game turn\'s Weather and Initiative' },
];

