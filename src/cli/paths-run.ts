import { withTesting } from '../core/testing.ts';
import { generatePaths } from '../paths/generate.ts';
import { coverageReport, coverageTable } from '../paths/report.ts';
import type { Command, CommandArgs } from './command.ts';
import type { CliEnv } from './env.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { usageError } from './help.ts';
import type { CliIo } from './io.ts';

/** `turnchart paths`: what it does (its help is in paths.ts, loaded without this module). */
export async function runPaths(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
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
