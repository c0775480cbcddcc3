/** Exit codes of every `turnchart` command (docs/cli.md). */
export const EXIT = {
  /** The input is valid / the command did what was asked. */
  ok: 0,
  /** A rule violation or an illegal event (commands that play events). */
  violation: 1,
  /** Bad input: unknown command or option, missing, unreadable or malformed file, files that do not go together. */
  badInput: 2,
  /** turnchart itself failed: a bug, to be reported. */
  internal: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export const EXIT_CODE_HELP: readonly (readonly [ExitCode, string])[] = [
  [EXIT.ok, 'success (the scenario is valid, every event is legal)'],
  [EXIT.violation, 'a rule violation or an illegal event'],
  [EXIT.badInput, 'bad input: unknown command or option, unreadable or malformed file, files that do not go together'],
  [EXIT.internal, 'internal error in turnchart (please report it)'],
];
