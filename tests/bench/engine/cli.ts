import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stats, timed, type Stats } from './stats.ts';

const TIME = '/usr/bin/time';

/**
 * The CLI as a user starts it: a new `node bin/turnchart.mjs` process each time (which runs the
 * build in dist/cli when it is fresh), timed from the spawn to its exit; and, where GNU time is
 * installed, the CPU time the process used (user + system, to 10 ms), which other jobs on a shared
 * machine do not inflate.
 */
export function cliColdStart(args: readonly string[], runs: number, cwd = process.cwd()): { wall: Stats; cpu?: Stats } {
  const withTime = existsSync(TIME);
  const cpu: number[] = [];
  const once = (): void => {
    const command = withTime ? [TIME, '-f', '%U %S', process.execPath] : [process.execPath];
    const r = spawnSync(command[0]!, [...command.slice(1), 'bin/turnchart.mjs', ...args], { cwd, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`turnchart ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    if (withTime) {
      const [user, system] = r.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
      cpu.push(((user ?? 0) + (system ?? 0)) * 1000);
    }
  };
  once();
  cpu.length = 0;
  const wall = stats(Array.from({ length: runs }, () => timed(once)));
  return withTime ? { wall, cpu: stats(cpu) } : { wall };
}
