import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';
import type { StepMeta } from '../core/step.ts';
import { guardOf, type GuardRef } from './guards.ts';

/** The kinds of state node a statechart has (xstate's `StateNode.type`). */
export type DiagramNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** The meta every state node of a ruleset's machine carries (DESIGN.md: rule, title, explain, actor), as read from any node. */
export type DiagramMeta = Partial<StepMeta>;

/** One state node of the machine, as the diagram draws it. */
export interface DiagramNode {
  /** The state node's id (`ds.admin.support`), unique in the machine. */
  readonly id: string;
  /** Its key in the parent's `states`. */
  readonly key: string;
  readonly parent: string | null;
  /** 0 for the machine's root. */
  readonly depth: number;
  /** Child ids in the machine's order; empty once collapsed. */
  readonly children: readonly string[];
  /** "rule title" as the rulebook names the node (the key when it has no meta title). */
  readonly label: string;
  readonly type: DiagramNodeType;
  /** The node is its parent's initial state. */
  readonly initial: boolean;
  readonly meta: DiagramMeta;
  /** Its children are hidden (see collapse.ts); the node is drawn as a box marked "+". */
  readonly collapsed: boolean;
}

/** One transition, one target: `source --event [guard]--> target`. */
export interface DiagramEdge {
  /** `<source id>:<transition index>:<target index>`, stable for a given machine. */
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** The event type; null for an eventless (`always`) transition. */
  readonly event: string | null;
  readonly eventless: boolean;
  readonly guard: GuardRef | null;
  /** Source and target are the same node (a targetless transition counts: it stays put). */
  readonly selfLoop: boolean;
  /** A transition with no target: it runs its actions and leaves the state as it is. */
  readonly targetless: boolean;
  /** The deepest node that is a proper ancestor of both ends: where a layout attaches the edge. Null: above the root. */
  readonly lca: string | null;
}

export interface DiagramModel {
  readonly machineId: string;
  /** Every node in pre-order (parents before children, siblings in the machine's order). */
  readonly nodes: readonly DiagramNode[];
  readonly edges: readonly DiagramEdge[];
}

/** Proper ancestors of `id`, nearest first. */
export function ancestorsOf(byId: ReadonlyMap<string, { readonly parent: string | null }>, id: string): string[] {
  const out: string[] = [];
  for (let p = byId.get(id)?.parent ?? null; p !== null; p = byId.get(p)?.parent ?? null) out.push(p);
  return out;
}

/**
 * Where an edge lives: the deepest proper ancestor of both ends (xstate-viz graphUtils' rule,
 * which is also where ELK wants a hierarchy-crossing edge declared). A self-loop lives in its
 * node's parent; an edge into one's own child lives in one's parent.
 */
export function lowestCommonAncestor(byId: ReadonlyMap<string, { readonly parent: string | null }>, a: string, b: string): string | null {
  const ofB = new Set(ancestorsOf(byId, b));
  return ancestorsOf(byId, a).find((x) => ofB.has(x)) ?? null;
}

const metaOf = (node: AnyStateNode): DiagramMeta => (node.meta ?? {}) as DiagramMeta;

/** "rule title", skipping a placeholder rule ("—"); the key when the node has no title. */
export function nodeLabel(key: string, meta: DiagramMeta): string {
  const title = meta.title ?? key;
  return meta.rule && meta.rule !== '—' ? `${meta.rule} ${title}` : title;
}

function readNodes(root: AnyStateNode): DiagramNode[] {
  const out: DiagramNode[] = [];
  const visit = (node: AnyStateNode, parent: AnyStateNode | null, depth: number): void => {
    const meta = metaOf(node);
    const initialTargets = parent?.initial?.target ?? [];
    out.push({
      id: node.id, key: node.key, parent: parent?.id ?? null, depth,
      children: Object.values(node.states).map((c) => c.id),
      label: nodeLabel(node.key, meta), type: node.type, meta, collapsed: false,
      initial: initialTargets.some((t) => t.id === node.id),
    });
    for (const child of Object.values(node.states)) visit(child, node, depth + 1);
  };
  visit(root, null, 0);
  return out;
}

interface RawTransition {
  readonly source: AnyStateNode;
  readonly index: number;
  readonly eventType: string | null;
  readonly targets: readonly AnyStateNode[] | undefined;
  readonly guard: unknown;
}

/**
 * The machine's transitions: the event-driven ones as xstate/graph's `toDirectedGraph` lists them
 * (each state node's `transitions` map), then the eventless ones (`always`), which the directed
 * graph leaves out.
 */
function readTransitions(machine: AnyStateMachine): RawTransition[] {
  const out: RawTransition[] = [];
  const visit = (g: ReturnType<typeof toDirectedGraph>): void => {
    const node = g.stateNode;
    const seen = new Set<unknown>();
    let index = 0;
    for (const e of g.edges) {
      if (seen.has(e.transition)) continue;
      seen.add(e.transition);
      out.push({ source: node, index: index++, eventType: e.transition.eventType, targets: e.transition.target, guard: e.transition.guard });
    }
    for (const t of node.always ?? []) out.push({ source: node, index: index++, eventType: null, targets: t.target, guard: t.guard });
    for (const child of g.children) visit(child);
  };
  // The root state node, not the machine: bundlers may give xstate/graph its own copy of xstate,
  // and then its `instanceof StateMachine` test fails on our machine.
  visit(toDirectedGraph(machine.root));
  return out;
}

/** The diagram model of a machine: its state nodes and transitions, read from the machine itself. */
export function diagramModel(machine: AnyStateMachine): DiagramModel {
  const nodes = readNodes(machine.root);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const edges = readTransitions(machine).flatMap((t): DiagramEdge[] => {
    const targets = t.targets && t.targets.length > 0 ? t.targets.map((x) => x.id) : [t.source.id];
    return targets.map((target, ti) => ({
      id: `${t.source.id}:${t.index}:${ti}`,
      source: t.source.id, target, event: t.eventType, eventless: t.eventType === null,
      guard: guardOf(t.guard), selfLoop: target === t.source.id, targetless: !t.targets || t.targets.length === 0,
      lca: lowestCommonAncestor(byId, t.source.id, target),
    }));
  });
  return { machineId: machine.id, nodes, edges };
}
