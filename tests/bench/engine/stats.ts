/** Timing helpers of the engine bench: wall time of a call, and the figures the tables give of many. */

export interface Stats {
  readonly n: number;
  readonly median: number;
  readonly p99: number;
  readonly max: number;
}

/** Median, 99th percentile (nearest rank) and maximum of `xs`. */
export function stats(xs: readonly number[]): Stats {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number): number => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? NaN;
  return { n: s.length, median: q(0.5), p99: q(0.99), max: s.at(-1) ?? NaN };
}

/** Milliseconds `run` takes. */
export function timed(run: () => void): number {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

/**
 * Milliseconds of the process's CPU time (user and system, every thread: the collector's and the
 * compiler's work counts) that `run` takes. On a machine shared with other jobs, wall time also
 * counts the time the process waited for a core; CPU time does not.
 */
export function cpuTimed(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/** A run's wall time and CPU time. */
export interface Timing { readonly wall: number; readonly cpu: number }

export function timedBoth(run: () => void): Timing {
  let wall = 0;
  const cpu = cpuTimed(() => { wall = timed(run); });
  return { wall, cpu };
}

/**
 * `runs` timings of each function, taken in turns (a, b, a, b…) after `warmup` untimed turns, so
 * that both see the same moments of a shared machine: the ratio of their medians is from one run.
 */
export function alternating(fns: readonly (() => void)[], runs: number, warmup = 2): Timing[][] {
  const out = fns.map(() => [] as Timing[]);
  for (let i = 0; i < warmup; i++) for (const f of fns) f();
  for (let i = 0; i < runs; i++) fns.forEach((f, k) => out[k]!.push(timedBoth(f)));
  return out;
}

/** Stats of the wall times and of the CPU times. */
export const timingStats = (xs: readonly Timing[]): { wall: Stats; cpu: Stats } =>
  ({ wall: stats(xs.map((x) => x.wall)), cpu: stats(xs.map((x) => x.cpu)) });

export const fmt = (ms: number, digits = ms < 1 ? 3 : ms < 10 ? 2 : 1): string => ms.toFixed(digits);
export const thousands = (n: number): string => Math.round(n).toLocaleString('en-US');
