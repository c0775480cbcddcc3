import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { FREE_MOVE } from './free-move.ts';
import type { RulesetEvent, StepLegality } from './step.ts';

/**
 * Where a ruleset's machine and its legality objects disagree: a step's id that names no state
 * node, or a step whose state node takes other event types than the step says it accepts. The
 * machine's transitions and the step's `accepts` are written in two places (the machine in its
 * configs, the legality beside the rules); the engine refuses to serve a ruleset where they differ.
 */
export function stepMachineMismatches(machine: AnyStateMachine, steps: readonly StepLegality<unknown, RulesetEvent>[]): string[] {
  const own = new Map<string, readonly string[]>();
  const out: string[] = [];
  const walk = (node: AnyStateNode): void => {
    const events = node.ownEvents.filter((t) => !t.startsWith('xstate.'));
    own.set(node.id, events);
    // A free move is taken exactly where the step's meta says free moves are allowed (R-FREE-MOVES).
    const flagged = (node.meta as { freeMoves?: boolean } | undefined)?.freeMoves === true;
    if (flagged !== events.includes(FREE_MOVE)) {
      out.push(`state ${node.id}: its meta ${flagged ? 'allows' : 'does not allow'} free moves, its transitions ${flagged ? 'take no' : 'take'} ${FREE_MOVE}`);
    }
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  for (const step of steps) {
    const events = own.get(step.id);
    if (!events) { out.push(`step ${step.id} is not a state of the ${machine.id} machine`); continue; }
    const a = [...events].sort().join(', '), b = [...step.accepts].sort().join(', ');
    if (a !== b) out.push(`step ${step.id}: the machine takes ${a || 'no event'}, its legality accepts ${b || 'none'}`);
  }
  return out;
}
