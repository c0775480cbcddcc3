import { lowestCommonAncestor, type DiagramEdge, type DiagramModel, type DiagramNode } from './model.ts';

/**
 * Hides the inside of compound states. `which` is either a depth (every compound node at that
 * depth is collapsed: the root is depth 0, so for the DS turn 2 = phases, 3 = segments) or a set
 * of node ids to collapse. A transition with an end inside a collapsed node is redrawn from or to
 * that node; one with both ends inside the same collapsed node disappears (it is the node's own
 * business), unless it was the collapsed node's own self-loop. Identical redrawn transitions
 * (same ends, event and guard) are merged into one.
 */
export function collapse(model: DiagramModel, which: number | ReadonlySet<string>): DiagramModel {
  const isCollapsed = (n: DiagramNode) => n.children.length > 0 && (typeof which === 'number' ? n.depth === which : which.has(n.id));
  const shown = new Map<string, string>();
  const collapsedIds = new Set<string>();
  for (const n of model.nodes) {
    const parentShownAs = n.parent === null ? null : shown.get(n.parent);
    // A node is shown when its parent is shown as itself (not folded into a collapsed ancestor).
    const visible = n.parent === null || (parentShownAs === n.parent && !collapsedIds.has(n.parent));
    shown.set(n.id, visible ? n.id : parentShownAs ?? n.id);
    if (visible && isCollapsed(n)) collapsedIds.add(n.id);
  }
  const nodes = model.nodes
    .filter((n) => shown.get(n.id) === n.id)
    .map((n): DiagramNode => (collapsedIds.has(n.id) ? { ...n, children: [], collapsed: true } : n));
  const visibleById = new Map(nodes.map((n) => [n.id, n]));

  const seen = new Set<string>();
  const edges: DiagramEdge[] = [];
  for (const e of model.edges) {
    const source = shown.get(e.source) ?? e.source;
    const target = shown.get(e.target) ?? e.target;
    const moved = source !== e.source || target !== e.target;
    if (moved && source === target && e.source !== source) continue;
    const key = `${source}|${target}|${e.event ?? ''}|${e.guard?.name ?? ''}|${e.guard?.params ?? ''}`;
    if (moved && seen.has(key)) continue;
    seen.add(key);
    edges.push(moved
      ? { ...e, source, target, selfLoop: source === target, lca: lowestCommonAncestor(visibleById, source, target) }
      : e);
  }
  return { machineId: model.machineId, nodes, edges };
}

/** The ids of the compound nodes of a model (what can be collapsed or expanded). */
export function compoundIds(model: DiagramModel): string[] {
  return model.nodes.filter((n) => n.children.length > 0 || n.collapsed).map((n) => n.id);
}
