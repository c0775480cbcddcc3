import type { LaidOutDiagram, LaidOutEdge, LaidOutInitial, LaidOutNode, Point } from './layout.ts';
import { TEXT } from './sizes.ts';

/** Text for XML content and attribute values. */
export const xml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/**
 * Styles of the drawing. The live classes (active, last, visited, covered, uncovered) are set by
 * <tc-statechart-diagram> on the `[data-id]` groups; a standalone SVG simply never has them.
 */
export const DIAGRAM_CSS = `
.state > rect.box { fill: #ffffff; stroke: #3d4a5c; stroke-width: 1.2; }
.state.container > rect.box { fill: #f3f6fa; }
.state.container.depth-odd > rect.box { fill: #e9eef5; }
.state.collapsed > rect.box { stroke-dasharray: 5 3; fill: #fbf7ec; }
.state.type-final > rect.inner { fill: none; stroke: #3d4a5c; stroke-width: 1.2; }
.state text { fill: #1d2633; }
.state text.rule { font-size: ${TEXT.rule}px; fill: #5b6778; }
.state text.title { font-size: ${TEXT.title}px; }
.state.container text.title { font-weight: 600; }
.transition path { fill: none; stroke: #66768c; stroke-width: 1.2; }
.transition.eventless path { stroke-dasharray: 5 3; }
.transition rect.label { fill: #ffffff; fill-opacity: 0.85; }
.transition text { font-size: ${TEXT.edge}px; fill: #39465a; }
.initial circle { fill: #1d2633; }
.initial path { fill: none; stroke: #1d2633; stroke-width: 1.2; }
.state.visited > rect.box { fill: #eef6ee; }
.state.active > rect.box { stroke: #c2410c; stroke-width: 3; fill: #fff1e6; }
.state.container.active > rect.box { fill: #fff7f0; }
.transition.visited path { stroke: #7fb58a; }
.transition.last path { stroke: #c2410c; stroke-width: 2.5; }
.transition.last text { fill: #c2410c; font-weight: 600; }
.state.uncovered > rect.box { stroke: #b91c1c; stroke-dasharray: 2 2; }
.transition.uncovered path { stroke: #b91c1c; stroke-dasharray: 2 2; }
.state.covered > rect.box { stroke: #15803d; }
.transition.covered path { stroke: #15803d; }
`;

const pathOf = (points: readonly Point[]): string =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${r1(p.x)} ${r1(p.y)}`).join(' ');

function stateSvg(n: LaidOutNode): string {
  const { node, text } = n;
  const compound = node.children.length > 0;
  const classes = ['state', `type-${node.type}`, compound ? 'container' : 'leaf', node.collapsed ? 'collapsed' : '', `depth-${node.depth % 2 ? 'odd' : 'even'}`].filter((c) => c !== '');
  const x = n.x + TEXT.pad;
  let y = n.y + TEXT.pad;
  const lines: string[] = [];
  if (text.rule) { y += TEXT.rule; lines.push(`<text class="rule" x="${r1(x)}" y="${r1(y)}">${xml(text.rule)}</text>`); y += 3; }
  for (const line of text.lines) { y += TEXT.title + 1; lines.push(`<text class="title" x="${r1(x)}" y="${r1(y)}">${xml(line)}</text>`); y += 2; }
  const inner = node.type === 'final'
    ? `<rect class="inner" x="${r1(n.x + 3)}" y="${r1(n.y + 3)}" width="${r1(n.width - 6)}" height="${r1(n.height - 6)}" rx="4"/>` : '';
  return `<g class="${classes.join(' ')}" data-id="${xml(node.id)}"><title>${xml(node.label)}</title>`
    + `<rect class="box" x="${r1(n.x)}" y="${r1(n.y)}" width="${r1(n.width)}" height="${r1(n.height)}" rx="${compound ? 8 : 6}"/>`
    + inner + lines.join('') + '</g>';
}

function transitionSvg(e: LaidOutEdge): string {
  const classes = ['transition', e.edge.eventless ? 'eventless' : '', e.edge.selfLoop ? 'self-loop' : ''].filter((c) => c !== '');
  const label = e.label
    ? `<rect class="label" x="${r1(e.label.x)}" y="${r1(e.label.y)}" width="${r1(e.label.width)}" height="${r1(e.label.height)}" rx="2"/>`
      + `<text x="${r1(e.label.x + 3)}" y="${r1(e.label.y + e.label.height - 4)}">${xml(e.label.text)}</text>` : '';
  return `<g class="${classes.join(' ')}" data-id="${xml(e.edge.id)}" data-source="${xml(e.edge.source)}" data-target="${xml(e.edge.target)}">`
    + `<path d="${pathOf(e.points)}" marker-end="url(#tc-arrow)"/>${label}</g>`;
}

function initialSvg(i: LaidOutInitial): string {
  return `<g class="initial" data-target="${xml(i.target)}"><circle cx="${r1(i.center.x)}" cy="${r1(i.center.y)}" r="5"/>`
    + `<path d="${pathOf(i.points)}" marker-end="url(#tc-arrow-dark)"/></g>`;
}

/**
 * A standalone SVG of a laid-out diagram: nested boxes for compound states (drawn parents
 * first), final states double-bordered, a dot and arrow into each initial state, transitions as
 * arrows labelled "EVENT [guard]", eventless ones dashed and labelled "always". Deterministic:
 * the same layout always gives the same text.
 */
export function toSvg(d: LaidOutDiagram, options: { readonly title?: string } = {}): string {
  const w = Math.ceil(d.width), h = Math.ceil(d.height);
  const title = options.title ?? `${d.model.machineId} statechart`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif" role="img" aria-label="${xml(title)}">`,
    `<title>${xml(title)}</title>`,
    '<defs>',
    '<marker id="tc-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#66768c"/></marker>',
    '<marker id="tc-arrow-dark" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#1d2633"/></marker>',
    `<style>${DIAGRAM_CSS}</style>`,
    '</defs>',
    `<rect width="${w}" height="${h}" fill="#ffffff"/>`,
    '<g class="states">', ...d.nodes.map(stateSvg), '</g>',
    '<g class="initials">', ...d.initials.map(initialSvg), '</g>',
    '<g class="transitions">', ...d.edges.map(transitionSvg), '</g>',
    '</svg>',
    '',
  ].join('\n');
}
