import type { AnyStateMachine } from 'xstate';
import type { LoadedRulesets } from '../core/registry.ts';

/**
 * The machines a diagram can be drawn of: for each ruleset, `<id>` (its whole turn) and
 * `<id>/<segment>` (one segment on its own), in registry order.
 */
export function machineKeys(rulesets: LoadedRulesets): string[] {
  return rulesets.all.flatMap((r) => [r.id, ...Object.keys(r.segments).map((s) => `${r.id}/${s}`)]);
}

/** The machine named by `key`, or undefined when there is none of that name. */
export function machineByKey(rulesets: LoadedRulesets, key: string): AnyStateMachine | undefined {
  const [id, segment, ...rest] = key.split('/');
  const ruleset = id === undefined ? undefined : rulesets.byId(id);
  if (!ruleset || rest.length > 0) return undefined;
  if (segment === undefined) return ruleset.machine;
  return Object.hasOwn(ruleset.segments, segment) ? ruleset.segments[segment]!() : undefined;
}
