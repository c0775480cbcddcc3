import type { OptionSpec } from './args.ts';
import type { ExitCode } from './exit-codes.ts';
import type { CliIo } from './io.ts';

/** What a command receives once its arguments are parsed. */
export interface CommandArgs {
  readonly positionals: readonly string[];
  readonly flags: ReadonlySet<string>;
  /** Values of the options that take one (OptionSpec.value set). */
  readonly values: ReadonlyMap<string, string>;
}

/** One `turnchart` command: its help text, its options, and what it does. */
export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** Arguments after the command name, e.g. '<scenario.json> [--json]'. */
  readonly usage: string;
  /** Paragraphs of the command's own help. */
  readonly description: readonly string[];
  /** More paragraphs that need the rulesets loaded (the machines a diagram can draw): only for --help. */
  moreHelp?(): Promise<readonly string[]>;
  /** The command's options; --help is added to every command. */
  readonly options: readonly OptionSpec[];
  readonly examples: readonly string[];
  /** Checks its positionals itself; returns the exit code. */
  run(args: CommandArgs, io: CliIo): ExitCode | Promise<ExitCode>;
}

export const HELP_OPTION: OptionSpec = { name: 'help', short: 'h', description: 'show this help and exit' };
