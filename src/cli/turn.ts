import type { Command } from './command.ts';
import type { CliEnv } from './env.ts';

export function turnCommand(env: CliEnv): Command {
  const self: Command = {
    name: 'turn',
    summary: 'make a play-by-mail turn file: the game so far and the turn just played',
    usage: '<scenario.json> <events.json> [--out FILE] [options]',
    description: [
      'Writes a turn file (docs/turn-files.md) of an events file: its scenario, seed and events, and\n'
        + 'which of them are the turn just played, and by whom, for the opponent to check with\n'
        + 'turnchart verify. The events are replayed and checked first: a game with an illegal event\n'
        + '(exit 1) or a malformed one (exit 2) gives no turn file.',
      'By default the turn just played is the side whose turn it was before the last event, from where\n'
        + 'its turn began; --from N says that the turn follows the first N events (the guide\'s "after\n'
        + 'action N"), --side names the side by its id. turnchart turn <events.json> alone uses the\n'
        + 'scenario the events file names.',
      'The turn file goes to stdout, or to the file --out names.',
    ],
    options: [
      { name: 'from', value: 'N', description: 'the turn just played follows the first N events (default: where the last side\'s turn began)' },
      { name: 'side', value: 'S', description: 'the side that played it, by id (default: the side whose turn it was)' },
      { name: 'player', value: 'NAME', description: 'the player\'s name, written in the file' },
      { name: 'out', value: 'FILE', description: 'write the turn file there instead of to stdout' },
    ],
    examples: [
      'turnchart turn scenarios/teaching-java-1942.json my-game.json --player Alice --out western-turn-4.json',
      'turnchart turn scenarios/events/teaching-western-turn.json --from 27 --out turn.json',
    ],
    // What it does is a module of its own, loaded when it runs: `--version`, `--help` and the other
    // commands start without compiling it (issue 17's cold start).
    run: async (args, io) => (await import('./turn-run.ts')).runTurn(env, self, args, io),
  };
  return self;
}
