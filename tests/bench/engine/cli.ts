import { spawnSync } from 'node:child_process';
import { stats, timed, type Stats } from './stats.ts';

/**
 * The CLI as a user starts it: a new `node bin/turnchart.mjs` process each time (which runs the
 * build in dist/cli when it is fresh), timed from the spawn to its exit.
 */
export function cliColdStart(args: readonly string[], runs: number, cwd = process.cwd()): Stats {
  const once = (): void => {
    const r = spawnSync(process.execPath, ['bin/turnchart.mjs', ...args], { cwd, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`turnchart ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  };
  once();
  return stats(Array.from({ length: runs }, () => timed(once)));
}
