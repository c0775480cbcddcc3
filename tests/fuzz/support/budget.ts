import type { AnyTested } from '../../../src/core/ruleset.ts';
import { withTesting } from '../../../src/core/testing.ts';
import type { FuzzGroup, FuzzTarget } from '../../../src/core/testing.ts';
import { RULESETS } from '../../support/rulesets.ts';

/**
 * How much fuzzing `npm test` does: every ruleset's fuzz groups (its bundled and fixture scenarios,
 * each side's turn), a fixed fast-check seed per target (so CI is repeatable; TURNCHART_FUZZ_SEED
 * explores others). Walks are up to WALK_LENGTH events; each target must offer at least
 * EVENTS_PER_TARGET events, each ruleset at least MIN_RULESET_EVENTS, and the whole suite at least
 * MIN_TOTAL_EVENTS (docs/reliability.md gives the timings).
 */
export const WALK_LENGTH = 600;
export const RUNS_PER_TARGET = 12;
export const EVENTS_PER_TARGET = 4_800;
export const MIN_RULESET_EVENTS = 30_000;
export const MIN_TOTAL_EVENTS = 100_000;

/** The fuzz test files: group k of every ruleset runs in file k % FUZZ_FILES. */
export const FUZZ_FILES = 3;

/** Every ruleset's groups with their place, for the fuzz test files. */
/** Every registered ruleset with its testing support loaded. */
export const TESTED: readonly AnyTested[] = await Promise.all(RULESETS.all.map(withTesting));

export const FUZZ_GROUPS: readonly { ruleset: AnyTested; group: FuzzGroup; index: number }[] =
  TESTED.flatMap((ruleset) => ruleset.fuzz.groups.map((group, index) => ({ ruleset, group, index })));

/** The groups fuzz test file `k` runs. */
export const groupsOfFile = (k: number) => FUZZ_GROUPS.filter((g) => g.index % FUZZ_FILES === k);

/** Every target of a ruleset, in group order. */
export const targetsOf = (ruleset: AnyTested): readonly FuzzTarget[] => ruleset.fuzz.groups.flatMap((g) => g.targets);

/** A distinct fast-check seed per target, from its ruleset's place in the registry and its own among the ruleset's targets. */
export function seedOf(ruleset: AnyTested, t: FuzzTarget): number {
  const r = TESTED.indexOf(ruleset);
  return 1_000 + 100_000 * r + 17 * targetsOf(ruleset).findIndex((x) => x.file === t.file && x.side === t.side);
}
