import { checkScenario } from '../core/scenario-text.ts';
import type { Command, CommandArgs } from './command.ts';
import type { CliEnv } from './env.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatJson, formatProblems } from './format.ts';
import { usageError } from './help.ts';
import type { CliIo } from './io.ts';
import { readInputFile } from './read-file.ts';

async function run(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
  const [file, ...extra] = args.positionals;
  if (file === undefined) return usageError(io, 'validate: which scenario file?', self);
  if (extra.length > 0) return usageError(io, `validate: one scenario file at a time (also given: ${extra.join(' ')})`, self);
  const json = args.flags.has('json');
  const text = readInputFile(file, io.cwd);
  const loaded = text.ok ? await checkScenario(env.rulesets, text.value) : text;
  if (loaded.ok) {
    const summary = loaded.value.scenario.summary(loaded.value.game);
    io.stdout(json ? formatJson({ ok: true, file, summary: summary.data }) : `OK ${summary.line}\n`);
    return EXIT.ok;
  }
  io.stdout(json ? formatJson({ ok: false, file, errors: loaded.errors }) : formatProblems(file, loaded.errors));
  return EXIT.badInput;
}

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
    run: (args, io) => run(env, self, args, io),
  };
  return self;
}
