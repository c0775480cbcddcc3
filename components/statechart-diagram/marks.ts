import type { DiagramModel } from '../../src/diagram/model.ts';
import { edgesOf, shownAsIn, type TracedTransition } from '../../src/diagram/trace.ts';

/** Covered and uncovered state ids and transition (edge) ids, for a coverage overlay. */
export interface DiagramCoverage {
  readonly covered: readonly string[];
  readonly uncovered: readonly string[];
}

/** What the turn being played tells the diagram. State ids are those of the full machine. */
export interface LiveState {
  readonly active: readonly string[];
  readonly visited: readonly string[];
  readonly path: readonly TracedTransition[];
  readonly lastTransition: readonly TracedTransition[];
  readonly coverage?: DiagramCoverage | undefined;
}

/** Class names per drawn state id and per drawn edge id. */
export interface Marks {
  readonly states: ReadonlyMap<string, readonly string[]>;
  readonly edges: ReadonlyMap<string, readonly string[]>;
}

function add(map: Map<string, string[]>, id: string, mark: string): void {
  const list = map.get(id);
  if (!list) map.set(id, [mark]);
  else if (!list.includes(mark)) list.push(mark);
}

/**
 * The marks of the live state on the drawn (possibly collapsed) model. A state hidden inside a
 * collapsed box marks that box: the box holding the active step is active.
 */
export function liveMarks(full: DiagramModel, shown: DiagramModel, live: LiveState): Marks {
  const as = shownAsIn(full, shown);
  const states = new Map<string, string[]>();
  const edges = new Map<string, string[]>();
  for (const id of live.visited) add(states, as(id), 'visited');
  for (const id of live.active) add(states, as(id), 'active');
  for (const id of edgesOf(full, shown, live.path)) add(edges, id, 'visited');
  for (const id of edgesOf(full, shown, live.lastTransition)) add(edges, id, 'last');
  const edgeIds = new Set(shown.edges.map((e) => e.id));
  for (const [list, mark] of [[live.coverage?.covered, 'covered'], [live.coverage?.uncovered, 'uncovered']] as const) {
    for (const id of list ?? []) add(edgeIds.has(id) ? edges : states, edgeIds.has(id) ? id : as(id), mark);
  }
  return { states, edges };
}
