import type { AnyRuleset } from './ruleset.ts';
import { fail, ok, type InputProblem, type Result } from './violation.ts';

/**
 * The rulesets turnchart knows, found by id or by the format tag of a file. Built once, at a
 * composition root (machines/rulesets.ts), and handed to the generic tools: they never import a
 * ruleset themselves.
 */
export interface Registry {
  readonly all: readonly AnyRuleset[];
  byId(id: string): AnyRuleset | undefined;
  /** The ruleset of a scenario's JSON, by its `format`, or the problem (located at `format`). */
  forScenario(json: unknown): Result<AnyRuleset, InputProblem>;
  /** The ruleset whose saved games carry `format`. */
  bySavedGameFormat(format: string): AnyRuleset | undefined;
}

const formatOf = (json: unknown): unknown =>
  typeof json === 'object' && json !== null && !Array.isArray(json) && Object.hasOwn(json, 'format') ? (json as { format: unknown }).format : undefined;

/** A registry of `rulesets`; two rulesets sharing an id or a format tag is a build error. */
export function makeRegistry(rulesets: readonly AnyRuleset[]): Registry {
  const seen = new Set<string>();
  for (const r of rulesets) {
    for (const key of [`id ${r.id}`, `format ${r.formats.scenario}`, `format ${r.formats.savedGame}`]) {
      if (seen.has(key)) throw new Error(`two rulesets share the ${key}`);
      seen.add(key);
    }
  }
  const known = () => rulesets.map((r) => `${r.formats.scenario} (${r.title})`).join(', ');
  return {
    all: rulesets,
    byId: (id) => rulesets.find((r) => r.id === id),
    bySavedGameFormat: (format) => rulesets.find((r) => r.formats.savedGame === format),
    forScenario(json) {
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        return fail([{ path: '(root)', message: `expected object: a scenario is a JSON object whose "format" names its ruleset, one of ${known()}` }]);
      }
      const format = formatOf(json);
      const r = typeof format === 'string' ? rulesets.find((x) => x.formats.scenario === format) : undefined;
      if (r) return ok(r);
      if (format === undefined) return fail([{ path: 'format', message: `required, but missing: a scenario names its format, one of ${known()}` }]);
      return fail([{ path: 'format', message: `${JSON.stringify(format)} is not a scenario format turnchart reads; it reads ${known()}` }]);
    },
  };
}
