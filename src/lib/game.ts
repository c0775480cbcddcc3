import { engineOf, type Engine, type EngineSnapshot } from '../core/engine.ts';
import { savedGameCodec } from '../core/input/saved-game.ts';
import { logEntries, type LogEntry } from '../core/log.ts';
import type { Registry } from '../core/registry.ts';
import type { ReplayStop } from '../core/replay.ts';
import type { AnyRuleset, EngineContext, RulesetEvent, RulesetInfo } from '../core/ruleset.ts';
import { readScenario } from '../core/scenario-text.ts';
import { CHECKPOINT_EVERY, Timeline } from '../core/timeline.ts';
import type { StepMeta } from '../core/step.ts';
import { fail, ok, type InputProblem, type Result, type Violation } from '../core/violation.ts';
import { pureStepper } from '../core/xstate-adapter.ts';

/**
 * A game played through the library (issue 17's compiled library): a scenario of any registered
 * ruleset, its dice seed and its events, every event checked by the ruleset's one legality source
 * before it is applied, with undo and jumps served from checkpoints as in the guide. It is what the
 * CLI's `legal`, `replay` and `turn` and the guide do with a game, for a program of its own.
 */

/** A position of the turn: the machine's snapshot, its context the ruleset's. */
export type Position = EngineSnapshot<EngineContext>;

/** Why an event was not played: it is not an event of the ruleset, or the rules refuse it now. */
export type PlayProblem =
  | { readonly kind: 'malformed'; readonly problems: readonly InputProblem[] }
  | { readonly kind: 'illegal'; readonly event: RulesetEvent; readonly violations: readonly Violation[] };

/** A problem with one of the files a game is opened from. */
export interface OpenProblem {
  readonly file: 'scenario' | 'savedGame';
  readonly problem: InputProblem;
}

/** The step the turn rests in, in the rulebook's words: its id and its state node's meta (rule, title, actor, explain). */
export type StepNow = StepMeta & { readonly id: string };

export class Game {
  private readonly engine: Engine<unknown, EngineContext, RulesetEvent>;
  private readonly timeline: Timeline<RulesetEvent>;
  private readonly step: (s: Position, e: RulesetEvent) => Position;
  private now: Position;

  /** Use `openGame`; a Game starts at the scenario's first position. */
  constructor(private readonly rules: AnyRuleset, readonly game: unknown, readonly seed: number) {
    this.engine = engineOf(rules);
    this.timeline = new Timeline<RulesetEvent>(rules.machine, { game, seed }, CHECKPOINT_EVERY);
    this.now = this.timeline.snapshotAt(0) as Position;
    const stepper = pureStepper(rules.machine);
    this.step = (s, e) => stepper(s, e) as Position;
  }

  /** The ruleset the scenario belongs to: its id, title and file formats. */
  get ruleset(): RulesetInfo {
    const { id, title, description, formats } = this.rules;
    return { id, title, description, formats };
  }

  /** The events played so far, in order, as the machine received them. */
  get events(): readonly RulesetEvent[] { return this.timeline.events; }

  /** The position after the events played. */
  get position(): Position { return this.now; }

  /** The step the turn rests in now; undefined once the turn is over. */
  stepNow(): StepNow | undefined {
    const active = this.engine.activeStep(this.now);
    return active ? { ...active.meta, id: active.step.id } : undefined;
  }

  /** Every event legal now (the free moves of R-FREE-MOVES too, unless `freeMoves` is false). */
  legalActions(options?: { freeMoves?: boolean }): RulesetEvent[] {
    return this.engine.legalActions(this.now, options);
  }

  /** The log of the turn so far: what each step did, with its rule. */
  log(): readonly LogEntry[] { return logEntries(this.now.context.log); }

  /**
   * The event `json` checked for shape and against the rules now, without playing it; `path`
   * locates it in a file (['events', 3]) in the problems.
   */
  check(json: unknown, path: readonly PropertyKey[] = []): Result<RulesetEvent, PlayProblem> {
    const parsed = this.rules.events.parse(json, path);
    if (!parsed.ok) return fail([{ kind: 'malformed', problems: parsed.errors }]);
    const violations = this.engine.explain(this.now, parsed.value);
    return violations.length > 0 ? fail([{ kind: 'illegal', event: parsed.value, violations }]) : ok(parsed.value);
  }

  /** Plays the event `json` if it is an event of the ruleset and legal now; otherwise nothing changes. */
  play(json: unknown, path: readonly PropertyKey[] = []): Result<RulesetEvent, PlayProblem> {
    const checked = this.check(json, path);
    if (!checked.ok) return checked;
    this.now = this.step(this.now, checked.value);
    this.timeline.record(checked.value, this.now);
    return checked;
  }

  /** Takes back the last `count` events (all of them at most). */
  undo(count = 1): void {
    this.jump(this.events.length - Math.max(0, count));
  }

  /** Goes back to the position after the first `n` events, dropping the events after it. */
  jump(n: number): void {
    if (!Number.isInteger(n)) throw new RangeError(`jump(${n}): a number of events is a whole number`);
    const count = Math.max(0, Math.min(n, this.events.length));
    this.now = this.timeline.snapshotAt(count) as Position;
    this.timeline.truncate(count);
  }

  /** The saved game (seed and events under the ruleset's format), as the guide and the CLI read it. */
  savedGame(scenario?: string): string {
    return savedGameCodec(this.rules.formats.savedGame).write({ seed: this.seed, events: this.events, ...(scenario ? { scenario } : {}) });
  }
}

/** A game opened from its files; `stop` says where a saved game's replay stopped, if it did. */
export interface Opened {
  readonly game: Game;
  readonly stop?: ReplayStop<RulesetEvent>;
}

/**
 * A game from a scenario's text (any registered ruleset, found by its `format`) and, optionally, a
 * saved game's text of that ruleset. The saved game's events are checked and played in order, each
 * by the rules; at the first malformed or illegal one the game stays at the position before it and
 * `stop` says which and why, so nothing before it is lost.
 */
export async function openGame(rulesets: Registry, scenarioText: string, savedGameText?: string): Promise<Result<Opened, OpenProblem>> {
  const scenario = await readScenario(rulesets, scenarioText);
  if (!scenario.ok) return fail(scenario.errors.map((problem) => ({ file: 'scenario' as const, problem })));
  const { ruleset, game } = scenario.value;
  if (savedGameText === undefined) return ok({ game: new Game(ruleset, game, 1) });
  const saved = savedGameCodec(ruleset.formats.savedGame).readText(savedGameText);
  if (!saved.ok) return fail(saved.errors.map((problem) => ({ file: 'savedGame' as const, problem })));
  const played = new Game(ruleset, game, saved.value.seed);
  for (const [index, json] of saved.value.events.entries()) {
    const result = played.play(json, ['events', index]);
    if (result.ok) continue;
    const problem = result.errors[0]!;
    const stop: ReplayStop<RulesetEvent> = problem.kind === 'malformed'
      ? { index, kind: 'malformed', problems: problem.problems }
      : { index, kind: 'illegal', event: problem.event, violations: problem.violations };
    return ok({ game: played, stop });
  }
  return ok({ game: played });
}
