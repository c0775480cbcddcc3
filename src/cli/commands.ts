import type { Command } from './command.ts';
import { validateCommand } from './validate.ts';

/** Commands available now, in the order the help lists them. */
export const COMMANDS: readonly Command[] = [validateCommand];

/**
 * Commands that come with the DS turn machines. They are not listed in the help; naming one
 * says so plainly instead of "unknown command".
 */
export const PLANNED_COMMANDS: Readonly<Record<string, string>> = {
  legal: 'listing the legal actions of a game position',
  replay: 'replaying a saved game (scenario + events)',
};

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((c) => c.name === name);
}
