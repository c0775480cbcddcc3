import type { Command } from './command.ts';
import type { CliEnv } from './env.ts';

export function validateCommand(env: CliEnv): Command {
  const formats = env.rulesets.entries.map((r) => `${r.formats.scenario} (${r.title})`).join(', ');
  const self: Command = {
    name: 'validate',
    summary: 'check a scenario file and summarize it',
    usage: '<scenario.json> [--json]',
    description: [
      `Checks a scenario file of any ruleset turnchart knows (its "format" says which: ${formats}):\n`
        + 'its JSON syntax, its shape, every cross-reference (hexes, countries, counters...), and that\n'
        + 'every counter is in exactly one place. All problems are reported at once, each located by its JSON path.',
      'A valid scenario prints one line: "OK <name>: <hexes>, <counters> (...), turn, ...".\n'
        + 'Problems print as "<file>: <path>: <message>" lines followed by a count. Both go to stdout.',
    ],
    options: [{ name: 'json', description: 'print the result as JSON: {"ok":true,"file","summary"} or {"ok":false,"file","errors"}' }],
    examples: [
      'turnchart validate scenarios/fixtures/tiny.json',
      'turnchart validate my-scenario.json --json',
    ],
    // What it does is a module of its own, loaded when it runs: `--version`, `--help` and the other
    // commands start without compiling it (issue 17's cold start).
    run: async (args, io) => (await import('./validate-run.ts')).runValidate(env, self, args, io),
  };
  return self;
}
