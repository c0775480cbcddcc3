import { dsRuleset } from '../../../machines/ds/ruleset.ts';
import { engineOf } from '../../../src/core/engine.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { benchBoard, type SizeName } from '../support/boards.ts';
import { BUDGET, walkTurn, type Walk } from '../support/walk.ts';

/** The games the engine bench replays, undoes and loads. */

export const engine = engineOf(dsRuleset);

export interface Game {
  readonly game: DsGameState;
  readonly walk: Walk;
  /** The walk's events as a saved game holds them (JSON), and as the machine receives them. */
  readonly json: readonly unknown[];
  readonly events: readonly object[];
}

/** Saved-game JSON of a walk's events; a game that does not replay to its end stops the bench. */
function asGame(game: DsGameState, walk: Walk): Game {
  const json: unknown[] = JSON.parse(JSON.stringify(walk.events));
  const check = engine.replay(game, 1, json);
  if (check.stop || check.applied !== json.length) throw new Error(`the walked game does not replay: ${JSON.stringify(check.stop)}`);
  return { game, walk, json, events: check.events };
}

/** One game turn (Axis, Western and Soviet faction turns) of the bench walk on a board of `size`. */
export function gameTurn(size: SizeName): Game {
  const game = benchBoard(size, 'axis');
  return asGame(game, walkTurn(game, 1, 3));
}

/**
 * A 5,000-event game on the full board: the bench walk going on from game turn to game turn,
 * organizing more in each visit (combinations, conversions, breakdowns and detachments up to 20),
 * until 5,000 events. The first game turn has the fronts the bench board sets up (≈ 480 events);
 * after it the fronts are gone and the support units are on the map, so a later game turn has far
 * fewer events: 5,000 take some forty game turns.
 */
export function longGame(events = 5000): Game {
  const game = benchBoard('full', 'axis');
  const organize = 20;
  const budget = {
    ...BUDGET,
    'ds.organization.combinations': organize, 'ds.organization.conversions': organize,
    'ds.organization.breakdowns': organize, 'ds.organization.detachments': organize,
  };
  const walk = walkTurn(game, 1, 1_000, events, budget);
  if (walk.events.length !== events) throw new Error(`the long walk stopped at ${walk.events.length} events`);
  return asGame(game, walk);
}

/** Game turns the long game went through (the turn it ends in, less the one it started in, plus one). */
export const gameTurnsOf = (g: Game): number => g.walk.end.context.game.game.turn - g.game.game.turn + 1;
