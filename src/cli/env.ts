import type { Registry } from '../core/registry.ts';

/** What the commands are run with besides their arguments: the rulesets, handed in by the CLI entry. */
export interface CliEnv {
  readonly rulesets: Registry;
}
