import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createActor, transition, type Actor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import type { LogEntry } from '../../src/core/log.ts';
import type { ReplayStop } from '../../src/core/replay.ts';
import type { Violation } from '../../src/core/violation.ts';
import type { DsEvent, DsEventType } from '../../src/ds/events/index.ts';
import { activeStep, explain, legalActions, type StepMeta } from '../../src/ds/legal/index.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { replayDsGame } from '../../machines/ds/replay.ts';
import { dsTurnMachine } from '../../machines/ds/turn.machine.ts';

type TurnSnapshot = SnapshotFrom<typeof dsTurnMachine>;

/** An event the controller refused: nothing changed, and these are the reasons. */
export interface Refusal {
  readonly event: DsEvent;
  readonly violations: readonly Violation[];
}

/**
 * The glue between the DS turn and the guide's components: it owns one faction turn (a game, a
 * dice seed and the events sent so far), checks every event with the legality API before it is
 * applied, and asks its host to re-render on every change. The event list is the record of truth:
 * undo and load replay a prefix of it (machines/ds/replay.ts).
 */
export class TurnController implements ReactiveController {
  private readonly host: ReactiveControllerHost;
  private current: TurnSnapshot;
  private sent: DsEvent[] = [];
  /** Log length after each event sent: where event i's effects end in the log. */
  private marks: number[] = [];
  private refusal?: Refusal;
  private legalFor?: TurnSnapshot;
  /** With an inspector attached, events go through a live actor so its `inspect` sees every microstep. */
  private inspect?: (event: InspectionEvent) => void;
  private onRebuild?: () => void;
  /** The turn before any event: its opening automatic steps done. */
  private readonly initial: TurnSnapshot;
  private actor?: Actor<typeof dsTurnMachine>;
  private legalNow: readonly DsEvent[] = [];
  /** Log entries written before the first event (the turn's opening automatic steps). */
  readonly startMark: number;

  constructor(host: ReactiveControllerHost, readonly game: DsGameState, readonly seed = 1) {
    this.host = host;
    host.addController(this);
    this.initial = replayDsGame(game, seed, []).snapshot;
    this.current = this.initial;
    this.startMark = this.current.context.log.length;
  }

  hostConnected(): void {}

  get snapshot(): TurnSnapshot { return this.current; }
  /** Every concrete event the turn accepts now (computed once per position: enumerating can be costly). */
  get legal(): readonly DsEvent[] {
    if (this.legalFor !== this.current) {
      this.legalNow = legalActions(this.current);
      this.legalFor = this.current;
    }
    return this.legalNow;
  }
  /** The step the turn rests in, with its meta; undefined once the turn is over. */
  get step(): { id: string; meta: StepMeta; accepts: readonly DsEventType[] } | undefined {
    const a = activeStep(this.current);
    return a && { id: a.step.id, meta: a.meta, accepts: a.step.accepts };
  }
  get log(): readonly LogEntry[] { return this.current.context.log; }
  /** The events sent so far, in order (a saved game is the scenario, the seed and these). */
  get events(): readonly DsEvent[] { return this.sent; }
  /** The log length after each event: `logMarks[i]` entries are in the log once event i+1 is applied. */
  get logMarks(): readonly number[] { return this.marks; }
  /** The last event refused, with its violations, until the next accepted event or undo. */
  get lastRefusal(): Refusal | undefined { return this.refusal; }

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
  private rebuild(events: readonly DsEvent[]): void {
    this.actor?.stop();
    this.actor = undefined;
    const marks: number[] = [];
    if (this.inspect) {
      this.onRebuild?.();
      const actor = createActor(dsTurnMachine, { input: { game: this.game, seed: this.seed }, inspect: this.inspect }).start();
      for (const e of events) {
        actor.send(e);
        marks.push(actor.getSnapshot().context.log.length);
      }
      this.actor = actor;
      this.current = actor.getSnapshot();
    } else {
      let snap = this.initial;
      for (const e of events) {
        [snap] = transition(dsTurnMachine, snap, e);
        marks.push(snap.context.log.length);
      }
      this.current = snap;
    }
    this.sent = [...events];
    this.marks = marks;
    this.refusal = undefined;
  }

  /** Applies `e` when legal and returns []; otherwise changes nothing and returns its violations. */
  send(e: DsEvent): readonly Violation[] {
    const violations = explain(this.current, e);
    if (violations.length > 0) {
      this.refusal = { event: e, violations };
      this.host.requestUpdate();
      return violations;
    }
    let next: TurnSnapshot;
    if (this.actor) {
      this.actor.send(e);
      next = this.actor.getSnapshot();
    } else {
      [next] = transition(dsTurnMachine, this.current, e);
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
    const outcome = replayDsGame(this.game, this.seed, events);
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

function stopProblems(stop: ReplayStop<DsEvent> | undefined): LoadProblem[] {
  if (!stop) return [];
  return stop.kind === 'malformed'
    ? stop.problems.map((p) => ({ index: stop.index, message: `${p.path}: ${p.message}` }))
    : stop.violations.map((v) => ({ index: stop.index, message: `${v.rule}: ${v.message}` }));
}

/** What a saved game's replay keeps of its events, and where it stopped. */
export interface LoadOutcome {
  /** How many events, from the first, the turn accepts. */
  readonly applied: number;
  /** Why the next one was refused (empty when all were applied). */
  readonly problems: readonly LoadProblem[];
  /** The refused event, when it could be read (an illegal one, not a malformed one). */
  readonly refused?: DsEvent;
}

/**
 * What loading `events` with `seed` would keep, found by replaying them aside (no turn is
 * touched): the guide asks the player with it before replacing the game.
 */
export function previewLoad(game: DsGameState, seed: number, events: readonly unknown[]): LoadOutcome {
  const outcome = replayDsGame(game, seed, events);
  const stop = outcome.stop;
  return { applied: outcome.applied, problems: stopProblems(stop), ...(stop?.kind === 'illegal' ? { refused: stop.event } : {}) };
}
