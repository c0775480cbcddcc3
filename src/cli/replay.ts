import type { Command } from './command.ts';
import type { CliEnv } from './env.ts';

export function replayCommand(env: CliEnv): Command {
  const self: Command = {
    name: 'replay',
    summary: 'apply a saved game\'s events in order; stop at the first illegal one',
    usage: '<scenario.json> <events.json> [--json] [--log]',
    description: [
      'Replays the events file on the scenario, one event at a time. At the first event that is\n'
        + 'malformed (exit 2) or not legal at that point of the turn (exit 1), it stops and reports the\n'
        + 'event by its number (counted from 1, as the guide\'s log counts them) with its violations (rule\n'
        + 'number, code, reason); nothing after it is applied.',
      'Otherwise it prints the end of the log and where the turn stands, with its legal actions (exit 0).',
      'turnchart replay <events.json>, without the scenario, plays the events file on the scenario its\n'
        + '"scenario" names (looked for from the working directory, then from the events file\'s folder up).\n'
        + 'A turn file serves as an events file too.',
    ],
    options: [
      { name: 'json', description: 'print {"ok","scenario"?,"applied","stop"?,"position"} as JSON ("scenario" when the events file named it)' },
      { name: 'log', description: 'print the whole log, not only its last entries' },
    ],
    examples: [
      'turnchart replay scenarios/teaching-java-1942.json scenarios/events/teaching-western-admin.json',
      'turnchart replay scenarios/events/teaching-western-turn.json',
    ],
    // What it does is a module of its own, loaded when it runs: `--version`, `--help` and the other
    // commands start without compiling it (issue 17's cold start).
    run: async (args, io) => (await import('./replay-run.ts')).runReplay(env, self, args, io),
  };
  return self;
}
