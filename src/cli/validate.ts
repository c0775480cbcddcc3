import type { InputProblem } from '../core/violation.ts';
import { parseScenarioText } from '../ds/scenario/index.ts';
import type { Command, CommandArgs } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatJson, formatProblems, formatSummary } from './format.ts';
import { usageError } from './help.ts';
import type { CliIo } from './io.ts';
import { readInputFile } from './read-file.ts';
import { summarize } from './summary.ts';

function run(args: CommandArgs, io: CliIo): ExitCode {
  const [file, ...extra] = args.positionals;
  if (file === undefined) return usageError(io, 'validate: which scenario file?', validateCommand);
  if (extra.length > 0) return usageError(io, `validate: one scenario file at a time (also given: ${extra.join(' ')})`, validateCommand);
  const json = args.flags.has('json');
  const text = readInputFile(file, io.cwd);
  const loaded = text.ok ? parseScenarioText(text.value) : text;
  if (loaded.ok) {
    const summary = summarize(loaded.value);
    io.stdout(json ? formatJson({ ok: true, file, summary }) : formatSummary(summary));
    return EXIT.ok;
  }
  const errors: readonly InputProblem[] = loaded.errors;
  io.stdout(json ? formatJson({ ok: false, file, errors }) : formatProblems(file, errors));
  return EXIT.badInput;
}

export const validateCommand: Command = {
  name: 'validate',
  summary: 'check a scenario file and summarize it',
  usage: '<scenario.json> [--json]',
  description: [
    'Checks a Dai Senso! scenario file (format turnchart/ds-scenario@1): its JSON syntax, its shape,\n'
      + 'every cross-reference (hexes, countries, Naval Zones, counters), and that every counter is in\n'
      + 'exactly one place. All problems are reported at once, each located by its JSON path.',
    'A valid scenario prints one line: "OK <name>: <hexes>, <counters> (...), turn, season, phasing".\n'
      + 'Problems print as "<file>: <path>: <message>" lines followed by a count. Both go to stdout.',
  ],
  options: [{ name: 'json', description: 'print the result as JSON: {"ok":true,"file","summary"} or {"ok":false,"file","errors"}' }],
  examples: [
    'turnchart validate scenarios/fixtures/tiny.json',
    'turnchart validate my-scenario.json --json',
  ],
  run,
};
