import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createActor, type AnyActorRef, type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { engineOf, type Engine, type EngineSnapshot } from '../../src/core/engine.ts';
import { logEntries, type LogEntry } from '../../src/core/log.ts';
import type { FreeMover } from '../../src/core/step.ts';
import type { EngineContext, Ruleset, RulesetEvent, StepMeta } from '../../src/core/ruleset.ts';
import { CHECKPOINT_EVERY, Timeline } from '../../src/core/timeline.ts';
import { pureStepper } from '../../src/core/xstate-adapter.ts';
import {
  prepareLoad, prepareLoadInSlices, preparedFor, replayInspection, stopProblems, type LoadFollow, type LoadProblem, type PreparedLoad,
} from './prepared-load.ts';

export type { LoadFollow, LoadProblem, PreparedLoad };
import type { Violation } from '../../src/core/violation.ts';

/** The guide keeps a checkpoint every CHECKPOINT_EVERY events (src/core/timeline.ts says why 16). */
export { CHECKPOINT_EVERY };

/** What an inspector keeps of the turn, so that undo can cut its timeline where the game now ends. */
export interface InspectorTimeline {
  /** Drop everything: a replay from the start follows. */
  clear(): void;
  /** How many entries it holds now. */
  length(): number;
  /** Keep only the first `n` entries. */
  truncate(n: number): void;
}

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
 * truth: load replays it; undo goes back to the nearest checkpoint (src/core/timeline.ts) and replays
 * at most CHECKPOINT_EVERY events from there. G, C and E
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
  private inspector?: InspectorTimeline;
  /** The inspector's length before any event and after each: where undo cuts it. */
  private inspected: number[] = [];
  private timeline: Timeline<E>;
  /** The turn before any event: its opening automatic steps done. */
  private readonly initial: EngineSnapshot<C>;
  private actor?: AnyActorRef;
  private legalNow: readonly E[] = [];
  private moversFor?: EngineSnapshot<C>;
  private moversNow: readonly FreeMover<E>[] = [];
  private logFor?: EngineSnapshot<C>;
  private logNow: readonly LogEntry[] = [];
  private stepper?: (snapshot: AnyMachineSnapshot, event: EventObject) => AnyMachineSnapshot;
  /** Log entries written before the first event (the turn's opening automatic steps). */
  readonly startMark: number;

  constructor(host: ReactiveControllerHost, readonly ruleset: Ruleset<G, C, E>, readonly game: G, readonly seed = 1) {
    this.host = host;
    host.addController(this);
    this.engine = engineOf(ruleset);
    this.initial = this.engine.start(game, seed);
    this.current = this.initial;
    this.startMark = this.current.context.log.length;
    this.timeline = new Timeline<E>(ruleset.machine, { game, seed }, CHECKPOINT_EVERY);
  }

  hostConnected(): void {}

  get snapshot(): EngineSnapshot<C> { return this.current; }
  /**
   * Every concrete event the rules offer now (computed once per position: enumerating can be
   * costly); the free moves are `freeMovers`.
   */
  get legal(): readonly E[] {
    if (this.legalFor !== this.current) {
      this.legalNow = this.engine.legalActions(this.current, { freeMoves: false });
      this.legalFor = this.current;
    }
    return this.legalNow;
  }
  /**
   * The counters that may move freely now (R-FREE-MOVES), each with its moves worked out when it is
   * picked up: kept apart from `legal`, since on a full board they are hundreds of thousands of events.
   */
  get freeMovers(): readonly FreeMover<E>[] {
    if (this.moversFor !== this.current) {
      this.moversNow = this.engine.freeMovers(this.current);
      this.moversFor = this.current;
    }
    return this.moversNow;
  }
  /** The step the turn rests in, with its meta; undefined once the turn is over. */
  get step(): { id: string; meta: StepMeta; accepts: readonly E['type'][] } | undefined {
    const a = this.engine.activeStep(this.current);
    return a && { id: a.step.id, meta: a.meta, accepts: a.step.accepts };
  }
  /** The log's entries, listed once per position: the guide hands them to the turn log on every render. */
  get log(): readonly LogEntry[] {
    if (this.logFor !== this.current) {
      this.logNow = logEntries(this.current.context.log);
      this.logFor = this.current;
    }
    return this.logNow;
  }
  /** The events sent so far, in order (a saved game is the scenario, the seed and these). */
  get events(): readonly E[] { return this.sent; }
  /** The log length after each event: `logMarks[i]` entries are in the log once event i+1 is applied. */
  get logMarks(): readonly number[] { return this.marks; }
  /** The last event refused, with its violations, until the next accepted event or undo. */
  get lastRefusal(): Refusal<E> | undefined { return this.refusal; }

  /**
   * Routes the turn through a live actor with XState's `inspect` option, so a timeline or a live
   * diagram sees events, snapshots and microsteps. Attaching it, and a load, replay the game from
   * the start of the turn through that actor, so the inspector holds the whole game as the log has
   * it; undo cuts the inspector's timeline where the game now ends (`inspector`).
   */
  attachInspector(inspect: (event: InspectionEvent) => void, inspector?: InspectorTimeline): void {
    this.inspect = inspect;
    this.inspector = inspector;
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
    this.timeline = new Timeline<E>(this.ruleset.machine, { game: this.game, seed: this.seed }, CHECKPOINT_EVERY);
    if (this.inspect) {
      this.inspector?.clear();
      const actor = createActor(this.ruleset.machine, { input: { game: this.game, seed: this.seed }, inspect: this.inspect }).start();
      this.inspected = [this.inspector?.length() ?? 0];
      for (const e of events) {
        actor.send(e);
        const snap = this.snapshotOf(actor);
        this.timeline.record(e, snap);
        marks.push(snap.context.log.length);
        this.inspected.push(this.inspector?.length() ?? 0);
      }
      this.actor = actor;
      this.current = this.snapshotOf(actor);
    } else {
      let snap = this.initial;
      for (const e of events) {
        snap = this.step1(snap, e);
        this.timeline.record(e, snap);
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

  /** The snapshot after one event, computed without an actor (XState's pure transition, one scope for all). */
  private step1(snap: EngineSnapshot<C>, e: E): EngineSnapshot<C> {
    this.stepper ??= pureStepper(this.ruleset.machine);
    return this.stepper(snap, e) as EngineSnapshot<C>;
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
    this.timeline.record(e, next);
    this.sent = [...this.sent, e];
    this.marks = [...this.marks, next.context.log.length];
    if (this.inspector) this.inspected = [...this.inspected, this.inspector.length()];
    this.refusal = undefined;
    this.host.requestUpdate();
    return [];
  }

  /** The position after the first `n` events (0..events.length), from the nearest checkpoint; the turn is not changed (history's preview). */
  positionAt(n: number): EngineSnapshot<C> { return this.timeline.snapshotAt(n) as EngineSnapshot<C>; }

  /**
   * Back to the position after the first `n` events: the nearest checkpoint, and at most
   * CHECKPOINT_EVERY events replayed from it; the inspector's timeline is cut at that event.
   */
  undoTo(n: number): void {
    const count = Math.max(0, Math.min(n, this.sent.length));
    this.current = this.timeline.snapshotAt(count) as EngineSnapshot<C>;
    this.timeline.truncate(count);
    this.sent = this.sent.slice(0, count);
    this.marks = this.marks.slice(0, count);
    this.refusal = undefined;
    if (this.inspect) {
      this.actor?.stop();
      this.inspected = this.inspected.slice(0, count + 1);
      this.inspector?.truncate(this.inspected[count] ?? 0);
      this.resumeInspected();
    }
    this.host.requestUpdate();
  }

  /**
   * Replaces the turn by `events` (a saved game), applied one by one with every check, in one pass
   * that keeps the checkpoints, the log marks and (when attached) the inspector's timeline; stops
   * at the first event that is malformed or illegal and returns its problems (empty when all were
   * applied). The events kept are those the machine received, as parsed (R-ORG-UNIT-ORDER).
   * `prepared`, the same events already replayed aside for this game and seed (`previewLoad`), is
   * taken instead of replaying them again; its inspection goes to the inspector as it would have.
   */
  load(events: readonly unknown[], prepared?: PreparedLoad<G, C, E>): readonly LoadProblem[] {
    this.actor?.stop();
    this.actor = undefined;
    this.inspector?.clear();
    const inspector = this.inspector, inspect = this.inspect;
    const to = inspect ? { inspect, length: () => inspector?.length() ?? 0 } : undefined;
    const taken = preparedFor(prepared, this.game, this.seed, events) ? prepared : undefined;
    const done = taken ?? prepareLoad(this.ruleset, this.game, this.seed, events, CHECKPOINT_EVERY, to);
    this.timeline = done.timeline;
    this.current = done.outcome.snapshot;
    this.sent = [...done.outcome.events];
    this.marks = [...done.marks];
    // A kept replay's inspection goes to the inspector now, as the replay would have reported it.
    this.inspected = taken && to ? replayInspection(taken, to) : [...done.inspectedMarks];
    this.refusal = undefined;
    if (this.inspect) this.resumeInspected();
    this.host.requestUpdate();
    return stopProblems(done.outcome.stop);
  }

  /**
   * A live inspected actor going on from the position now, for the events still to come; its own
   * start is not a step of the game, so what it reports of it is cut: the inspector's timeline
   * reads as one run.
   */
  private resumeInspected(): void {
    const length = this.inspected.at(-1) ?? 0;
    this.actor = createActor(this.ruleset.machine, { snapshot: this.current, input: { game: this.game, seed: this.seed }, inspect: this.inspect }).start();
    this.inspector?.truncate(length);
  }
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
 * touched): the guide asks the player with it before replacing the game. `prepared` is that
 * replay, for the turn's `load` to take if the player goes on. A long game is replayed in slices
 * (`follow` gets the progress and may stop it: then the result is undefined).
 */
export async function previewLoad<G, C extends EngineContext, E extends RulesetEvent>(
  ruleset: Ruleset<G, C, E>, game: G, seed: number, events: readonly unknown[], follow?: LoadFollow,
): Promise<(LoadOutcome<E> & { readonly prepared: PreparedLoad<G, C, E> }) | undefined> {
  const prepared = await prepareLoadInSlices(ruleset, game, seed, events, CHECKPOINT_EVERY, follow);
  if (!prepared) return undefined;
  const stop = prepared.outcome.stop;
  return { applied: prepared.outcome.applied, problems: stopProblems(stop), ...(stop?.kind === 'illegal' ? { refused: stop.event } : {}), prepared };
}
