import type { Command, CommandArgs } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatResultJson as formatJson, plural } from './format.ts';
import { usageError } from './help.ts';
import type { CliEnv } from './env.ts';
import type { CliIo } from './io.ts';
import { LIST_MAX } from './legal.ts';
import { formatPosition, formatStop, foundLine, loadOrReport, stopCode, stopJson } from './position.ts';

/** `turnchart legal`: what it does (its help is in legal.ts, loaded without this module). */
export async function runLegal(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
  const [first, second, ...extra] = args.positionals;
  if (first === undefined) return usageError(io, 'legal: which scenario file?', self);
  if (extra.length > 0) return usageError(io, `legal: a scenario and at most one events file (also given: ${extra.join(' ')})`, self);
  const json = args.flags.has('json');
  const loaded = await loadOrReport(env, 'legal', first, second, io, json);
  if (!loaded.ok) return loaded.code;
  const { outcome: { stop, applied }, position, who, headline, ruleset, files } = loaded;
  const style = { max: args.flags.has('all') ? Infinity : LIST_MAX, every: '--all or --json' };
  const text = () => formatPosition(position, headline, ruleset, who, style);
  const scenario = files.scenario.name;
  if (stop) {
    io.stdout(json
      ? formatJson({ ok: false, scenario, applied, stop: stopJson(stop), ...who, position })
      : `${foundLine(loaded)}${formatStop(files.game!.name, stop)}\nThe position after the ${plural(applied, 'event')} before it:\n${text()}`);
    return stopCode(stop);
  }
  io.stdout(json ? formatJson({ ok: true, scenario, applied, ...who, position }) : `${foundLine(loaded)}${text()}`);
  return EXIT.ok;
}
