import type { Command } from './command.ts';
import { diagramCommand } from './diagram.ts';
import { legalCommand } from './legal.ts';
import { pathsCommand } from './paths.ts';
import { replayCommand } from './replay.ts';
import { validateCommand } from './validate.ts';

/** Commands available now, in the order the help lists them. */
export const COMMANDS: readonly Command[] = [validateCommand, legalCommand, replayCommand, diagramCommand, pathsCommand];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((c) => c.name === name);
}
