import type { Command, CommandArgs } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatResultJson as formatJson, plural } from './format.ts';
import { usageError } from './help.ts';
import type { CliEnv } from './env.ts';
import type { CliIo } from './io.ts';
import { formatPosition, formatStop, foundLine, loadOrReport, stopCode, stopJson } from './position.ts';

/** Legal actions listed one per line after a replay; more are grouped by kind (`legal` lists them all). */
const LIST_MAX = 12;

async function run(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
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

export function replayCommand(env: CliEnv): Command {
  const self: Command = {
    name: 'replay',
    summary: 'apply a saved game\'s events in order; stop at the first illegal one',
    usage: '<scenario.json> <events.json> [--json] [--log]',
    description: [
      'Replays the events file on the scenario, one event at a time. At the first event that is\n'
        + 'malformed (exit 2) or not legal at that point of the turn (exit 1), it stops and reports the\n'
        + 'event by its number (counted from 1, as the guide\'s log counts them) with its violations (rule\n'
        + 'number, code, reason); nothing after it is applied.',
      'Otherwise it prints the end of the log and where the turn stands, with its legal actions (exit 0).',
      'turnchart replay <events.json>, without the scenario, plays the events file on the scenario its\n'
        + '"scenario" names (looked for from the working directory, then from the events file\'s folder up).\n'
        + 'A turn file serves as an events file too.',
    ],
    options: [
      { name: 'json', description: 'print {"ok","scenario"?,"applied","stop"?,"position"} as JSON ("scenario" when the events file named it)' },
      { name: 'log', description: 'print the whole log, not only its last entries' },
    ],
    examples: [
      'turnchart replay scenarios/teaching-java-1942.json scenarios/events/teaching-western-admin.json',
      'turnchart replay scenarios/events/teaching-western-turn.json',
    ],
    run: (args, io) => run(env, self, args, io),
  };
  return self;
}
