import { checkScenario } from '../core/scenario-text.ts';
import type { Command, CommandArgs } from './command.ts';
import type { CliEnv } from './env.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatJson, formatProblems } from './format.ts';
import { usageError } from './help.ts';
import type { CliIo } from './io.ts';
import { readInputFile } from './read-file.ts';

/** `turnchart validate`: what it does (its help is in validate.ts, loaded without this module). */
export async function runValidate(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
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
