import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import { edgeLabel, textWidth } from './labels.ts';
import type { DiagramEdge, DiagramModel, DiagramNode } from './model.ts';
import { nodeText, TEXT, textBox, type NodeText } from './sizes.ts';

export interface Point { readonly x: number; readonly y: number }
export interface Box { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

/** A state box in absolute coordinates, with the text it shows. */
export interface LaidOutNode extends Box {
  readonly node: DiagramNode;
  readonly text: NodeText;
}

/** A transition's route in absolute coordinates; the label box is where its "EVENT [guard]" goes. */
export interface LaidOutEdge {
  readonly edge: DiagramEdge;
  readonly points: readonly Point[];
  readonly label: (Box & { readonly text: string }) | null;
}

/** The dot that marks an initial state, and the arrow from it. */
export interface LaidOutInitial {
  readonly target: string;
  readonly center: Point;
  readonly points: readonly Point[];
}

export interface LaidOutDiagram {
  readonly model: DiagramModel;
  readonly width: number;
  readonly height: number;
  /** In the model's (pre-)order: parents before children, so drawing in order nests boxes. */
  readonly nodes: readonly LaidOutNode[];
  readonly edges: readonly LaidOutEdge[];
  readonly initials: readonly LaidOutInitial[];
}

export type Direction = 'DOWN' | 'RIGHT';

export interface DiagramLayoutOptions {
  /**
   * Which way the layers inside a compound state run. By default the levels alternate from the
   * leaves up: a state holding only leaves stacks them (DOWN), the level above lays its boxes
   * side by side (RIGHT), and so on, so the DS turn collapsed to segments reads as a row of
   * phases, each a column of segments, fitting a wide screen. The machine's root always stacks.
   */
  readonly direction?: (node: DiagramNode) => Direction;
  /** Lay the whole hierarchy out in one ELK run (INCLUDE_CHILDREN everywhere), one direction for all. */
  readonly wholeHierarchy?: Direction;
}

/** Levels of boxes inside a node: 0 for a leaf, 1 for a state holding only leaves, and so on. */
function heights(model: DiagramModel): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of [...model.nodes].reverse()) out.set(n.id, n.children.length === 0 ? 0 : 1 + Math.max(...n.children.map((c) => out.get(c) ?? 0)));
  return out;
}

const defaultDirection = (model: DiagramModel) => {
  const height = heights(model);
  return (node: DiagramNode): Direction => (node.parent !== null && (height.get(node.id) ?? 0) % 2 === 0 ? 'RIGHT' : 'DOWN');
};

const INITIAL_SIZE = 12;
const initialId = (target: string) => `${target}#initial`;

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '18',
  'elk.layered.spacing.edgeNodeBetweenLayers': '8',
  'elk.spacing.nodeNode': '22',
  'elk.spacing.edgeNode': '12',
  'elk.spacing.edgeEdge': '8',
  'elk.spacing.edgeLabel': '3',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.randomSeed': '1',
} as const;

interface Context {
  readonly byId: ReadonlyMap<string, DiagramNode>;
  readonly edgesIn: ReadonlyMap<string | null, DiagramEdge[]>;
  /** Nodes some transition crosses into from outside their parent: laid out with their whole subtree. */
  readonly joint: ReadonlySet<string>;
  readonly direction: (node: DiagramNode) => Direction;
}

/**
 * ELK lays each compound state out on its own (SEPARATE_CHILDREN), which lets every level pick
 * its direction. Where a transition leaves its parent to reach a node deeper down (the attack
 * results loop of 4.2.2), the lowest common ancestor is laid out with its whole subtree in one
 * run (INCLUDE_CHILDREN) so that ELK routes the arrow across the boxes.
 */
function jointNodes(model: DiagramModel, byId: ReadonlyMap<string, DiagramNode>): Set<string> {
  const out = new Set<string>();
  for (const e of model.edges) {
    const direct = byId.get(e.source)?.parent === e.lca && byId.get(e.target)?.parent === e.lca;
    if (!direct && e.lca !== null) out.add(e.lca);
  }
  return out;
}

function elkNode(node: DiagramNode, ctx: Context, inherited: Direction | null): ElkNode {
  const size = textBox(nodeText(node));
  if (node.children.length === 0) return { id: node.id, ...size };
  const children = node.children.map((c) => ctx.byId.get(c)).filter((c) => c !== undefined);
  const initials = children.filter((c) => c.initial);
  const direction = inherited ?? ctx.direction(node);
  const joint = inherited !== null || ctx.joint.has(node.id);
  return {
    id: node.id,
    layoutOptions: {
      ...ROOT_OPTIONS,
      'elk.direction': direction,
      'elk.hierarchyHandling': joint ? 'INCLUDE_CHILDREN' : 'SEPARATE_CHILDREN',
      'elk.padding': `[top=${size.height + 6},left=12,bottom=12,right=12]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${size.width + 8}, ${size.height + 24})`,
    },
    children: [
      ...initials.map((c) => ({ id: initialId(c.id), width: INITIAL_SIZE, height: INITIAL_SIZE })),
      ...children.map((c) => elkNode(c, ctx, joint ? direction : null)),
    ],
    edges: [
      ...initials.map((c) => ({ id: `${initialId(c.id)}>`, sources: [initialId(c.id)], targets: [c.id] })),
      ...(ctx.edgesIn.get(node.id) ?? []).map(elkEdge),
    ],
  };
}

