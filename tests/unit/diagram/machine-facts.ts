/**
 * What a machine holds, gathered straight from its state nodes (root recursion over `.states`,
 * `.transitions` and `.always`), independently of src/diagram, for the tests to compare against.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface StateFact { readonly id: string; readonly parent: string | null; readonly type: string; readonly initial: boolean }

/** `source|event|target|guard`: event "always" for eventless, "done" for onDone; target = source when targetless. */
export type TransitionFact = string;

function guardName(guard: unknown): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  // Higher-order guards: and/or/not functions carrying their operands in `.guards`.
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) {
    return `${guard.name}(${(guard.guards as unknown[]).map(guardName).join(', ')})`;
  }
  return 'inline guard';
}

const eventName = (type: string): string => (type.startsWith('xstate.done.state.') ? 'done' : type);

export function stateFacts(machine: AnyStateMachine): StateFact[] {
  const out: StateFact[] = [];
  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    const initial = parent?.initial?.target.some((t) => t === node) ?? false;
    out.push({ id: node.id, parent: parent?.id ?? null, type: node.type, initial });
    for (const child of Object.values(node.states)) visit(child, node);
  };
  visit(machine.root, null);
  return out;
}

export function transitionFacts(machine: AnyStateMachine): TransitionFact[] {
  const out: TransitionFact[] = [];
  const visit = (node: AnyStateNode) => {
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of all) {
      const event = t.eventType === '' || t.eventType === undefined ? 'always' : eventName(t.eventType);
      const targets: readonly AnyStateNode[] = t.target && t.target.length > 0 ? t.target : [node];
      for (const target of targets) out.push(`${node.id}|${event}|${target.id}|${guardName(t.guard)}`);
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return out.sort();
}

/** "EVENT [guard]" split back into its parts. */
export function splitLabel(label: string): { event: string; guard: string } {
  const m = /^(\S+)(?: \[(.+)\])?$/.exec(label);
  if (!m) throw new Error(`not an edge label: ${label}`);
  return { event: m[1]!, guard: m[2] ?? '' };
}
