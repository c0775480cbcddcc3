import type { AnyMachineSnapshot, AnyStateNode, EventObject, InspectionEvent } from 'xstate';
import { activeStateNodes, evaluateGuard, microstepTransitions } from '../core/xstate-adapter.ts';
import { outcomeId, type MachineIndex } from './machine-index.ts';

interface TransitionLike { readonly guard?: unknown; readonly eventType: string }

const isAtomic = (n: AnyStateNode): boolean => n.type === 'atomic' || n.type === 'final';
function* selfAndAncestors(n: AnyStateNode): Generator<AnyStateNode> {
  for (let p: AnyStateNode | undefined = n; p; p = p.parent) yield p;
}

/**
 * Coverage of one or many runs of real actors, fed by the `inspect` option: states from every
 * microstep's snapshot, transitions from the ones it took (src/core/xstate-adapter.ts), guard outcomes by trying each candidate
 * transition's guard in xstate's own selection order (the atomic state first, then its ancestors;
 * the first that passes is taken) on the snapshots the actor actually passed through. A guard that
 * is never reached because an earlier one passed is not counted either way.
 */
export class CoverageRecorder {
  readonly states = new Set<string>();
  readonly edges = new Set<string>();
  readonly outcomes = new Set<string>();
  /** Told of every item covered for the first time (generation keeps a witness for it). */
  onNew: ((item: string) => void) | undefined;
  private last: AnyMachineSnapshot | undefined;
  private lastEvent: EventObject | undefined;

  constructor(private readonly index: MachineIndex) {}

  /** For `createActor(machine, { inspect: recorder.inspect })`. */
  readonly inspect = (ev: InspectionEvent): void => {
    if (ev.type !== '@xstate.microstep') return;
    const snapshot = ev.snapshot as AnyMachineSnapshot;
    // A newly dequeued internal event (xstate.done.state.*) was selected on the snapshot before it.
    if (ev.event !== this.lastEvent && this.last) this.tryEvent(this.last, ev.event);
    this.lastEvent = ev.event;
    for (const t of microstepTransitions(ev)) {
      const edge = this.index.edgeOf(t);
      if (edge) this.add(this.edges, edge);
    }
    this.visit(snapshot, ev.event);
  };

  /** Call before sending an external event: records the outcomes of the guards it meets. */
  beforeEvent(snapshot: AnyMachineSnapshot, event: EventObject): void {
    this.tryEvent(snapshot, event);
    this.last = snapshot;
    this.lastEvent = event;
  }

  /** Records a snapshot's active states and the eventless guards xstate tries on it. */
  visit(snapshot: AnyMachineSnapshot, event: EventObject = { type: 'xstate.init' }): void {
    this.last = snapshot;
    for (const n of activeStateNodes(snapshot)) this.add(this.states, n.id);
    if (snapshot.status !== 'active') return;
    for (const atomic of activeStateNodes(snapshot).filter(isAtomic)) {
      for (const node of selfAndAncestors(atomic)) {
        if (this.select((node.always ?? []) as readonly TransitionLike[], snapshot, event)) break;
      }
    }
  }

  private tryEvent(snapshot: AnyMachineSnapshot, event: EventObject): void {
    if (snapshot.status !== 'active') return;
    for (const atomic of activeStateNodes(snapshot).filter(isAtomic)) {
      for (const node of selfAndAncestors(atomic)) {
        const candidates = (node.transitions.get(event.type) ?? []) as readonly TransitionLike[];
        if (this.select(candidates, snapshot, event)) break;
      }
    }
  }

  /** xstate's `StateNode.next`: the first candidate whose guard passes; true when one did. */
  private select(candidates: readonly TransitionLike[], snapshot: AnyMachineSnapshot, event: EventObject): boolean {
    for (const t of candidates) {
      if (t.guard === undefined) return true;
      const passed = evaluateGuard(t.guard, snapshot, event);
      const edge = this.index.edgeOf(t);
      if (edge) this.add(this.outcomes, outcomeId(edge, passed ? 'true' : 'false'));
      if (passed) return true;
    }
    return false;
  }

  private add(set: Set<string>, item: string): void {
    if (set.has(item)) return;
    set.add(item);
    this.onNew?.(item);
  }
}
