/**
 * What a guard that routes the turn past a step means, in the rules' words: the reason the
 * sequence outline gives for a step the turn skipped. `failed` is said of the step a guard would
 * have led to when it did not hold (no SNLF Beachhead-0 marker to place, so no SNLF placement);
 * `held` of the steps a guard jumps over when it holds (no Blitz marker, so no Blitz attacks).
 * Each ruleset gives the readings of its own guards (`outline.guardReadings`).
 */
export interface GuardReading {
  readonly held?: (params: Readonly<Record<string, unknown>>) => string;
  readonly failed?: (params: Readonly<Record<string, unknown>>) => string;
}

export type GuardReadings = Readonly<Record<string, GuardReading>>;

/** The named guards inside `guard` (a name, a name with params, `and`/`or`/`not`), with their params, outermost first. */
export function namedGuards(guard: unknown): { type: string; params: Readonly<Record<string, unknown>> }[] {
  if (typeof guard === 'string') return [{ type: guard, params: {} }];
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) return guard.guards.flatMap(namedGuards);
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') {
    const params = 'params' in guard && typeof guard.params === 'object' && guard.params !== null ? guard.params as Record<string, unknown> : {};
    return [{ type: guard.type, params }];
  }
  return [];
}

/** What `guard` holding (or failing) means, from the first of its named guards that has a reading. */
export function guardReading(readings: GuardReadings, guard: unknown, outcome: 'held' | 'failed'): string | undefined {
  for (const g of namedGuards(guard)) {
    const read = readings[g.type]?.[outcome];
    if (read) return read(g.params);
  }
  return undefined;
}
