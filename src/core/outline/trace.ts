import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type AnyStateNode, type AnyTransitionDefinition, type InspectionEvent } from 'xstate';
import type { LogEntry } from '../log.ts';
import type { StepMeta } from '../step.ts';
import { guardReading, type GuardReadings } from './guard-reading.ts';
import { CHECKPOINT_EVERY } from '../timeline.ts';
import { microstepTransitions, pureStepper } from '../xstate-adapter.ts';

/**
 * What the turn under way (the DS faction turn) has done to each state node of the machine, by full node id
 * (the Blitz and the Regular copies of the Attack Sequence are different nodes): which nodes it
 * entered, what an automatic step did, and why a step was passed over. Read from the machine's own
 * microsteps (the transitions it took and the guards that chose them), never guessed from the log.
 */
export interface OutlineTrace {
  /** Ids of the nodes entered in this faction turn, in any microstep. */
  readonly entered: ReadonlySet<string>;
  /** What an automatic step did: the last automatic log line written as the turn passed through it. */
  readonly notes: ReadonlyMap<string, string>;
  /** Why a node was passed over: the reading of the guard that routed the turn past it, with its rule. */
  readonly skipped: ReadonlyMap<string, string>;
}

const metaOf = (n: AnyStateNode): Partial<StepMeta> => (n.meta ?? {}) as Partial<StepMeta>;

/** Every state node of the machine in document order, with where its subtree ends. */
interface Placed { readonly order: number; readonly end: number; readonly node: AnyStateNode }
interface Placing { readonly places: ReadonlyMap<string, Placed>; readonly order: readonly AnyStateNode[] }
const placings = new WeakMap<AnyStateMachine, Placing>();
function placingOf(machine: AnyStateMachine): Placing {
  let p = placings.get(machine);
  if (!p) {
    const places = new Map<string, Placed>();
    const order: AnyStateNode[] = [];
    (function place(n: AnyStateNode): void {
      const at = order.length;
      order.push(n);
      for (const c of Object.values(n.states)) place(c);
      places.set(n.id, { order: at, end: order.length, node: n });
    })(machine.root);
    p = { places, order };
    placings.set(machine, p);
  }
  return p;
}

/** The nodes a transition from `source` to `target` passes over: after the source's subtree, before the target. */
function passedOver({ places, order }: Placing, source: AnyStateNode, target: AnyStateNode): AnyStateNode[] {
  const s = places.get(source.id), t = places.get(target.id);
  if (!s || !t || t.order <= s.order) return [];
  return order.slice(s.end, t.order).filter((n) => !isAncestor(n, target));
}

function isAncestor(a: AnyStateNode, n: AnyStateNode): boolean {
  for (let p = n.parent; p; p = p.parent) if (p === a) return true;
  return false;
}

interface MutableTrace { entered: Set<string>; notes: Map<string, string>; skipped: Map<string, string> }
const emptyTrace = (): MutableTrace => ({ entered: new Set(), notes: new Map(), skipped: new Map() });

type Snapshot = { readonly context: { readonly log: readonly LogEntry[] }; getMeta(): Record<string, unknown> };

/** What the tracer needs of a ruleset (its `outline` support and its machine). */
export interface TracedTurn {
  readonly machine: AnyStateMachine;
  /** State nodes whose entry starts a new turn of play (the next faction turn, the next game turn): the trace starts afresh. */
  readonly startsAfresh: readonly string[];
  /** What the guards that route the turn past a step mean, by guard name. */
  readonly guardReadings: GuardReadings;
}
const activeIds = (s: Snapshot): string[] => Object.keys(s.getMeta());

/** The tracer after `count` events: what an undo goes back to without replaying the game. */
interface TracerCheckpoint {
  readonly count: number;
  readonly trace: MutableTrace;
  readonly active: readonly string[];
  readonly logLength: number;
  readonly snapshot: AnyMachineSnapshot;
}

/** A replay made elsewhere, as XState's inspection reported it (see `OutlineTracer.adopt`). */
export interface InspectedReplayOf {
  readonly events: readonly { readonly type: string }[];
  readonly inspection: readonly InspectionEvent[];
  /** How many reports there were before the first event (marks[0]) and after each event. */
  readonly marks: readonly number[];
  /** The position after the first k events (a checkpoint's, when k is a multiple of CHECKPOINT_EVERY). */
  readonly snapshotAt: (k: number) => AnyMachineSnapshot;
  /** The position after the last event. */
  readonly end: AnyMachineSnapshot;
}

