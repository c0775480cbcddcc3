import type { DiagramModel } from './model.ts';

/**
 * Identifiers for formats that only take [A-Za-z0-9_] (mermaid state ids, Graphviz node names
 * kept simple): the state id with every other character as "_", and "_2", "_3"... should two
 * ids meet. Deterministic: it depends only on the model's node order.
 */
export function exportIds(model: DiagramModel): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const taken = new Set<string>();
  for (const n of model.nodes) {
    const base = n.id.replace(/[^A-Za-z0-9_]/g, '_');
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}_${i}`;
    taken.add(name);
    out.set(n.id, name);
  }
  return out;
}

/** The export id of a node id known to be in the model. */
export function idIn(ids: ReadonlyMap<string, string>, id: string): string {
  const name = ids.get(id);
  if (name === undefined) throw new Error(`no state "${id}" in the diagram`);
  return name;
}
