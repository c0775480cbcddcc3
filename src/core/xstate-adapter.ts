import {
  createActor, getStateNodes, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode,
  type AnyTransitionDefinition, type EventObject, type InspectionEvent,
} from 'xstate';

/**
 * The one file that reads what XState does not export as plain API. Coverage, the path generator,
 * the outline's trace and the inspector need to know which transitions a microstep took and how a
 * guard decided; XState 5 hands the first out on its inspection events (`_transitions`, in the
 * exported `InspectedMicrostepEvent` type) and keeps the rest inside. tests/unit/core/xstate-adapter.test.ts
 * pins each function below on a small machine, so an XState release that changes one of them fails
 * there, by name, and not somewhere in the coverage figures.
 */

/** The state nodes a snapshot is in, each once, root first (XState's public `getStateNodes`). */
export function activeStateNodes(s: AnyMachineSnapshot): AnyStateNode[] {
  return [...new Set(getStateNodes(s.machine.root, s.value))];
}

/** The transitions a microstep took, from its inspection event (`@xstate.microstep`'s `_transitions`). */
export function microstepTransitions(e: InspectionEvent): readonly AnyTransitionDefinition[] {
  return e.type === '@xstate.microstep' ? e._transitions : [];
}

type GuardImpl = ((args: { context: unknown; event: EventObject }, params: unknown) => boolean)
  & { check?: (snapshot: AnyMachineSnapshot, args: { context: unknown; event: EventObject }, guard: unknown) => boolean };

/**
 * A transition's guard evaluated as XState evaluates it when it selects a transition (its
 * `evaluateGuard` is not exported): a named guard from the machine's implementations with its
 * params, an inline one called, `and`/`or`/`not` through their own `check`.
 */
export function evaluateGuard(guard: unknown, snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const impls = snapshot.machine.implementations.guards as Record<string, unknown>;
  const inline = typeof guard === 'function';
  const name = typeof guard === 'string' ? guard : (guard as { type?: string }).type ?? '';
  const resolved = (inline ? guard : impls[name]) as GuardImpl | undefined;
  if (!resolved) throw new Error(`guard ${name} is not implemented`);
  const args = { context: snapshot.context, event };
  if (resolved.check) return resolved.check(snapshot, args, resolved);
  const params = inline || typeof guard === 'string' ? undefined : (guard as { params?: unknown }).params;
  return resolved(args, params);
}

/**
 * The actor scope a machine's own `transition` is run with by `xstate/graph`, made to report its
 * inspection events (microsteps among them) to `inspect`: the path generator learns which
 * transitions each edge of the traversal took.
 */
export function scopeReporting(scope: AnyActorScope, inspect: (e: InspectionEvent) => void): AnyActorScope {
  const system = Object.assign(Object.create(scope.system) as object, { _sendInspectionEvent: inspect });
  return { ...scope, system } as unknown as AnyActorScope;
}

/**
 * The machine's next snapshot for each event, from any snapshot, as XState's pure `transition`
 * computes it (actions other than `assign` are not executed), with one inert actor scope made for
 * all the events: `transition` makes a new actor for every event (0.1 ms on the DS machine), and an
 * actor started from a snapshot revives the whole context, walking every object of the game state
 * (15 ms on the full board). The scope is the one `transition` makes (xstate's
 * `createInertActorScope`, not exported): an actor that is never started, and no-op services.
 */
export function pureStepper(
  machine: AnyStateMachine, inspect?: (e: InspectionEvent) => void,
): (snapshot: AnyMachineSnapshot, event: EventObject) => AnyMachineSnapshot {
  const self = createActor(machine);
  const inert = {
    self, defer: () => {}, id: '', logger: () => {}, sessionId: '', stopChild: () => {},
    system: self.system, emit: () => {}, actionExecutor: () => {},
  } as unknown as AnyActorScope;
  // With `inspect`, each step's microsteps are reported as an inspected actor's would be.
  const scope = inspect ? scopeReporting(inert, inspect) : inert;
  return (snapshot, event) => machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
}