const copyTrace = (t: MutableTrace): MutableTrace => ({ entered: new Set(t.entered), notes: new Map(t.notes), skipped: new Map(t.skipped) });

/**
 * Follows one game from its start, event by event, and keeps the trace of the faction turn under
 * way. Fed an event list that extends the one it has seen, it goes on from there; any other list
 * (an undo, a previewed position) goes on from the last of its checkpoints (one every
 * CHECKPOINT_EVERY events) that both lists share, so no more than that many events are replayed.
 */
export class OutlineTracer {
  /** The position after the events seen, stepped purely (no actor to revive from a checkpoint). */
  private current: AnyMachineSnapshot;
  private readonly step: (snapshot: AnyMachineSnapshot, event: EventObject) => AnyMachineSnapshot;
  private readonly seen: unknown[] = [];
  private trace = emptyTrace();
  private active: string[] = [];
  private logLength = 0;
  private checkpoints: TracerCheckpoint[] = [];
  private readonly placing: Placing;
  private readonly startsAfresh: ReadonlySet<string>;

  constructor(private readonly turn: TracedTurn, private readonly game: unknown, private readonly seed: number) {
    this.placing = placingOf(turn.machine);
    this.startsAfresh = new Set(turn.startsAfresh);
    // The turn's start is an actor's (its initial microsteps inspected); every event after it is a pure step.
    const actor = createActor(this.turn.machine, { input: { game: this.game, seed: this.seed }, inspect: (e) => this.onInspect(e) });
    actor.start();
    this.current = actor.getSnapshot() as AnyMachineSnapshot;
    actor.stop();
    this.started(this.current as unknown as Snapshot);
    this.checkpoints = [this.checkpoint(this.current)];
    this.step = pureStepper(turn.machine, (e) => this.onInspect(e));
  }

  /** The trace after `events` (each one accepted by the turn, in order). */
  traceOf(events: readonly { readonly type: string }[]): OutlineTrace {
    let same = 0;
    const both = Math.min(events.length, this.seen.length);
    while (same < both && events[same] === this.seen[same]) same++;
    if (same < this.seen.length) this.resumeAt(same);
    for (let i = this.seen.length; i < events.length; i++) this.send(events[i]!);
    return copyTrace(this.trace);
  }

  /**
   * A tracer of the same game that shares this one's checkpoints (they are never changed): the
   * guide's history preview traces earlier positions with it, from the nearest checkpoint.
   */
  fork(): OutlineTracer {
    const other = new OutlineTracer(this.turn, this.game, this.seed);
    other.checkpoints = [...this.checkpoints];
    other.seen.push(...this.seen);
    other.trace = copyTrace(this.trace);
    other.active = [...this.active];
    other.logLength = this.logLength;
    other.current = this.current;
    return other;
  }

  /**
   * Takes a replay of the game made elsewhere from its start, by XState's inspection of it (the
   * guide keeps the load dialog's for its inspector): the reports are read as this tracer's own
   * actor would have made them, so a loaded game is not replayed a second time for its outline.
   * The tracer goes on from `replayed.end`, with a checkpoint every CHECKPOINT_EVERY events.
   */
  adopt(replayed: InspectedReplayOf): void {
    const { events, inspection, marks, snapshotAt } = replayed;
    this.trace = emptyTrace();
    this.active = [];
    this.logLength = 0;
    this.seen.length = 0;
    let fed = 0;
    const feedTo = (n: number): void => { for (; fed < n; fed++) this.onInspect(inspection[fed]!); };
    feedTo(marks[0] ?? 0);
    this.started(snapshotAt(0) as unknown as Snapshot);
    this.checkpoints = [this.checkpoint(snapshotAt(0))];
    events.forEach((e, i) => {
      feedTo(marks[i + 1] ?? fed);
      this.seen.push(e);
      if (this.seen.length % CHECKPOINT_EVERY === 0) this.checkpoints.push(this.checkpoint(snapshotAt(this.seen.length)));
    });
    this.current = replayed.end;
  }

