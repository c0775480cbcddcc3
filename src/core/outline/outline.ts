import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { StepMeta } from '../step.ts';
import type { OutlineTrace } from './trace.ts';

export { OutlineTracer, type OutlineTrace } from './trace.ts';

/** Where a node of the sequence stands in the turn being played. */
export type OutlineStatus = 'active' | 'done' | 'upcoming' | 'skipped';
/** Depth in the rulebook's sequence of play: Phase > Segment > Step (procedure steps are steps too). */
export type OutlineLevel = 'phase' | 'segment' | 'step';

/** One state node of the turn, as the rulebook names it (read from the machine's meta). */
export interface OutlineNode extends StepMeta {
  readonly id: string;
  readonly level: OutlineLevel;
  readonly children: readonly OutlineNode[];
}

/** An outline node marked against a position: its status, and why it was skipped (or what an automatic step did). */
export interface MarkedOutlineNode extends Omit<OutlineNode, 'children'> {
  readonly status: OutlineStatus;
  readonly note?: string;
  readonly children: readonly MarkedOutlineNode[];
}

const LEVELS: readonly OutlineLevel[] = ['phase', 'segment'];

function readNode(node: AnyStateNode, depth: number): OutlineNode {
  const meta = (node.meta ?? {}) as Partial<StepMeta>;
  return {
    id: node.id,
    rule: meta.rule ?? '',
    title: meta.title ?? node.key,
    actor: meta.actor ?? '',
    explain: meta.explain ?? '',
    level: LEVELS[depth] ?? 'step',
    children: Object.values(node.states)
      .filter((child) => child.type !== 'final')
      .map((child) => readNode(child, depth + 1)),
  };
}

/** The state node with `id`, found in the machine's own tree (node ids hold dots, so not by path). */
export function findNode(machine: AnyStateMachine, id: string): AnyStateNode | undefined {
  const visit = (n: AnyStateNode): AnyStateNode | undefined => (n.id === id ? n : Object.values(n.states).map(visit).find((x) => x !== undefined));
  return visit(machine.root);
}

const outlines = new WeakMap<AnyStateMachine, Map<string, readonly OutlineNode[]>>();

/**
 * The phases of one turn of play, each with its segments and steps, in the machine's (= rulebook)
 * order: the children of the state node `rootId` (the ruleset's `outline.root`: the DS faction turn).
 */
export function turnOutline(machine: AnyStateMachine, rootId: string): readonly OutlineNode[] {
  let byRoot = outlines.get(machine);
  if (!byRoot) outlines.set(machine, (byRoot = new Map()));
  let out = byRoot.get(rootId);
  if (!out) {
    const root = findNode(machine, rootId);
    if (!root) throw new Error(`the ${machine.id} machine has no state node ${rootId}`);
    out = readNode(root, -1).children;
    byRoot.set(rootId, out);
  }
  return out;
}

/** Every node of the outline in reading order (pre-order). */
export function flattenOutline<N extends { readonly children: readonly N[] }>(nodes: readonly N[]): N[] {
  return nodes.flatMap((n) => [n, ...flattenOutline(n.children)]);
}

/**
 * Marks the outline against a position: `activeIds` are the active state node ids (the keys of
 * `snapshot.getMeta()`), `trace` what the faction turn under way has done (outline-trace.ts). A
 * leaf the turn entered this faction turn is done (an automatic one with what it did); one before
 * the active step that it never entered is skipped, with the reason of the guard that passed it
 * over (its own, else its nearest enclosing node's); the rest are upcoming. With no active node of
 * the faction turn (End of Game Turn, Seasonal Victory), the turn is over when it entered anything,
 * and not begun when it entered nothing.
 */
export function markOutline(outline: readonly OutlineNode[], activeIds: readonly string[], trace: OutlineTrace): MarkedOutlineNode[] {
  const active = new Set(activeIds);
  const order = flattenOutline(outline);
  const last = order.reduce((at, n, i) => (active.has(n.id) ? i : at), -1);
  const frontier = last >= 0 ? last : order.some((n) => trace.entered.has(n.id)) ? order.length : -1;
  const position = new Map(order.map((n, i) => [n.id, i]));

  const mark = (n: OutlineNode, ancestors: readonly OutlineNode[]): MarkedOutlineNode => {
    const children = n.children.map((c) => mark(c, [n, ...ancestors]));
    const base = { ...n, children };
    if (active.has(n.id)) return { ...base, status: 'active' };
    if (children.length > 0) {
      const statuses = new Set(children.map((c) => c.status));
      if (statuses.size === 1 && statuses.has('upcoming')) return { ...base, status: 'upcoming' };
      if (statuses.size === 1 && statuses.has('skipped')) return { ...base, status: 'skipped', note: children[0]!.note ?? trace.skipped.get(n.id) };
      return { ...base, status: statuses.has('upcoming') ? 'upcoming' : 'done' };
    }
    if (trace.entered.has(n.id)) {
      const note = n.actor === 'automatic' ? trace.notes.get(n.id) : undefined;
      return note ? { ...base, status: 'done', note } : { ...base, status: 'done' };
    }
    if (position.get(n.id)! > frontier) return { ...base, status: 'upcoming' };
    const note = [n, ...ancestors].map((a) => trace.skipped.get(a.id)).find((r) => r !== undefined);
    return note ? { ...base, status: 'skipped', note } : { ...base, status: 'skipped' };
  };
  return outline.map((n) => mark(n, []));
}
