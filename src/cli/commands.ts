import type { Command } from './command.ts';
import { diagramCommand } from './diagram.ts';
import type { CliEnv } from './env.ts';
import { legalCommand } from './legal.ts';
import { pathsCommand } from './paths.ts';
import { replayCommand } from './replay.ts';
import { turnCommand } from './turn.ts';
import { validateCommand } from './validate.ts';
import { verifyCommand } from './verify.ts';

/** Commands available now, in the order the help lists them, made for the rulesets of `env`. */
export function makeCommands(env: CliEnv): readonly Command[] {
  return [
    validateCommand(env), legalCommand(env), replayCommand(env), turnCommand(env), verifyCommand(env), diagramCommand(env), pathsCommand(env),
  ];
}

export function findCommand(commands: readonly Command[], name: string): Command | undefined {
  return commands.find((c) => c.name === name);
}
