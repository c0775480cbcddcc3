import type { AnyRuleset, RulesetInfo } from './ruleset.ts';
import { fail, ok, type InputProblem, type Result } from './violation.ts';

/** A ruleset in the registry: what it is, and how to load the rest of it (a chunk of its own). */
export interface RulesetEntry extends RulesetInfo {
  load(): Promise<AnyRuleset>;
  /**
   * Its scenario reading alone: what checking a scenario file needs (`turnchart validate`), in a
   * chunk without the turn machine and the rules where the ruleset gives one, else the ruleset's.
   */
  loadScenario(): Promise<AnyRuleset['scenario']>;
}

/** Rulesets already loaded, as the tools that need every one (the diagram's machine list) hold them. */
export interface LoadedRulesets {
  readonly all: readonly AnyRuleset[];
  byId(id: string): AnyRuleset | undefined;
}

/**
 * The rulesets turnchart knows, found by id or by the format tag of a file, each loaded when first
 * needed. Built once, at a composition root (machines/rulesets.ts), and handed to the generic tools:
 * they never import a ruleset themselves.
 */
export interface Registry {
  readonly entries: readonly RulesetEntry[];
  byId(id: string): RulesetEntry | undefined;
  /** The ruleset of a scenario's JSON, by its `format`, or the problem (located at `format`). */
  forScenario(json: unknown): Result<RulesetEntry, InputProblem>;
  /** The ruleset whose saved games carry `format`. */
  bySavedGameFormat(format: string): RulesetEntry | undefined;
  /** The ruleset with `id`, loaded (once). */
  load(id: string): Promise<AnyRuleset | undefined>;
  /** Every ruleset, loaded. */
  loaded(): Promise<LoadedRulesets>;
}

const formatOf = (json: unknown): unknown =>
  typeof json === 'object' && json !== null && !Array.isArray(json) && Object.hasOwn(json, 'format') ? (json as { format: unknown }).format : undefined;

const infoOf = ({ id, title, description, formats }: RulesetInfo): RulesetInfo => ({ id, title, description, formats });

/**
 * An entry whose ruleset is loaded by `load` (a dynamic import, so it is a chunk of its own). The
 * loaded ruleset must be the one `info` describes: the same id and formats.
 */
export function lazyRuleset(info: RulesetInfo, load: () => Promise<AnyRuleset>, loadScenario?: () => Promise<AnyRuleset['scenario']>): RulesetEntry {
  let loading: Promise<AnyRuleset> | undefined, loadingScenario: Promise<AnyRuleset['scenario']> | undefined;
  const entry: RulesetEntry = {
    ...infoOf(info),
    load: () => (loading ??= load().then((r) => {
      if (r.id !== info.id || r.formats.scenario !== info.formats.scenario || r.formats.savedGame !== info.formats.savedGame) {
        throw new Error(`the ruleset loaded for ${info.id} is ${r.id} (${r.formats.scenario})`);
      }
      return r;
    })),
    // Once the whole ruleset is in, its own scenario reading serves.
    loadScenario: () => (loading ? loading.then((r) => r.scenario) : (loadingScenario ??= loadScenario ? loadScenario() : entry.load().then((r) => r.scenario))),
  };
  return entry;
}

/** An entry for a ruleset already in hand (tests, small rulesets). */
export const eagerRuleset = (r: AnyRuleset): RulesetEntry => ({ ...infoOf(r), load: () => Promise.resolve(r), loadScenario: () => Promise.resolve(r.scenario) });

/** Loaded rulesets, found by id. */
export function loadedRulesets(all: readonly AnyRuleset[]): LoadedRulesets {
  return { all, byId: (id) => all.find((r) => r.id === id) };
}

/** A registry of `entries`; two rulesets sharing an id or a format tag is a build error. */
export function makeRegistry(entries: readonly RulesetEntry[]): Registry {
  const seen = new Set<string>();
  for (const r of entries) {
    for (const key of [`id ${r.id}`, `format ${r.formats.scenario}`, `format ${r.formats.savedGame}`]) {
      if (seen.has(key)) throw new Error(`two rulesets share the ${key}`);
      seen.add(key);
    }
  }
  const known = () => entries.map((r) => `${r.formats.scenario} (${r.title})`).join(', ');
  const byId = (id: string) => entries.find((r) => r.id === id);
  let all: Promise<LoadedRulesets> | undefined;
  return {
    entries,
    byId,
    bySavedGameFormat: (format) => entries.find((r) => r.formats.savedGame === format),
    load: (id) => byId(id)?.load() ?? Promise.resolve(undefined),
    loaded: () => (all ??= Promise.all(entries.map((e) => e.load())).then(loadedRulesets)),
    forScenario(json) {
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        return fail([{ path: '(root)', message: `expected object: a scenario is a JSON object whose "format" names its ruleset, one of ${known()}` }]);
      }
      const format = formatOf(json);
      const r = typeof format === 'string' ? entries.find((x) => x.formats.scenario === format) : undefined;
      if (r) return ok(r);
      if (format === undefined) return fail([{ path: 'format', message: `required, but missing: a scenario names its format, one of ${known()}` }]);
      return fail([{ path: 'format', message: `${JSON.stringify(format)} is not a scenario format turnchart reads; it reads ${known()}` }]);
    },
  };
}
