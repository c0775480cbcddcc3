import { FACTIONS, isFaction } from '../model/factions.ts';
import type { DsGameState } from '../model/state.ts';

/** The game with `side` as the phasing faction (a fixture or fuzz target plays that faction's turn). */
export function withPhasing(game: DsGameState, side: string): DsGameState {
  if (!isFaction(side)) throw new Error(`no faction "${side}"; the factions are ${FACTIONS.join(', ')}`);
  return { ...game, game: { ...game.game, phasing: side } };
}
