import { PATH_FIXTURES } from '../paths/fixtures.ts';
import { generatePaths } from '../paths/generate.ts';
import { coverageReport, coverageTable } from '../paths/report.ts';
import type { Command, CommandArgs } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { usageError } from './help.ts';
import type { CliIo } from './io.ts';

/** The machines with generated paths: the whole turn only (every path starts at a faction turn's start). */
const PATH_MACHINES = ['ds'] as const;

function run(args: CommandArgs, io: CliIo): ExitCode {
  if (args.positionals.length > 0) return usageError(io, `paths: unexpected argument "${args.positionals[0]!}"`, pathsCommand);
  const key = args.values.get('machine') ?? 'ds';
  if (!(PATH_MACHINES as readonly string[]).includes(key)) {
    return usageError(io, `paths: no generated paths for machine "${key}"; the machines are: ${PATH_MACHINES.join(', ')}`, pathsCommand);
  }
  const json = args.flags.has('json');
  const generation = generatePaths({ onProgress: (line) => io.stderr(`${line}\n`) });
  const report = coverageReport(generation, PATH_FIXTURES);
  io.stdout(json ? `${JSON.stringify(report, null, 2)}\n` : coverageTable(report));
  return EXIT.ok;
}

export const pathsCommand: Command = {
  name: 'paths',
  summary: 'generate the model-based paths through the turn and report their coverage',
  usage: '[--machine M] [--json]',
  description: [
    'Generates shortest paths (xstate/graph createTestModel) from each scenario of the fixture family,\n'
      + 'plus targeted paths for transitions and guard outcomes, runs every path on a real actor and\n'
      + 'reports the coverage of states, transitions and guard outcomes (true and false), with what is\n'
      + 'not covered by name and rule. Progress lines go to stderr. npm run paths also writes docs/coverage.*.',
    `Machines: ${PATH_MACHINES.join(', ')} (the whole DS turn).`,
  ],
  options: [
    { name: 'machine', value: 'M', description: `which machine (default ds): ${PATH_MACHINES.join(', ')}` },
    { name: 'json', description: 'print the coverage report as JSON (the format of docs/coverage.json)' },
  ],
  examples: ['turnchart paths', 'turnchart paths --json > coverage.json'],
  run,
};