  private send(e: { readonly type: string }): void {
    this.current = this.step(this.current, e);
    this.seen.push(e);
    if (this.seen.length % CHECKPOINT_EVERY === 0) this.checkpoints.push(this.checkpoint(this.current));
  }

  /** Back to the last checkpoint at or before `n` events; the events after it are sent again by the caller. */
  private resumeAt(n: number): void {
    while (this.checkpoints.length > 1 && this.checkpoints.at(-1)!.count > n) this.checkpoints.pop();
    const at = this.checkpoints.at(-1)!;
    this.trace = copyTrace(at.trace);
    this.active = [...at.active];
    this.logLength = at.logLength;
    this.seen.length = at.count;
    this.current = at.snapshot;
  }

  private checkpoint(snapshot: AnyMachineSnapshot): TracerCheckpoint {
    return { count: this.seen.length, trace: copyTrace(this.trace), active: [...this.active], logLength: this.logLength, snapshot };
  }

  /** The turn's start: the steps it rests in are entered, and the log before any event is its own. */
  private started(s: Snapshot): void {
    this.active = activeIds(s);
    for (const id of this.active) this.trace.entered.add(id);
    this.logLength = s.context.log.length;
  }

  private onInspect(e: InspectionEvent): void {
    if (e.type !== '@xstate.microstep') return;
    const snapshot = e.snapshot as unknown as Snapshot;
    const after = activeIds(snapshot);
    for (const t of microstepTransitions(e)) this.record(t, after, snapshot);
    this.active = after;
    this.logLength = snapshot.context.log.length;
  }

  private record(t: AnyTransitionDefinition, after: readonly string[], snapshot: Snapshot): void {
    const targets = t.target ?? [];
    if (targets.some((n) => this.startsAfresh.has(n.id))) this.trace = emptyTrace();
    const before = new Set(this.active);
    const trace = this.trace;
    for (const id of after) trace.entered.add(id);
    const rule = metaOf(t.source).rule;
    const because = (text: string | undefined) => (text ? `${text}${rule && rule !== '—' ? ` — ${rule}` : ''}` : undefined);

    // Guards tried before the one taken did not hold: the steps they lead to were passed over. A
    // step left on an event had none of its eventless guards hold either (else it would have moved).
    const always = t.source.always ?? [];
    const tried = t.eventType === '' ? always.slice(0, Math.max(0, always.indexOf(t)))
      : [...always, ...(t.source.transitions.get(t.eventType) ?? []).filter((_, i, list) => i < list.indexOf(t))];
    const failedHere = new Set<string>();
    for (const c of tried) {
      const reason = because(guardReading(this.turn.guardReadings, c.guard, 'failed'));
      if (!reason) continue;
      for (const n of c.target ?? []) { trace.skipped.set(n.id, reason); failedHere.add(n.id); }
    }
    // A transition that jumps ahead passes over the steps between: the guard that held says why
    // (or the player's event ended the step); a reason already found is kept.
    for (const target of targets) {
      const over = passedOver(this.placing, t.source, target);
      if (over.length === 0) continue;
      const reason = because(t.eventType === ''
        ? guardReading(this.turn.guardReadings, t.guard, 'held')
        : `not reached: ${metaOf(t.source).title ?? t.source.key} ended with ${t.eventType}`);
      if (!reason) continue;
      for (const n of over) if (!trace.skipped.has(n.id) && !failedHere.has(n.id)) trace.skipped.set(n.id, reason);
    }

    // What an automatic step did: the automatic lines of this microstep belong to the step it
    // entered when that step's entry actions wrote them, else to the step an eventless transition
    // left (its actions wrote them). Only automatic steps keep them as their note.
    const last = snapshot.context.log.slice(this.logLength).filter((l) => l.kind === 'automatic').at(-1);
    if (!last) return;
    const entered = after.map((id) => this.placing.places.get(id)?.node)
      .find((n) => n !== undefined && n.type === 'atomic' && !before.has(n.id) && n.entry.length > 0);
    const owner = entered ?? (t.eventType === '' ? t.source : undefined);
    if (owner && metaOf(owner).actor === 'automatic') trace.notes.set(owner.id, `${last.message} — ${last.rule}`);
  }
}
