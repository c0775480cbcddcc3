import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createActor, transition, type AnyActorRef, type InspectionEvent } from 'xstate';
import { engineOf, type Engine, type EngineSnapshot } from '../../src/core/engine.ts';
import type { LogEntry } from '../../src/core/log.ts';
import type { ReplayStop } from '../../src/core/replay.ts';
import type { EngineContext, Ruleset, RulesetEvent, StepMeta } from '../../src/core/ruleset.ts';
import type { Violation } from '../../src/core/violation.ts';

/** An event the controller refused: nothing changed, and these are the reasons. */
export interface Refusal<E extends RulesetEvent = RulesetEvent> {
  /** The event refused; absent when what was sent was not an event at all (malformed JSON). */
  readonly event?: E;
  readonly violations: readonly Violation[];
}

/**
 * The glue between a ruleset's turn and the guide's components: it owns one turn of play (a game,
 * a dice seed and the events sent so far), checks every event with the ruleset's legality before
 * it is applied, and asks its host to re-render on every change. The event list is the record of
 * truth: undo and load replay a prefix of it (the engine's replay, src/core/engine.ts). G, C and E
 * are the ruleset's game, turn context and events; the guide holds any ruleset (the defaults).
 */
export class TurnController<G = unknown, C extends EngineContext = EngineContext, E extends RulesetEvent = RulesetEvent> implements ReactiveController {
  private readonly host: ReactiveControllerHost;
  private readonly engine: Engine<G, C, E>;
  private current: EngineSnapshot<C>;
  private sent: E[] = [];
  /** Log length after each event sent: where event i's effects end in the log. */
  private marks: number[] = [];
  private refusal?: Refusal<E>;
  private legalFor?: EngineSnapshot<C>;
  /** With an inspector attached, events go through a live actor so its `inspect` sees every microstep. */
  private inspect?: (event: InspectionEvent) => void;
  private onRebuild?: () => void;
  /** The turn before any event: its opening automatic steps done. */
  private readonly initial: EngineSnapshot<C>;
  private actor?: AnyActorRef;
  private legalNow: readonly E[] = [];
  /** Log entries written before the first event (the turn's opening automatic steps). */
  readonly startMark: number;

  constructor(host: ReactiveControllerHost, readonly ruleset: Ruleset<G, C, E>, readonly game: G, readonly seed = 1) {
    this.host = host;
    host.addController(this);
    this.engine = engineOf(ruleset);
    this.initial = this.engine.start(game, seed);
    this.current = this.initial;
    this.startMark = this.current.context.log.length;
  }

  hostConnected(): void {}

  get snapshot(): EngineSnapshot<C> { return this.current; }
  /** Every concrete event the turn accepts now (computed once per position: enumerating can be costly). */
  get legal(): readonly E[] {
    if (this.legalFor !== this.current) {
      this.legalNow = this.engine.legalActions(this.current);
      this.legalFor = this.current;
    }
    return this.legalNow;
  }
  /** The step the turn rests in, with its meta; undefined once the turn is over. */
  get step(): { id: string; meta: StepMeta; accepts: readonly E['type'][] } | undefined {
    const a = this.engine.activeStep(this.current);
    return a && { id: a.step.id, meta: a.meta, accepts: a.step.accepts };
  }
  get log(): readonly LogEntry[] { return this.current.context.log; }
  /** The events sent so far, in order (a saved game is the scenario, the seed and these). */
  get events(): readonly E[] { return this.sent; }
  /** The log length after each event: `logMarks[i]` entries are in the log once event i+1 is applied. */
  get logMarks(): readonly number[] { return this.marks; }
  /** The last event refused, with its violations, until the next accepted event or undo. */
  get lastRefusal(): Refusal<E> | undefined { return this.refusal; }

  /**
   * Routes the turn through a live actor with XState's `inspect` option, so a timeline or a live
   * diagram sees events, snapshots and microsteps. Undo and load rebuild it by replaying the kept
   * events from the start of the turn through a new actor: the inspector then holds the whole game
   * as the log has it, not only what was sent since. `onRebuild` runs just before each replay
   * (e.g. to clear the timeline it feeds).
   */
  attachInspector(inspect: (event: InspectionEvent) => void, onRebuild?: () => void): void {
    this.inspect = inspect;
    this.onRebuild = onRebuild;
    this.rebuild(this.sent);
  }

