import type { AnyStateMachine } from 'xstate';
import type { HexConvention } from './hex/convention.ts';
import type { LogLike } from './log.ts';
import type { TurnSnapshotLike } from './legality.ts';
import type { RulesetEvent, StepLegality } from './step.ts';
import type { InputProblem, Result } from './violation.ts';
import type { GuardReadings } from './outline/guard-reading.ts';
import type { FuzzSupport, PathSupport } from './testing.ts';
import type { RulesetViews } from './views.ts';
import type { FreeMoveSupport } from './free-move.ts';

export type { RulesetEvent, StepLegality, StepMeta } from './step.ts';

/**
 * The context every ruleset's turn machine keeps, as far as the engine reads it: the log of what
 * happened, in words with rule numbers. Everything else in the context is the ruleset's own.
 */
export interface EngineContext {
  readonly log: LogLike;
}

/** A turn machine's input, the same for every ruleset: a loaded scenario and the dice seed. */
export interface TurnInput<G> {
  readonly game: G;
  readonly seed?: number;
}

/** What `turnchart validate` says of a valid scenario: one line for people, the figures for programs. */
export interface ScenarioSummary {
  /** "Teaching: the invasion of Java: 1,268 hexes, 137 counters (...), turn 1, spring 1942, Western phasing". */
  readonly line: string;
  /** The same facts as data (`validate --json`). */
  readonly data: Readonly<Record<string, string | number | boolean>>;
}

/** Where the game stands, for a heading: "Turn 1, spring 1942: Western faction turn". */
export interface Headline {
  readonly text: string;
  /** The same as data (`legal --json` puts these fields in its position). */
  readonly data: Readonly<Record<string, string | number | boolean>>;
}

/** Reading scenario files of the ruleset's format. */
export interface ScenarioSupport<G> {
  /** Scenario text to a checked game state; every problem located (a JSON path, or "(file)" with line and column). */
  parseText(text: string): Result<G, InputProblem>;
  /** Already-parsed JSON to a checked game state. */
  parse(json: unknown): Result<G, InputProblem>;
  summary(game: G): ScenarioSummary;
  /** The game with `side` as the side whose turn it is (path fixtures and fuzz targets pick the side). */
  withSide(game: G, side: string): G;
  /** The sides that take turns, in turn order: ids and names. */
  sides(game: G): readonly { readonly id: string; readonly name: string }[];
}

/** How the guide's sequence outline reads the machine: which subtree is one turn of play, and why steps are skipped. */
export interface OutlineSupport {
  /** The state node whose children are the phases of one turn of play (DS: `ds.factionTurn`). */
  readonly root: string;
  /** State nodes whose entry starts a new turn of play: the outline's marks start afresh. */
  readonly startsAfresh: readonly string[];
  /** What the guards that route the turn past a step mean, by guard name (src/core/outline/guard-reading.ts). */
  readonly guardReadings: GuardReadings;
}

/** Checking events from outside (files, the CLI, the guide) for shape. */
export interface EventSupport<E extends RulesetEvent> {
  /** Every event type the machine understands. */
  readonly types: readonly E['type'][];
  /** One event checked for shape; `path` locates it in the file (e.g. ['events', 3]). */
  parse(json: unknown, path: readonly PropertyKey[]): Result<E, InputProblem>;
}

/**
 * What the registry knows of a ruleset before loading it: enough to name it and to recognise its
 * files. A ruleset declares it once, in a small module of its own that the registry and the ruleset
 * object both import, so the rest of the ruleset is a chunk loaded only when a file of its format
 * is opened.
 */
export interface RulesetInfo {
  /** Short id: the prefix of its file formats and of its machine keys ("ds", "ocs", "awaw"). */
  readonly id: string;
  /** The game's name as players know it ("Dai Senso!"). */
  readonly title: string;
  /** What the ruleset covers, one sentence. */
  readonly description: string;
  readonly formats: {
    /** The `format` of its scenario files, e.g. "turnchart/ds-scenario@1". */
    readonly scenario: string;
    /** The `format` of its saved games (scenario + seed + events), e.g. "turnchart/ds-events@1". */
    readonly savedGame: string;
  };
}

/**
 * A ruleset: one game's sequence of play, implemented once and served by every generic tool (the
 * CLI, the guide, the diagram, the path generator, the fuzzer) through this interface alone. G is
 * its game state, C its turn machine's context, E its events. docs/rulesets.md says how to write
 * one; machines/ds/ruleset.ts is the worked example.
 *
 * Members that take a G, C or E are methods, not function-typed properties: TypeScript compares
 * method parameters bivariantly, so a `Ruleset<DsGameState, DsTurnContext, DsEvent>` is an
 * `AnyRuleset` without casts or `any`.
 */
export interface Ruleset<G, C extends EngineContext, E extends RulesetEvent> extends RulesetInfo {
  /** How its maps number and lay out hexes. */
  readonly hex: HexConvention;
  readonly scenario: ScenarioSupport<G>;
  readonly events: EventSupport<E>;
  /** The whole turn as one statechart; its input is a `TurnInput<G>`, its context a C. */
  readonly machine: AnyStateMachine;
  /** Segments runnable on their own, by name (`turnchart diagram --machine ds/support`). */
  readonly segments: Readonly<Record<string, () => AnyStateMachine>>;
  /** Per-step legality: the one source for the machine's guards, the legal-action list and the why-not. */
  readonly steps: readonly StepLegality<C, E>[];
  headline(context: C): Headline;
  readonly outline: OutlineSupport;
  /** What the guide shows: the map and the pieces, events in words, procedure panels. */
  readonly views: RulesetViews<G, C, E>;
  /**
   * How the ruleset moves a counter when its phasing player moves one freely (FREE_MOVE, in steps
   * whose meta has `freeMoves`: src/core/free-move.ts); absent: the ruleset has no free moves.
   */
  readonly freeMoves?: FreeMoveSupport<C>;
  /**
   * What the path generator and the fuzzer need (fixtures, sequence keys, probes, invariants): a
   * chunk loaded only by the testers, never by the guide (`withTesting` in src/core/testing.ts).
   */
  testing(): Promise<TestingSupport<G, C, E>>;
}

/** A ruleset's support for the generic testers. */
export interface TestingSupport<G, C extends EngineContext, E extends RulesetEvent> {
  /** What the path generator needs to cover the machine. */
  readonly paths: PathSupport<G, C, E>;
  /** What the fuzzer needs to walk the turn and check it after every event. */
  readonly fuzz: FuzzSupport<G, C, E>;
}

/** A ruleset with its testing support loaded: what the path generator and the fuzz walk take. */
export type Tested<G, C extends EngineContext, E extends RulesetEvent> = Ruleset<G, C, E> & TestingSupport<G, C, E>;
export type AnyTested = Tested<unknown, EngineContext, RulesetEvent>;

/** Any ruleset, as generic tools hold it. */
export type AnyRuleset = Ruleset<unknown, EngineContext, RulesetEvent>;

/** Any ruleset's views, as the guide's components hold them. */
export type AnyViews = AnyRuleset['views'];

/** The snapshot of a ruleset's turn machine as the engine reads it. */
export type RulesetSnapshot<C> = TurnSnapshotLike<C> & {
  readonly value: unknown;
  can(event: RulesetEvent): boolean;
};
