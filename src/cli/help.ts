import type { OptionSpec } from './args.ts';
import { HELP_OPTION, type Command } from './command.ts';
import { EXIT, EXIT_CODE_HELP, type ExitCode } from './exit-codes.ts';
import type { CliEnv } from './env.ts';
import type { CliIo } from './io.ts';

/** Options accepted before any command. */
export const TOP_OPTIONS: readonly OptionSpec[] = [
  HELP_OPTION,
  { name: 'version', description: 'print the version and exit' },
];

const pad = (s: string, width: number): string => s + ' '.repeat(Math.max(1, width - s.length));

function optionLines(options: readonly OptionSpec[]): string[] {
  const labels = options.map((o) => `${o.short ? `-${o.short}, ` : '    '}--${o.name}${o.value ? ` ${o.value}` : ''}`);
  const width = Math.max(...labels.map((l) => l.length)) + 3;
  return options.map((o, i) => `  ${pad(labels[i]!, width)}${o.description}`);
}

function exitCodeLines(): string[] {
  return ['Exit codes:', ...EXIT_CODE_HELP.map(([code, text]) => `  ${code}  ${text}`)];
}

/** One line saying how to call turnchart, for usage errors. */
export function usageLine(command?: Command): string {
  return command ? `Usage: turnchart ${command.name} ${command.usage}` : 'Usage: turnchart <command> [options]   (turnchart --help lists the commands)';
}

export function topHelp(commands: readonly Command[], version: string, env: CliEnv): string {
  const names = commands.map((c) => `${c.name} ${c.usage}`);
  const width = Math.max(...names.map((n) => n.length)) + 3;
  const rulesets = env.rulesets.entries;
  const ids = rulesets.map((r) => r.id);
  const idWidth = Math.max(...ids.map((n) => n.length)) + 3;
  return [
    `turnchart ${version}: the sequence of play of hex-and-counter wargames, as statecharts`,
    '',
    'Usage: turnchart <command> [arguments] [options]',
    '       turnchart <command> --help',
    '',
    'Commands:',
    ...commands.map((c, i) => `  ${pad(names[i]!, width)}${c.summary}`),
    `  ${pad('help [command]', width)}show the help of turnchart or of a command`,
    '',
    'Rulesets (a scenario file names its own by its "format"):',
    ...rulesets.map((r) => `  ${pad(r.id, idWidth)}${r.title}: ${r.formats.scenario}`),
    '',
    'Options:',
    ...optionLines(TOP_OPTIONS),
    '',
    ...exitCodeLines(),
    '',
  ].join('\n');
}

export async function commandHelp(command: Command): Promise<string> {
  const more = (await command.moreHelp?.()) ?? [];
  return [
    usageLine(command),
    '',
    ...[...command.description, ...more].flatMap((p) => [p, '']),
    'Options:',
    ...optionLines([...command.options, HELP_OPTION]),
    '',
    'Examples:',
    ...command.examples.map((e) => `  ${e}`),
    '',
    ...exitCodeLines(),
    '',
  ].join('\n');
}

/** A message, then the usage, on stderr; exit code 2. */
export function usageError(io: CliIo, message: string, command?: Command): ExitCode {
  io.stderr(`turnchart: ${message}\n${usageLine(command)}\n`);
  return EXIT.badInput;
}
