import { logEntry } from '../../src/core/log.ts';
import { FACTION_NAMES } from '../../src/ds/model/factions.ts';
import { nextFactionThisGameTurn, nextGameTurn } from '../../src/ds/apply/turn-order.ts';
import { freshBookkeeping } from '../../src/ds/turn/context.ts';
import { update, type DsActionArgs } from './update.ts';

/** Guards and actions of the turn's frame: whose faction turn comes next (turn order). */
export const turnGuards = {
  anotherFactionThisGameTurn: ({ context }: DsActionArgs) => nextFactionThisGameTurn(context.game) !== undefined,
};

export const turnActions = {
  startNextFactionTurn: update(({ context }) => {
    const next = nextFactionThisGameTurn(context.game)!;
    return {
      game: { ...context.game, game: { ...context.game.game, phasing: next } },
      turn: freshBookkeeping(),
      log: context.log.append(logEntry('—', `the ${FACTION_NAMES[next]} faction turn begins`)),
    };
  }),
  startNextGameTurn: update(({ context }) => {
    const game = nextGameTurn(context.game);
    return {
      game,
      turn: freshBookkeeping(),
      log: context.log.append(logEntry('—', `game turn ${game.game.turn} (${game.game.season} ${game.game.year}) begins`)),
    };
  }),
};
