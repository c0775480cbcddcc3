import type { RulesetEvent } from '../core/step.ts';

/**
 * The bounded event generator: out of `legalActions` (the one enumerator), a representative subset
 * per step. Two legal events that lead the turn down the same sequence are interchangeable for
 * path coverage, so each event type keeps its first event (in the enumerator's order) per
 * *variant*, as the ruleset tells them apart (`PathSupport.variantOf`); a type the ruleset gives no
 * variant keeps its first event only.
 */
export function representativeEvents<E extends RulesetEvent>(legal: readonly E[], variantOf: (e: E) => string | undefined): E[] {
  const seen = new Map<string, Set<string>>();
  const out: E[] = [];
  for (const e of legal) {
    const variant = variantOf(e);
    const kept = seen.get(e.type) ?? new Set<string>();
    seen.set(e.type, kept);
    if (variant === undefined ? kept.size > 0 : kept.has(variant)) continue;
    kept.add(variant ?? '');
    out.push(e);
  }
  return out;
}
