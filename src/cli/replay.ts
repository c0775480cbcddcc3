import type { Command, CommandArgs } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatResultJson as formatJson } from './format.ts';
import { usageError } from './help.ts';
import type { CliEnv } from './env.ts';
import type { CliIo } from './io.ts';
import { formatPosition, formatStop, loadOrReport, stopCode } from './position.ts';

async function run(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
  const [scenario, events, ...extra] = args.positionals;
  if (scenario === undefined || events === undefined) return usageError(io, 'replay: a scenario file and an events file', self);
  if (extra.length > 0) return usageError(io, `replay: one scenario and one events file (also given: ${extra.join(' ')})`, self);
  const json = args.flags.has('json');
  const loaded = await loadOrReport(env, scenario, events, io, json);
  if (!loaded.ok) return loaded.code;
  const { outcome: { stop, applied }, position, headline } = loaded;
  if (stop) {
    io.stdout(json ? formatJson({ ok: false, applied, stop, position }) : `${formatStop(events, stop)}Replayed ${applied} events before it.\n`);
    return stopCode(stop);
  }
  const shown = args.flags.has('log') ? position.log : position.log.slice(-8);
  const log = shown.map((l) => `  ${l.rule.padEnd(6)} ${l.message}`).join('\n');
  io.stdout(json ? formatJson({ ok: true, applied, position }) : `Replayed ${applied} events.\n${log ? `Log${args.flags.has('log') ? '' : ' (last entries; --log for all)'}:\n${log}\n` : ''}${formatPosition(position, headline, 12)}`);
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
        + 'event with its violations (rule number, code, reason); nothing after it is applied.',
      'Otherwise it prints the end of the log and where the turn stands, with its legal actions (exit 0).',
    ],
    options: [
      { name: 'json', description: 'print {"ok","applied","stop"?,"position"} as JSON' },
      { name: 'log', description: 'print the whole log, not only its last entries' },
    ],
    examples: ['turnchart replay scenarios/teaching-java-1942.json scenarios/events/teaching-western-admin.json'],
    run: (args, io) => run(env, self, args, io),
  };
  return self;
}
