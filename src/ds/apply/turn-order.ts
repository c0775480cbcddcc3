import type { Faction } from '../model/factions.ts';
import { SEASONS } from '../model/game.ts';
import type { DsGameState } from '../model/state.ts';

/** The faction that plays after the phasing one in this game turn, if any (R-TURN-ORDER). */
export function nextFactionThisGameTurn(state: DsGameState): Faction | undefined {
  const order = state.game.factionOrder;
  return order[order.indexOf(state.game.phasing) + 1];
}

/** A game turn is a season (R-SEASON): the next turn is the next season, winter rolling into a new year. */
export function nextGameTurn(state: DsGameState): DsGameState {
  const g = state.game;
  const i = SEASONS.indexOf(g.season);
  const season = SEASONS[(i + 1) % SEASONS.length]!;
  const year = season === 'spring' && g.season === 'winter' ? g.year + 1 : g.year;
  return { ...state, game: { ...g, turn: g.turn + 1, season, year, phasing: g.factionOrder[0]! } };
}
