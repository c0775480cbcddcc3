import type { Command, CommandArgs } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatResultJson as formatJson, plural } from './format.ts';
import { usageError } from './help.ts';
import type { CliEnv } from './env.ts';
import type { CliIo } from './io.ts';
import { formatPosition, formatStop, foundLine, loadOrReport, stopCode, stopJson } from './position.ts';

/** Legal actions listed one per line after a replay; more are grouped by kind (`legal` lists them all). */
const LIST_MAX = 12;

/** `turnchart replay`: what it does (its help is in replay.ts, loaded without this module). */
export async function runReplay(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
  const [first, second, ...extra] = args.positionals;
  if (first === undefined) return usageError(io, 'replay: a scenario file and an events file', self);
  if (extra.length > 0) return usageError(io, `replay: one scenario and one events file (also given: ${extra.join(' ')})`, self);
  const json = args.flags.has('json');
  const loaded = await loadOrReport(env, 'replay', first, second, io, json);
  if (!loaded.ok) return loaded.code;
  const { outcome: { stop, applied }, position, who, headline, ruleset, files } = loaded;
  if (files.game === undefined) return usageError(io, `replay: an events file too (${first} is the scenario; turnchart legal ${first} shows its start)`, self);
  // The scenario is said when it was found from the events file (the JSON is otherwise as it always was).
  const found = files.found ? { scenario: files.scenario.name } : {};
  if (stop) {
    io.stdout(json
      ? formatJson({ ok: false, ...found, applied, stop: stopJson(stop), position })
      : `${foundLine(loaded)}${formatStop(files.game.name, stop)}Replayed ${plural(applied, 'event')} before it.\n`);
    return stopCode(stop);
  }
  const all = args.flags.has('log');
  const shown = all ? position.log : position.log.slice(-8);
  const log = shown.map((l) => `  ${l.rule.padEnd(6)} ${l.message}`).join('\n');
  const logText = log ? `Log${all ? '' : ' (last entries; --log for all)'}:\n${log}\n` : '';
  io.stdout(json
    ? formatJson({ ok: true, ...found, applied, position })
    : `${foundLine(loaded)}Replayed ${plural(applied, 'event')}.\n${logText}${formatPosition(position, headline, ruleset, who, { max: LIST_MAX, every: 'turnchart legal --all' })}`);
  return EXIT.ok;
}
