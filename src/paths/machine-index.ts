import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';
import { diagramModel, type DiagramEdge, type DiagramNode } from '../diagram/model.ts';

/** A guarded transition's outcome: the guard passed (`true`) or was tried and failed (`false`). */
export type GuardOutcome = 'true' | 'false';

/** What coverage is counted over: every state node, every transition, both outcomes of every guard. */
export interface MachineIndex {
  readonly machine: AnyStateMachine;
  readonly states: readonly DiagramNode[];
  readonly edges: readonly DiagramEdge[];
  /** `<edge id>=true|false` for every guarded edge. */
  readonly guardOutcomes: readonly string[];
  /** The edge id of a transition definition, by object identity (as `_transitions` hands them out). */
  edgeOf(transition: unknown): string | undefined;
}

export const outcomeId = (edge: string, outcome: GuardOutcome): string => `${edge}=${outcome}`;

/**
 * Indexes a machine for coverage. The edge ids are the diagram model's (`<source>:<index>:0`), so the
 * statechart overlay can show coverage; the transition objects are read in the same order as
 * src/diagram/model.ts reads them (directed-graph edges, then `always`), which gives the same index.
 */
export function indexMachine(machine: AnyStateMachine): MachineIndex {
  const model = diagramModel(machine);
  const byTransition = new Map<unknown, string>();
  const visit = (g: ReturnType<typeof toDirectedGraph>): void => {
    const node: AnyStateNode = g.stateNode;
    const seen = new Set<unknown>();
    let index = 0;
    for (const e of g.edges) {
      if (seen.has(e.transition)) continue;
      seen.add(e.transition);
      byTransition.set(e.transition, `${node.id}:${index++}:0`);
    }
    for (const t of node.always ?? []) byTransition.set(t, `${node.id}:${index++}:0`);
    for (const child of g.children) visit(child);
  };
  visit(toDirectedGraph(machine.root));
  const known = new Set(model.edges.map((e) => e.id));
  for (const id of byTransition.values()) {
    if (!known.has(id)) throw new Error(`coverage index: transition ${id} is not in the diagram model`);
  }
  const guardOutcomes = model.edges.filter((e) => e.guard !== null)
    .flatMap((e) => [outcomeId(e.id, 'true'), outcomeId(e.id, 'false')]);
  return {
    machine, states: model.nodes, edges: model.edges, guardOutcomes,
    edgeOf: (t) => byTransition.get(t),
  };
}
