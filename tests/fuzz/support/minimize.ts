import type { AnyTested } from '../../../src/core/ruleset.ts';
import { CheckedGame, FuzzFailure } from './walk.ts';

/** Why `events` break an invariant from the scenario's start (one line), or undefined if they do not. */
export function failureOf(ruleset: AnyTested, game: unknown, seed: number, events: readonly unknown[]): string | undefined {
  const g = new CheckedGame(ruleset, game, seed);
  try {
    for (const e of events) g.offer(e);
  } catch (e) {
    if (e instanceof FuzzFailure) return e.summary;
    throw e;
  }
  return undefined;
}

/**
 * The shortest list found by removing items one at a time, from the end, keeping each removal
 * after which `reasonOf` still gives the same reason (greedy; enough for event lists of a turn).
 */
export function shrinkList<T>(items: readonly T[], reasonOf: (items: readonly T[]) => string | undefined): T[] {
  const reason = reasonOf(items);
  let kept = [...items];
  if (reason === undefined) return kept;
  for (let i = kept.length - 1; i >= 0; i--) {
    const without = [...kept.slice(0, i), ...kept.slice(i + 1)];
    if (reasonOf(without) === reason) kept = without;
  }
  return kept;
}

/**
 * A shorter list of events with the same failure: fast-check shrinks the walk's choices, then
 * this keeps only the events the failure needs. Refused events change nothing, so first all of
 * them but the failing last one go at once; then the rest are shrunk one by one.
 */
export function minimizeEvents(ruleset: AnyTested, game: unknown, seed: number, events: readonly unknown[]): unknown[] {
  const reason = failureOf(ruleset, game, seed, events);
  if (reason === undefined) return [...events];
  const g = new CheckedGame(ruleset, game, seed);
  const accepted = new Set<number>();
  try {
    events.forEach((e, i) => {
      const before = g.stats.legal;
      g.offer(e);
      if (g.stats.legal > before) accepted.add(i);
    });
  } catch { /* the last event offered is the failing one */ }
  const needed = events.filter((_, i) => accepted.has(i) || i === g.events.length - 1);
  const start = failureOf(ruleset, game, seed, needed) === reason ? needed : [...events];
  return shrinkList(start, (list) => failureOf(ruleset, game, seed, list));
}
