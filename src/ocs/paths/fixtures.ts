import edges from '../../../scenarios/ocs/fixtures/edges.json';
import quiet from '../../../scenarios/ocs/fixtures/quiet.json';
import type { PathFixture } from '../../core/testing.ts';
import type { OcsGame } from '../model/state.ts';

/** The fixture family of the OCS paths: together they reach every branch of the turn (docs/coverage/ocs.md). */
export const OCS_PATH_FIXTURES: readonly PathFixture[] = [
  {
    id: 'edges', file: 'scenarios/ocs/fixtures/edges.json', scenario: edges, seed: 1,
    reaches: 'every step of the procedure in its four uses (overruns in both movement segments, both Combat Segments): cancelled attacks, unsupplied defenders, DG attackers retreating into a ZOC, the depot hex\'s captures; moves into a hex of non-combat pieces',
  },
  { id: 'quiet', file: 'scenarios/ocs/fixtures/quiet.json', scenario: quiet, seed: 1, reaches: 'the last player turn of a game turn: the next game turn\'s Weather and Initiative' },
];

/** The game with `side` as the phasing player. */
export function withPhasing(game: OcsGame, side: string): OcsGame {
  if (!game.frame.players.some((p) => p.id === side)) throw new Error(`no player "${side}"; the players are ${game.frame.players.map((p) => p.id).join(', ')}`);
  return { ...game, frame: { ...game.frame, phasing: side } };
}
