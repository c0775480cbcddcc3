import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A clock for tinybench that stops while a sample prepares its input. Vitest passes a bench's
 * options to tinybench but not its per-call `beforeEach`, so a call's input can only be made inside
 * the measured function: the time spent there is added to `excluded` and taken off the clock, and
 * the figure is the call alone.
 */
let excluded = 0;
export const offClockNow = (): number => performance.now() - excluded;

/** Runs `prepare` with the clock stopped. */
export function offClock<T>(prepare: () => T): T {
  const t0 = performance.now();
  try {
    return prepare();
  } finally {
    excluded += performance.now() - t0;
  }
}

type Gc = (options?: { type?: 'minor' | 'major' }) => void;
let gc: Gc | undefined;

/**
 * A young-generation collection, so the measured call does not pay for the garbage its input's
 * preparation left behind (as mitata's `gc('inner')` does between samples). The call's own
 * allocations still count, and so does any collection they cause. `--expose-gc` is set at run time
 * because Vitest's bench workers are started without it.
 */
export function collectYoungGeneration(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as Gc;
  }
  gc({ type: 'minor' });
}
