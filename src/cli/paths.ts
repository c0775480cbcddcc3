import { withTesting } from '../core/testing.ts';
import { generatePaths } from '../paths/generate.ts';
import { coverageReport, coverageTable } from '../paths/report.ts';
import type { Command, CommandArgs } from './command.ts';
import type { CliEnv } from './env.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { usageError } from './help.ts';
import type { CliIo } from './io.ts';

async function run(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
  if (args.positionals.length > 0) return usageError(io, `paths: unexpected argument "${args.positionals[0]!}"`, self);
  const ids = env.rulesets.entries.map((r) => r.id);
  const key = args.values.get('machine') ?? ids[0] ?? '';
  const ruleset = await env.rulesets.load(key);
  if (!ruleset) return usageError(io, `paths: no generated paths for machine "${key}"; the machines are: ${ids.join(', ')}`, self);
  const json = args.flags.has('json');
  const generation = generatePaths(await withTesting(ruleset), { onProgress: (line) => io.stderr(`${line}\n`) });
  const report = coverageReport(generation);
  io.stdout(json ? `${JSON.stringify(report, null, 2)}\n` : coverageTable(report));
  return EXIT.ok;
}

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
    run: (args, io) => run(env, self, args, io),
  };
  return self;
}
