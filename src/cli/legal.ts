import type { Command, CommandArgs } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatResultJson as formatJson } from './format.ts';
import { usageError } from './help.ts';
import type { CliEnv } from './env.ts';
import type { CliIo } from './io.ts';
import { formatPosition, formatStop, loadOrReport, stopCode } from './position.ts';

async function run(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
  const [scenario, events, ...extra] = args.positionals;
  if (scenario === undefined) return usageError(io, 'legal: which scenario file?', self);
  if (extra.length > 0) return usageError(io, `legal: a scenario and at most one events file (also given: ${extra.join(' ')})`, self);
  const json = args.flags.has('json');
  const loaded = await loadOrReport(env, scenario, events, io, json);
  if (!loaded.ok) return loaded.code;
  const { outcome: { stop, applied }, position, headline } = loaded;
  if (stop) {
    io.stdout(json ? formatJson({ ok: false, applied, stop, position }) : formatStop(events!, stop) + `\nThe position after the ${applied} events before it:\n` + formatPosition(position, headline));
    return stopCode(stop);
  }
  io.stdout(json ? formatJson({ ok: true, applied, position }) : formatPosition(position, headline));
  return EXIT.ok;
}

export function legalCommand(env: CliEnv): Command {
  const self: Command = {
    name: 'legal',
    summary: 'show the current step of the turn and every legal action',
    usage: '<scenario.json> [events.json] [--json]',
    description: [
      'Starts the turn of the scenario\'s ruleset (its "format" says which) at the scenario\'s start, replays\n'
        + 'the events file if one is given, and prints the step the turn rests in (rule, title, who acts,\n'
        + 'what it means) and every legal action there, one event per line, ready to paste into an events file.',
      'An events file is {"seed": 1, "events": [...]} or a bare array of events (docs/events.md).',
    ],
    options: [{ name: 'json', description: 'print {"ok","applied","position":{turn,season,year,phasing,step,legal,log}} as JSON' }],
    examples: [
      'turnchart legal scenarios/teaching-java-1942.json',
      'turnchart legal scenarios/teaching-java-1942.json scenarios/events/teaching-western-admin.json --json',
    ],
    run: (args, io) => run(env, self, args, io),
  };
  return self;
}
