/**
 * Replay of scripted turns on the full-size board: the events a deterministic walk chose (support
 * placements, contests, Blitz markers, organization, attacks and everything they owe), as JSON,
 * replayed from the scenario, each event parsed, explained (the one legality source) and applied:
 * the Axis faction turn alone, and the whole game turn (three faction turns). Events per second =
 * events × ops/s. Figures: docs/benchmarks.md.
 *
 *   npm run bench
 */
import { bench, describe } from 'vitest';
import { replayDsGame } from '../../machines/ds/replay.ts';
import { benchBoard } from './support/boards.ts';
import { walkTurn } from './support/walk.ts';

const game = benchBoard('full', 'axis');
/** The events of `factionTurns` walked turns as saved-game JSON; one that does not replay stops the bench. */
function scripted(factionTurns: number): unknown[] {
  const events: unknown[] = JSON.parse(JSON.stringify(walkTurn(game, 1, factionTurns).events));
  const check = replayDsGame(game, 1, events);
  if (check.stop || check.applied !== events.length) throw new Error(`the scripted turn does not replay: ${JSON.stringify(check.stop)}`);
  return events;
}

const factionTurn = scripted(1);
const gameTurn = scripted(3);

describe('replay of scripted turns, full board', () => {
  for (const [name, events] of [['Axis faction turn', factionTurn], ['game turn (Axis, Western, Soviet)', gameTurn]] as const) {
    bench(`replayDsGame, ${name}: ${events.length} events (parse + explain + apply each)`, () => { replayDsGame(game, 1, events); },
      { time: 3000, iterations: 5, warmupIterations: 1 });
  }
});
