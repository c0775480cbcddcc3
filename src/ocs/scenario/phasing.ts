import type { OcsGame } from '../model/state.ts';

/** The game with `side` as the phasing player. */
export function withPhasing(game: OcsGame, side: string): OcsGame {
  if (!game.frame.players.some((p) => p.id === side)) throw new Error(`no player "${side}"; the players are ${game.frame.players.map((p) => p.id).join(', ')}`);
  return { ...game, frame: { ...game.frame, phasing: side } };
}
