import skirmish from '../../../scenarios/ocs/fixtures/skirmish.json';
import type { PathFixture } from '../../core/testing.ts';
import type { OcsGame } from '../model/state.ts';

/** The fixture family of the OCS paths: together they reach every branch of the turn (docs/coverage/ocs.md). */
export const OCS_PATH_FIXTURES: readonly PathFixture[] = [
  { id: 'skirmish', file: 'scenarios/ocs/fixtures/skirmish.json', scenario: skirmish, seed: 1, reaches: 'every kind of piece: overruns, combats, Specialized Combats' },
];

/** The game with `side` as the phasing player. */
export function withPhasing(game: OcsGame, side: string): OcsGame {
  if (!game.frame.players.some((p) => p.id === side)) throw new Error(`no player "${side}"; the players are ${game.frame.players.map((p) => p.id).join(', ')}`);
  return { ...game, frame: { ...game.frame, phasing: side } };
}
