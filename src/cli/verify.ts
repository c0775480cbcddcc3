import type { Command } from './command.ts';
import type { CliEnv } from './env.ts';

export function verifyCommand(env: CliEnv): Command {
  const self: Command = {
    name: 'verify',
    summary: 'check a play-by-mail turn file: every event replayed and checked',
    usage: '<turn.json> [scenario.json] [--json]',
    description: [
      'Replays a turn file (docs/turn-files.md: the game so far and the turn just played) on its scenario\n'
        + 'with full checking, the game before the turn as well as the turn itself. The first event that\n'
        + 'is not legal is reported by its number (counted from 1, as the guide\'s log counts them), with\n'
        + 'its violations (rule number, code, reason) and whether it lies in the turn just played.',
      'Without a scenario, the turn file\'s "scenario" names it (looked for from the working directory,\n'
        + 'then from the turn file\'s folder up). A scenario given must be the one the file names.',
      'Exit 0: every event is legal. Exit 1: an illegal event. Exit 2: the file or the scenario cannot be\n'
        + 'read, is malformed, or they do not belong together (each problem located).',
    ],
    options: [{ name: 'json', description: 'print {"ok","file","scenario","ruleset","turn","applied","dice","stop"?,"position"} as JSON' }],
    examples: [
      'turnchart verify western-turn-4.json',
      'turnchart verify western-turn-4.json scenarios/teaching-java-1942.json --json',
    ],
    // What it does is a module of its own, loaded when it runs: `--version`, `--help` and the other
    // commands start without compiling it (issue 17's cold start).
    run: async (args, io) => (await import('./verify-run.ts')).runVerify(env, self, args, io),
  };
  return self;
}
