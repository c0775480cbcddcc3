import type { EngineContext, Ruleset, Tested } from './ruleset.ts';
import type { RulesetEvent } from './step.ts';

/**
 * What a ruleset gives the generic testers: the path generator (src/paths) and the fuzz walk
 * (tests/fuzz). Both work on the ruleset's machine and legality alone; these are the few facts
 * about the game they cannot derive.
 */

/** A scenario the generated paths start from, and the branches it is there to reach. */
export interface PathFixture {
  readonly id: string;
  /** The scenario file, for the report. */
  readonly file: string;
  /** Its parsed JSON (imported, so that the paths also run in the browser). */
  readonly scenario: unknown;
  /** The side whose turn it is, when not the scenario's own. */
  readonly side?: string;
  readonly seed: number;
  /** In words: which branches of the machine it reaches. */
  readonly reaches: string;
}

/** A guard outcome, state or transition the rules never allow, or one the fixtures do not reach: with the reason. */
export interface ExplainedGap {
  readonly rule: string;
  readonly reason: string;
}

/** What a path's snapshot looks like to the ruleset's path functions. */
export interface PathSnapshot<C> {
  readonly value: unknown;
  readonly context: C;
}

export interface PathSupport<G, C, E extends RulesetEvent> {
  /** The fixture family: every branch of the machine is reachable from one of them. */
  readonly fixtures: readonly PathFixture[];
  /**
   * The model's state serialization: the state value plus only what changes the sequence from here
   * on. Two snapshots with the same key take the same steps in the same order.
   */
  sequenceKey(s: PathSnapshot<C>): string;
  /** Where a path ends: the model stops exploring past it (e.g. at the next faction turn). */
  stopAt(context: C, stepId: string | undefined): boolean;
  /**
   * Which legal events are interchangeable for coverage: events of one type with the same variant
   * lead the turn down the same sequence, so the generator keeps the first of each. Undefined: the
   * type has one variant.
   */
  variantOf(e: E, context: C): string | undefined;
  /** The variants in words, by event type, for docs/coverage.md. */
  readonly variants: Readonly<Record<string, string>>;
  /**
   * For guard probes (events of the step's own types that it must refuse): by event field, a value
   * that names nothing, e.g. { unit: 'no-such-counter', hex: 'w9999' }.
   */
  readonly noSuch: Readonly<Record<string, string>>;
  /** Event types without parameters: probed bare when not legal now (DONE before a step is finished). */
  readonly bare: readonly string[];
  /**
   * The field naming the side an event is sent for (a contest is answered by one side), if any, and
   * the sides in the order a probe picks another one from.
   */
  readonly sideField?: { readonly field: string; readonly values: readonly string[] };
  /** Guard outcomes the rules never allow, by `<edge id>=<outcome>`: listed, not counted as missing. */
  readonly impossible: Readonly<Record<string, ExplainedGap>>;
  /** Items the fixtures do not reach yet though the rules allow them, with the reason. */
  readonly unreached: Readonly<Record<string, ExplainedGap>>;
  /**
   * For docs/coverage/<id>.md, in Markdown: what the state serialization keeps (how it bounds the
   * model), and how long the generated suites take in `npm test`, as measured.
   */
  readonly notes: { readonly serialization: string; readonly timing: string };
}

/** Ids of a scenario, by kind ('counters', 'hexes', 'zones'...), to build events that name real things wrongly. */
export type FuzzNames = Readonly<Record<string, readonly string[]>>;

/** The invariants of a game in progress, checked after every accepted event. */
export interface FuzzInvariants<C> {
  /** What is wrong after an event took the turn from `before` to `after` (empty: all holds). */
  step(before: C, after: C): readonly string[];
}

/** A scenario file the fuzz walks start from, and whose turn they play. */
export interface FuzzTarget {
  readonly file: string;
  readonly side: string;
}

/** Fuzz targets fuzzed together (one test file runs a group), and the steps their walks must reach. */
export interface FuzzGroup {
  readonly name: string;
  readonly targets: readonly FuzzTarget[];
  /** Steps the group's walks must reach between them, to show they get deep into the turn. */
  readonly deepSteps?: readonly string[];
  /** How many distinct steps the group's walks must rest in between them. */
  readonly minSteps?: number;
}

export interface FuzzSupport<G, C, E extends RulesetEvent> {
  /** The scenario files and sides fuzzed by `npm test`, in groups (spread over the fuzz test files). */
  readonly groups: readonly FuzzGroup[];
  names(game: G): FuzzNames;
  /**
   * A near miss of the legal event `e`, picked by `n`: one field changed to an unknown or wrong id,
   * another hex, another side... Returns a plain object: some near misses are not well formed.
   */
  nearMiss(e: E, names: FuzzNames, n: number): unknown;
  /** A well-formed event of any type, naming real or junk things: mostly not legal now. */
  wrongStep(names: FuzzNames, n: number): unknown;
  /** Malformed payloads particular to the ruleset's events (the walk adds generic ones). */
  malformed(n: number): unknown;
  invariants(game: G): FuzzInvariants<C>;
}

const tested = new WeakMap<object, Promise<object>>();

/** The ruleset with its testing support loaded (once per ruleset). */
export function withTesting<G, C extends EngineContext, E extends RulesetEvent>(r: Ruleset<G, C, E>): Promise<Tested<G, C, E>> {
  let t = tested.get(r) as Promise<Tested<G, C, E>> | undefined;
  if (!t) {
    t = r.testing().then((support) => Object.assign(Object.create(r) as Ruleset<G, C, E>, support));
    tested.set(r, t);
  }
  return t;
}
