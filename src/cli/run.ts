import { parseArgs } from './args.ts';
import { HELP_OPTION, type Command } from './command.ts';
import { findCommand, makeCommands } from './commands.ts';
import type { CliEnv } from './env.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { commandHelp, topHelp, TOP_OPTIONS, usageError } from './help.ts';
import type { CliIo } from './io.ts';
import { closestName } from './suggest.ts';
import { packageVersion } from './version.ts';

/**
 * The whole CLI as a function: arguments in, exit code out, text written to `io`. Bad input is
 * reported in words with exit code 2; a stack trace is only ever printed for an internal error
 * with TURNCHART_DEBUG=1.
 */
export async function runCli(argv: readonly string[], io: CliIo, env: CliEnv): Promise<ExitCode> {
  try {
    return await dispatch(argv, io, makeCommands(env), env);
  } catch (e) {
    io.stderr(`turnchart: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    if (io.debug && e instanceof Error && e.stack) io.stderr(`${e.stack}\n`);
    return EXIT.internal;
  }
}

async function dispatch(argv: readonly string[], io: CliIo, commands: readonly Command[], env: CliEnv): Promise<ExitCode> {
  const [first, ...rest] = argv;
  if (first === undefined) return usageError(io, 'no command given');
  if (first.startsWith('-')) return topLevelOption(argv, io, commands, env);
  if (first === 'help') return help(rest, io, commands, env);
  const command = findCommand(commands, first);
  if (command) return runCommand(command, rest, io);
  return usageError(io, unknownCommand(first, commands));
}

/** The words for a command turnchart does not have: the one meant, or where a file goes. */
function unknownCommand(name: string, commands: readonly Command[]): string {
  const meant = closestName(name, [...commands.map((c) => c.name), 'help']);
  if (meant) return `unknown command "${name}" (did you mean ${meant}?)`;
  if (/\.json$/i.test(name)) return `unknown command "${name}": a file comes after the command, as in turnchart validate ${name}`;
  return `unknown command "${name}"`;
}

function topLevelOption(argv: readonly string[], io: CliIo, commands: readonly Command[], env: CliEnv): ExitCode {
  const parsed = parseArgs(argv, TOP_OPTIONS);
  if (!parsed.ok) return usageError(io, parsed.message);
  if (parsed.positionals.length > 0) return usageError(io, `options go after the command: ${argv.join(' ')}`);
  if (parsed.flags.has('help')) io.stdout(topHelp(commands, packageVersion(), env));
  else io.stdout(`${packageVersion()}\n`);
  return EXIT.ok;
}

async function help(args: readonly string[], io: CliIo, commands: readonly Command[], env: CliEnv): Promise<ExitCode> {
  if (args.length === 0) { io.stdout(topHelp(commands, packageVersion(), env)); return EXIT.ok; }
  const command = args.length === 1 ? findCommand(commands, args[0]!) : undefined;
  if (!command) {
    const meant = args.length === 1 ? closestName(args[0]!, commands.map((c) => c.name)) : undefined;
    return usageError(io, `no help for "${args.join(' ')}"${meant ? ` (did you mean ${meant}?)` : ''}`);
  }
  io.stdout(await commandHelp(command));
  return EXIT.ok;
}

async function runCommand(command: Command, args: readonly string[], io: CliIo): Promise<ExitCode> {
  const parsed = parseArgs(args, [...command.options, HELP_OPTION]);
  // --help wins over everything else on the line, even over a bad option.
  if (parsed.ok ? parsed.flags.has('help') : args.includes('--help') || args.includes('-h')) {
    io.stdout(await commandHelp(command));
    return EXIT.ok;
  }
  if (!parsed.ok) return usageError(io, `${command.name}: ${parsed.message}`, command);
  return command.run(parsed, io);
}
