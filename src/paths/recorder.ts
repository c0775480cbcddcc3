import type { AnyMachineSnapshot, AnyStateNode, EventObject, InspectionEvent } from 'xstate';
import { outcomeId, type MachineIndex } from './machine-index.ts';

/** The parts of xstate's internals coverage reads: a snapshot's active state nodes, a transition's shape. */
interface Internals { readonly _nodes: readonly AnyStateNode[] }
interface TransitionLike { readonly guard?: unknown; readonly eventType: string }
type GuardImpl = ((args: { context: unknown; event: EventObject }, params: unknown) => boolean)
  & { check?: (snapshot: AnyMachineSnapshot, args: { context: unknown; event: EventObject }, guard: unknown) => boolean };

const nodesOf = (s: AnyMachineSnapshot): readonly AnyStateNode[] => (s as unknown as Internals)._nodes;
const isAtomic = (n: AnyStateNode): boolean => n.type === 'atomic' || n.type === 'final';
function* selfAndAncestors(n: AnyStateNode): Generator<AnyStateNode> {
  for (let p: AnyStateNode | undefined = n; p; p = p.parent) yield p;
}

/**
 * A guard evaluated as xstate evaluates it (guards.ts `evaluateGuard`, which xstate does not
 * export): by name from the machine's implementations, with its params; `and`/`or`/`not` through
 * their own `check`.
 */
function evaluateGuard(guard: unknown, snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const impls = snapshot.machine.implementations.guards as Record<string, unknown>;
  const inline = typeof guard === 'function';
  const name = typeof guard === 'string' ? guard : (guard as { type?: string }).type ?? '';
  const resolved = (inline ? guard : impls[name]) as GuardImpl | undefined;
  if (!resolved) throw new Error(`coverage: guard ${name} is not implemented`);
  const args = { context: snapshot.context, event };
  if (resolved.check) return resolved.check(snapshot, args, resolved);
  const params = inline || typeof guard === 'string' ? undefined : (guard as { params?: unknown }).params;
  return resolved(args, params);
}

/**
 * Coverage of one or many runs of real actors, fed by the `inspect` option: states from every
 * microstep's snapshot, transitions from its `_transitions`, guard outcomes by trying each candidate
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
    for (const t of ev._transitions) {
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
    for (const n of nodesOf(snapshot)) this.add(this.states, n.id);
    if (snapshot.status !== 'active') return;
    for (const atomic of nodesOf(snapshot).filter(isAtomic)) {
      for (const node of selfAndAncestors(atomic)) {
        if (this.select((node.always ?? []) as readonly TransitionLike[], snapshot, event)) break;
      }
    }
  }

  private tryEvent(snapshot: AnyMachineSnapshot, event: EventObject): void {
    if (snapshot.status !== 'active') return;
    for (const atomic of nodesOf(snapshot).filter(isAtomic)) {
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
