/** A guard as the diagram names it: the name declared in `setup()`, and its params when it has some. */
export interface GuardRef {
  readonly name: string;
  /** The params written compactly (`step=ds.blitz.die`), when the guard is `{ type, params }`. */
  readonly params?: string;
}

function paramsText(params: unknown): string | undefined {
  if (params === undefined || params === null) return undefined;
  if (typeof params !== 'object') return String(params);
  const parts = Object.entries(params as Record<string, unknown>).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * Reads a transition's guard as xstate keeps it: a name, `{ type, params }`, or an inline
 * function (named after the function when it has a name). DS guards are always named (setup.ts),
 * so "inline guard" only shows up for machines that break that rule.
 */
export function guardOf(guard: unknown): GuardRef | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return { name: guard };
  if (typeof guard === 'function') return combined(guard) ?? { name: guard.name || 'inline guard' };
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    const params = paramsText('params' in guard ? guard.params : undefined);
    return params === undefined ? { name: guard.type } : { name: guard.type, params };
  }
  return { name: 'guard' };
}

const COMBINATORS = new Set(['and', 'or', 'not']);

/**
 * xstate's higher-order guards (`and([...])`, `or([...])`, `not(g)`) are functions named after
 * the combinator, holding their operands in `.guards`: written `and(a, b)` from the operands' names.
 */
function combined(guard: { name: string } & object): GuardRef | null {
  if (!COMBINATORS.has(guard.name) || !('guards' in guard) || !Array.isArray(guard.guards)) return null;
  const parts = guard.guards.map((g: unknown) => guardOf(g));
  const name = `${guard.name}(${parts.map((p) => p?.name ?? '?').join(', ')})`;
  const params = parts.map((p) => p?.params).filter((p) => p !== undefined);
  return params.length > 0 ? { name, params: params.join('; ') } : { name };
}

/** A guard as an edge label shows it: its name only (params are in the detail box). */
export const guardText = (guard: GuardRef | null): string => (guard ? `[${guard.name}]` : '');
