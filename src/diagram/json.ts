import type { DiagramModel } from './model.ts';

/** The format name written into JSON exports, so readers can tell versions apart. */
export const DIAGRAM_JSON_FORMAT = 'turnchart/diagram@1';

/** The model as JSON (stable key order, two-space indent, final newline). */
export function toJson(model: DiagramModel): string {
  const doc = { format: DIAGRAM_JSON_FORMAT, machine: model.machineId, nodes: model.nodes, edges: model.edges };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