  /**
   * The turn from its start with `events` applied (all accepted before: the replay is
   * deterministic), with the log mark of each; through an inspected actor when one is attached.
   */
  private rebuild(events: readonly E[]): void {
    this.actor?.stop();
    this.actor = undefined;
    const marks: number[] = [];
    if (this.inspect) {
      this.onRebuild?.();
      const actor = createActor(this.ruleset.machine, { input: { game: this.game, seed: this.seed }, inspect: this.inspect }).start();
      for (const e of events) {
        actor.send(e);
        marks.push(this.snapshotOf(actor).context.log.length);
      }
      this.actor = actor;
      this.current = this.snapshotOf(actor);
    } else {
      let snap = this.initial;
      for (const e of events) {
        snap = this.step1(snap, e);
        marks.push(snap.context.log.length);
      }
      this.current = snap;
    }
    this.sent = [...events];
    this.marks = marks;
    this.refusal = undefined;
  }

  private snapshotOf(actor: AnyActorRef): EngineSnapshot<C> {
    return actor.getSnapshot() as EngineSnapshot<C>;
  }

  /** The snapshot after one event, computed without an actor. */
  private step1(snap: EngineSnapshot<C>, e: E): EngineSnapshot<C> {
    return transition(this.ruleset.machine, snap, e)[0] as EngineSnapshot<C>;
  }

  /**
   * Applies an event given as JSON (typed by the player, pasted): its shape is checked by the
   * ruleset's parser first, and a malformed one is refused with its located problems as the
   * violations (nothing changes); a well-formed one goes on as `send`.
   */
  sendJson(json: unknown): readonly Violation[] {
    const parsed = this.ruleset.events.parse(json, []);
    if (parsed.ok) return this.send(parsed.value);
    const violations = parsed.errors.map((p) => ({ rule: '—', code: 'event.malformed', message: `${p.path}: ${p.message}` }));
    this.refusal = { violations };
    this.host.requestUpdate();
    return violations;
  }

  /** Applies `e` when legal and returns []; otherwise changes nothing and returns its violations. */
  send(e: E): readonly Violation[] {
    const violations = this.engine.explain(this.current, e);
    if (violations.length > 0) {
      this.refusal = { event: e, violations };
      this.host.requestUpdate();
      return violations;
    }
    let next: EngineSnapshot<C>;
    if (this.actor) {
      this.actor.send(e);
      next = this.snapshotOf(this.actor);
    } else {
      next = this.step1(this.current, e);
    }
    this.current = next;
    this.sent = [...this.sent, e];
    this.marks = [...this.marks, next.context.log.length];
    this.refusal = undefined;
    this.host.requestUpdate();
    return [];
  }

  /** Back to the position after the first `n` events (a replay of that prefix). */
  undoTo(n: number): void {
    this.rebuild(this.sent.slice(0, Math.max(0, Math.min(n, this.sent.length))));
    this.host.requestUpdate();
  }

  /**
   * Replaces the turn by `events` (a saved game), applied one by one; stops at the first event
   * that is malformed or illegal and returns its problems (empty when all were applied).
   */
  load(events: readonly unknown[]): readonly LoadProblem[] {
    const outcome = this.engine.replay(this.game, this.seed, events);
    // The events as parsed: the form the machine accepted (units put in one order, R-ORG-UNIT-ORDER).
    this.rebuild([...outcome.events]);
    this.host.requestUpdate();
    return stopProblems(outcome.stop);
  }
}

/** An event a replay stopped at (index from 0), one problem per line: the rule or the path, and why. */
export interface LoadProblem {
  readonly index: number;
  readonly message: string;
}

function stopProblems<E>(stop: ReplayStop<E> | undefined): LoadProblem[] {
  if (!stop) return [];
  return stop.kind === 'malformed'
    ? stop.problems.map((p) => ({ index: stop.index, message: `${p.path}: ${p.message}` }))
    : stop.violations.map((v) => ({ index: stop.index, message: `${v.rule}: ${v.message}` }));
}

/** What a saved game's replay keeps of its events, and where it stopped. */
export interface LoadOutcome<E extends RulesetEvent = RulesetEvent> {
  /** How many events, from the first, the turn accepts. */
  readonly applied: number;
  /** Why the next one was refused (empty when all were applied). */
  readonly problems: readonly LoadProblem[];
  /** The refused event, when it could be read (an illegal one, not a malformed one). */
  readonly refused?: E;
}

/**
 * What loading `events` with `seed` would keep, found by replaying them aside (no turn is
 * touched): the guide asks the player with it before replacing the game.
 */
export function previewLoad<G, C extends EngineContext, E extends RulesetEvent>(
  ruleset: Ruleset<G, C, E>, game: G, seed: number, events: readonly unknown[],
): LoadOutcome<E> {
  const outcome = engineOf(ruleset).replay(game, seed, events);
  const stop = outcome.stop;
  return { applied: outcome.applied, problems: stopProblems(stop), ...(stop?.kind === 'illegal' ? { refused: stop.event } : {}) };
}
