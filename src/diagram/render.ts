import type { AnyStateMachine } from 'xstate';
import { collapse } from './collapse.ts';
import { toDot } from './dot.ts';
import { toJson } from './json.ts';
import { layoutDiagram } from './layout.ts';
import { toMermaid } from './mermaid.ts';
import { diagramModel, type DiagramModel } from './model.ts';
import { toSvg } from './svg.ts';

/** The formats a diagram is written in. */
export const DIAGRAM_FORMATS = ['svg', 'mermaid', 'dot', 'json'] as const;
export type DiagramFormat = (typeof DIAGRAM_FORMATS)[number];

export const isDiagramFormat = (s: string): s is DiagramFormat => (DIAGRAM_FORMATS as readonly string[]).includes(s);

/** The model of a machine, collapsed below `depth` when one is given (0 = the root). */
export function modelAt(machine: AnyStateMachine, depth?: number): DiagramModel {
  const model = diagramModel(machine);
  return depth === undefined ? model : collapse(model, depth);
}

/** A diagram of the model in the format asked for (only SVG needs the layout, hence async). */
export async function renderDiagram(model: DiagramModel, format: DiagramFormat, title?: string): Promise<string> {
  switch (format) {
    case 'svg': return toSvg(await layoutDiagram(model), title === undefined ? {} : { title });
    case 'mermaid': return toMermaid(model);
    case 'dot': return toDot(model);
    case 'json': return toJson(model);
  }
}
