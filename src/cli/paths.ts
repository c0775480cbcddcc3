import type { Command } from './command.ts';
import type { CliEnv } from './env.ts';

export function pathsCommand(env: CliEnv): Command {
  const ids = env.rulesets.entries.map((r) => r.id);
  const self: Command = {
    name: 'paths',
    summary: 'generate the model-based paths through the turn and report their coverage',
    usage: '[--machine M] [--json]',
    description: [
      'Generates shortest paths (xstate/graph createTestModel) from each scenario of the ruleset\'s fixture\n'
        + 'family, plus targeted paths for transitions and guard outcomes, runs every path on a real actor and\n'
        + 'reports the coverage of states, transitions and guard outcomes (true and false), with what is\n'
        + 'not covered by name and rule. Progress lines go to stderr. npm run paths also writes docs/coverage/*.',
      `Machines: ${ids.join(', ')} (the whole turn of each ruleset).`,
    ],
    options: [
      { name: 'machine', value: 'M', description: `which ruleset's turn machine (default ${ids[0] ?? ''}): ${ids.join(', ')}` },
      { name: 'json', description: 'print the coverage report as JSON (the format of docs/coverage/<ruleset>.json)' },
    ],
    examples: ['turnchart paths', 'turnchart paths --json > coverage.json'],
    // What it does is a module of its own, loaded when it runs: `--version`, `--help` and the other
    // commands start without compiling it (issue 17's cold start).
    run: async (args, io) => (await import('./paths-run.ts')).runPaths(env, self, args, io),
  };
  return self;
}
