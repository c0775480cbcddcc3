import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { RulesetEvent, StepLegality } from './step.ts';

/**
 * Where a ruleset's machine and its legality objects disagree: a step's id that names no state
 * node, or a step whose state node takes other event types than the step says it accepts. The
 * machine's transitions and the step's `accepts` are written in two places (the machine in its
 * configs, the legality beside the rules); the engine refuses to serve a ruleset where they differ.
 */
export function stepMachineMismatches(machine: AnyStateMachine, steps: readonly StepLegality<unknown, RulesetEvent>[]): string[] {
  const own = new Map<string, readonly string[]>();
  const walk = (node: AnyStateNode): void => {
    own.set(node.id, node.ownEvents.filter((t) => !t.startsWith('xstate.')));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  const out: string[] = [];
  for (const step of steps) {
    const events = own.get(step.id);
    if (!events) { out.push(`step ${step.id} is not a state of the ${machine.id} machine`); continue; }
    const a = [...events].sort().join(', '), b = [...step.accepts].sort().join(', ');
    if (a !== b) out.push(`step ${step.id}: the machine takes ${a || 'no event'}, its legality accepts ${b || 'none'}`);
  }
  return out;
}