function elkEdge(e: DiagramEdge): ElkExtendedEdge {
  const text = edgeLabel(e);
  return { id: e.id, sources: [e.source], targets: [e.target], labels: [{ id: `${e.id}#label`, text, width: textWidth(text, TEXT.edge) + 6, height: TEXT.edge + 5 }] };
}

/** The ELK graph of a model: one ELK node per state, edges declared at their lowest common ancestor. */
export function elkGraph(model: DiagramModel, options: DiagramLayoutOptions = {}): ElkNode {
  const byId = new Map(model.nodes.map((n) => [n.id, n]));
  const edgesIn = new Map<string | null, DiagramEdge[]>();
  for (const e of model.edges) edgesIn.set(e.lca, [...(edgesIn.get(e.lca) ?? []), e]);
  const ctx: Context = { byId, edgesIn, joint: jointNodes(model, byId), direction: options.direction ?? defaultDirection(model) };
  const whole = options.wholeHierarchy ?? null;
  return {
    id: '#diagram',
    layoutOptions: {
      ...ROOT_OPTIONS, 'elk.direction': whole ?? 'RIGHT', 'elk.padding': '[top=12,left=12,bottom=12,right=12]',
      'elk.hierarchyHandling': whole ? 'INCLUDE_CHILDREN' : 'SEPARATE_CHILDREN',
    },
    children: model.nodes.filter((n) => n.parent === null).map((n) => elkNode(n, ctx, whole)),
    edges: (edgesIn.get(null) ?? []).map(elkEdge),
  };
}

/** Absolute positions: ELK gives each node relative to its parent and each edge relative to its container. */
function readLayout(model: DiagramModel, root: ElkNode): LaidOutDiagram {
  const origin = new Map<string, Point>([[root.id, { x: 0, y: 0 }]]);
  const boxes = new Map<string, Box>();
  const allEdges: { edge: ElkExtendedEdge; declaredIn: string }[] = [];
  const walk = (n: ElkNode, at: Point): void => {
    for (const e of n.edges ?? []) allEdges.push({ edge: e, declaredIn: n.id });
    for (const c of n.children ?? []) {
      const box = { x: at.x + (c.x ?? 0), y: at.y + (c.y ?? 0), width: c.width ?? 0, height: c.height ?? 0 };
      boxes.set(c.id, box);
      origin.set(c.id, { x: box.x, y: box.y });
      walk(c, box);
    }
  };
  walk(root, { x: 0, y: 0 });

  const byEdge = new Map(model.edges.map((e) => [e.id, e]));
  const edges: LaidOutEdge[] = [];
  const initials: LaidOutInitial[] = [];
  for (const { edge, declaredIn } of allEdges) {
    const at = origin.get(edge.container ?? declaredIn) ?? { x: 0, y: 0 };
    const shift = (p: { x: number; y: number }): Point => ({ x: at.x + p.x, y: at.y + p.y });
    const points = (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]).map(shift);
    const model_ = byEdge.get(edge.id);
    if (model_ === undefined) {
      const target = edge.targets[0] ?? '';
      const dot = boxes.get(initialId(target));
      if (dot) initials.push({ target, center: { x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 }, points });
      continue;
    }
    const l = edge.labels?.[0];
    const label = l && l.text ? { ...shift({ x: l.x ?? 0, y: l.y ?? 0 }), width: l.width ?? 0, height: l.height ?? 0, text: l.text } : null;
    edges.push({ edge: model_, points, label });
  }
  const nodes = model.nodes.flatMap((n) => {
    const box = boxes.get(n.id);
    return box ? [{ ...box, node: n, text: nodeText(n) }] : [];
  });
  const order = new Map(model.edges.map((e, i) => [e.id, i]));
  edges.sort((a, b) => (order.get(a.edge.id) ?? 0) - (order.get(b.edge.id) ?? 0));
  return { model, width: root.width ?? 0, height: root.height ?? 0, nodes, edges, initials };
}

/**
 * Lays the model out with ELK `layered`, hierarchy included (one layout across all levels, so
 * arrows between nested states are routed properly). elkjs (~450 KB gzip) is imported here, on
 * first use, so a page that never draws a diagram never loads it; it runs in Node too.
 */
export async function layoutDiagram(model: DiagramModel, options: DiagramLayoutOptions = {}): Promise<LaidOutDiagram> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const laidOut = await new ELK().layout(elkGraph(model, options));
  return readLayout(model, laidOut);
}
