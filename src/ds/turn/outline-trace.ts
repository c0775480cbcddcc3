import { createActor, type Actor, type AnyStateNode, type AnyTransitionDefinition, type InspectionEvent } from 'xstate';
import { guardReading } from '../../../machines/ds/guard-readings.ts';
import { dsTurnMachine } from '../../../machines/ds/turn.machine.ts';
import type { DsEvent } from '../events/index.ts';
import type { DsGameState } from '../model/state.ts';
import type { DsTurnContext } from './context.ts';

/**
 * What the faction turn under way has done to each state node of the machine, by full node id
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

interface NodeMeta { readonly rule?: string; readonly title?: string; readonly actor?: string }
const metaOf = (n: AnyStateNode): NodeMeta => (n.meta ?? {}) as NodeMeta;

/** Every state node of the machine in document order, with its ancestors and where its subtree ends. */
interface Placed { readonly order: number; readonly end: number; readonly node: AnyStateNode }
const PLACES = new Map<string, Placed>();
const ORDER: AnyStateNode[] = [];
(function place(n: AnyStateNode): void {
  const order = ORDER.length;
  ORDER.push(n);
  for (const c of Object.values(n.states)) place(c);
  PLACES.set(n.id, { order, end: ORDER.length, node: n });
})(dsTurnMachine.root);

/** The nodes a transition from `source` to `target` passes over: after the source's subtree, before the target. */
function passedOver(source: AnyStateNode, target: AnyStateNode): AnyStateNode[] {
  const s = PLACES.get(source.id), t = PLACES.get(target.id);
  if (!s || !t || t.order <= s.order) return [];
  return ORDER.slice(s.end, t.order).filter((n) => !isAncestor(n, target));
}

function isAncestor(a: AnyStateNode, n: AnyStateNode): boolean {
  for (let p = n.parent; p; p = p.parent) if (p === a) return true;
  return false;
}

/** A new faction turn (or a new game turn) starts: what the outline showed of the last one is cleared. */
const STARTS_AFRESH = new Set(['ds.factionTurn', 'ds.seasonalVictory']);

interface MutableTrace { entered: Set<string>; notes: Map<string, string>; skipped: Map<string, string> }
const emptyTrace = (): MutableTrace => ({ entered: new Set(), notes: new Map(), skipped: new Map() });

type Snapshot = { readonly context: DsTurnContext; getMeta(): Record<string, unknown> };
const activeIds = (s: Snapshot): string[] => Object.keys(s.getMeta());

/**
 * Follows one game from its start, event by event, and keeps the trace of the faction turn under
 * way. Fed an event list that extends the one it has seen, it goes on from there; any other list
 * (an undo, a loaded game) is replayed from the start.
 */
export class OutlineTracer {
  private actor: Actor<typeof dsTurnMachine>;
  private seen: readonly DsEvent[] = [];
  private trace = emptyTrace();
  private active: string[] = [];
  private logLength = 0;

  constructor(private readonly game: DsGameState, private readonly seed: number) {
    this.actor = this.start();
  }

  private start(): Actor<typeof dsTurnMachine> {
    this.trace = emptyTrace();
    this.active = [];
    this.logLength = 0;
    const actor = createActor(dsTurnMachine, { input: { game: this.game, seed: this.seed }, inspect: (e) => this.onInspect(e) });
    actor.start();
    const s = actor.getSnapshot();
    this.active = activeIds(s);
    for (const id of this.active) this.trace.entered.add(id);
    this.logLength = s.context.log.length;
    return actor;
  }

  /** The trace after `events` (each one accepted by the turn, in order). */
  traceOf(events: readonly DsEvent[]): OutlineTrace {
    const extends_ = events.length >= this.seen.length && this.seen.every((e, i) => events[i] === e);
    if (!extends_) {
      this.actor.stop();
      this.actor = this.start();
      this.seen = [];
    }
    for (const e of events.slice(this.seen.length)) this.actor.send(e);
    this.seen = [...events];
    return { entered: new Set(this.trace.entered), notes: new Map(this.trace.notes), skipped: new Map(this.trace.skipped) };
  }

  private onInspect(e: InspectionEvent): void {
    if (e.type !== '@xstate.microstep') return;
    const snapshot = e.snapshot as unknown as Snapshot;
    const after = activeIds(snapshot);
    for (const t of e._transitions) this.record(t, after, snapshot);
    this.active = after;
    this.logLength = snapshot.context.log.length;
  }

  private record(t: AnyTransitionDefinition, after: readonly string[], snapshot: Snapshot): void {
    const targets = t.target ?? [];
    if (targets.some((n) => STARTS_AFRESH.has(n.id))) this.trace = emptyTrace();
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
      const reason = because(guardReading(c.guard, 'failed'));
      if (!reason) continue;
      for (const n of c.target ?? []) { trace.skipped.set(n.id, reason); failedHere.add(n.id); }
    }
    // A transition that jumps ahead passes over the steps between: the guard that held says why
    // (or the player's event ended the step); a reason already found is kept.
    for (const target of targets) {
      const over = passedOver(t.source, target);
      if (over.length === 0) continue;
      const reason = because(t.eventType === ''
        ? guardReading(t.guard, 'held')
        : `not reached: ${metaOf(t.source).title ?? t.source.key} ended with ${t.eventType}`);
      if (!reason) continue;
      for (const n of over) if (!trace.skipped.has(n.id) && !failedHere.has(n.id)) trace.skipped.set(n.id, reason);
    }

    // What an automatic step did: the automatic lines of this microstep belong to the step it
    // entered when that step's entry actions wrote them, else to the step an eventless transition
    // left (its actions wrote them). Only automatic steps keep them as their note.
    const last = snapshot.context.log.slice(this.logLength).filter((l) => l.kind === 'automatic').at(-1);
    if (!last) return;
    const entered = after.map((id) => PLACES.get(id)?.node)
      .find((n) => n !== undefined && n.type === 'atomic' && !before.has(n.id) && n.entry.length > 0);
    const owner = entered ?? (t.eventType === '' ? t.source : undefined);
    if (owner && metaOf(owner).actor === 'automatic') trace.notes.set(owner.id, `${last.message} — ${last.rule}`);
  }
}

/** The trace of the faction turn under way after `events`, replayed from the scenario. */
export function traceTurn(game: DsGameState, seed: number, events: readonly DsEvent[]): OutlineTrace {
  return new OutlineTracer(game, seed).traceOf(events);
}
