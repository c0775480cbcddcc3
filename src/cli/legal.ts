import type { Command, CommandArgs } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatResultJson as formatJson, plural } from './format.ts';
import { usageError } from './help.ts';
import type { CliEnv } from './env.ts';
import type { CliIo } from './io.ts';
import { formatPosition, formatStop, foundLine, loadOrReport, stopCode, stopJson } from './position.ts';

/** Longest list of legal actions `legal` writes one per line (a screen); longer ones are grouped by kind. */
const LIST_MAX = 40;

async function run(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
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

export function legalCommand(env: CliEnv): Command {
  const self: Command = {
    name: 'legal',
    summary: 'show whose turn it is, the current step and every legal action',
    usage: '<scenario.json> [events.json] [--json] [--all]',
    description: [
      'Starts the turn of the scenario\'s ruleset (its "format" says which) at the scenario\'s start, replays\n'
        + 'the events file if one is given, and prints whose turn it is, the step the turn rests in (rule,\n'
        + 'title, who acts, what it means) and every legal action there, one event per line, ready to paste\n'
        + `into an events file. More than ${LIST_MAX} are grouped by kind, with a count and a few of each (--all lists them all).`,
      'An events file is {"seed": 1, "events": [...]} or a bare array of events (docs/events.md); a turn file\n'
        + 'serves too. Given an events file alone, legal plays it on the scenario the file names ("scenario").',
    ],
    options: [
      { name: 'json', description: 'print {"ok","scenario","applied","side","acts","position":{...,step,legal,log}} as JSON, every legal event listed' },
      { name: 'all', description: 'list every legal action, one per line, however many' },
    ],
    examples: [
      'turnchart legal scenarios/teaching-java-1942.json',
      'turnchart legal scenarios/teaching-java-1942.json scenarios/events/teaching-western-admin.json --json',
      'turnchart legal scenarios/events/teaching-western-admin.json',
    ],
    run: (args, io) => run(env, self, args, io),
  };
  return self;
}
