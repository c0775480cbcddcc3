import { svg, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { MapView, PieceView, StacksView } from '../../src/core/views.ts';
import type { MapLayout } from './layout.ts';

/**
 * The map's SVG drawn in layers, each a plain function of what it depends on, so the component can
 * skip the layers whose inputs did not change (the terrain of 5,000 hexes is drawn once per board).
 * Only the target elements carry `data-hex`; the map finds any other hex from the pointer's position.
 */

/**
 * Terrain and hexside features: they change only with the board. Each terrain type is one path
 * with a subpath per hex, and each hexside feature one path with a subpath per side: no element
 * per hex or side. Under the map's touch-action and wheel handlers Chromium keeps a hit-test
 * rectangle for every element, and re-layering 6,000 of them cost each frame that adds or removes
 * a shape anywhere on the page (arming an action does) some 2 ms. The hex under the pointer is
 * found from the point (`MapLayout.hexAt`).
 */
export function terrainLayer(map: MapView, layout: MapLayout) {
  const fills = new Map<string, string>(), sides = new Map<string, string>();
  for (const h of map.hexes) fills.set(h.terrain, `${fills.get(h.terrain) ?? ''}M${layout.corners(h.id)}Z`);
  for (const s of map.sides) {
    const [p, q] = layout.side(s.between[0], s.between[1]);
    for (const f of s.features) sides.set(f, `${sides.get(f) ?? ''}M${p.x.toFixed(1)},${p.y.toFixed(1)}L${q.x.toFixed(1)},${q.y.toFixed(1)}`);
  }
  return svg`<g class="terrain">${[...fills].map(([t, d]) => svg`<path class="t-${t}" d=${d}></path>`)}</g>
    <g class="sides">${[...sides].map(([f, d]) => svg`<path class="side-${f}" d=${d}></path>`)}</g>`;
}

/** Place names and ports, printed on the map: they change only with the board. */
export function printedLayer(map: MapView, layout: MapLayout) {
  return svg`<g class="printed">${map.hexes.map((h) => {
    if (!h.port && !h.name) return nothing;
    const c = layout.center(h.id);
    return svg`${h.port ? svg`<circle class="port ${h.port === 'major' ? 'major' : ''}" cx=${c.x + 9} cy=${c.y + 6} r="2.4"></circle>` : nothing}
      ${h.name ? svg`<text class="name" x=${c.x} y=${c.y + 13}>${h.name}</text>` : nothing}`;
  })}</g>`;
}

/** Up to three chips per hex (the last one counting the rest); the tooltip lists the whole stack. */
function chips(pieces: readonly PieceView[], x: number, y: number) {
  const shown = pieces.slice(0, 3);
  return shown.map((p, i) => {
    const cx = x - 7 + i * 2.5, cy = y - 9 + i * 2.5;
    const text = i === shown.length - 1 && pieces.length > 3 ? `+${pieces.length - 2}` : p.chip;
    return svg`<rect class="chip colour-${p.side ?? 'neutral'}" x=${cx - 7} y=${cy - 5} width="14" height="10" rx="1.5"></rect>
      <text class="chip-text" x=${cx} y=${cy + 2}>${text}</text>`;
  });
}

/** Counter stacks and arrows: they change with every state, but only hexes holding pieces are visited. */
export function counterLayer(stacks: StacksView, layout: MapLayout) {
  const arrowsFrom = new Map<string, string[]>();
  for (const { from, to } of stacks.arrows) arrowsFrom.set(from, [...(arrowsFrom.get(from) ?? []), to]);
  const out: ReturnType<typeof svg>[] = [];
  for (const [hex, pieces] of stacks.stacks) {
    const c = layout.center(hex);
    // Half-way to the hex pointed at: the arrow marks the side it points through.
    out.push(svg`${chips(pieces, c.x, c.y)}${(arrowsFrom.get(hex) ?? []).map((to) => {
      const t = layout.center(to);
      return svg`<line class="arrow" x1=${c.x} y1=${c.y} x2=${(c.x + t.x) / 2} y2=${(c.y + t.y) / 2}></line>`;
    })}`);
  }
  return svg`<g class="counters">${out}</g>`;
}

/**
 * The look of the hexes the armed action can act on: a white halo under a thick dark outline and a
 * hatch fill, readable without colour and at any zoom (the strokes do not scale). Each is one path
 * holding every target hex as a subpath: arming an action on a full board paints two shapes, not
 * hundreds of polygons each with its own pattern fill. Decorative: the pointer acts on the hex under
 * it, the keyboard and assistive technology on the tab stop (`targetStop`).
 */
export function targetHighlight(targets: ReadonlyMap<string, string>, layout: MapLayout) {
  let d = '';
  for (const id of targets.keys()) {
    const points = layout.corners(id);
    if (points !== '') d += `M${points}Z`;
  }
  return svg`<path class="halo" aria-hidden="true" d=${d}></path><path class="target-hatch" aria-hidden="true" d=${d}></path>`;
}

/**
 * The one tab stop among the targets, over the highlight: a button named by its action, moved by
 * the arrow keys, a new element for each target so that screen readers announce it. Like every
 * shape over the terrain it takes no pointer events: the map finds the hex under the pointer.
 */
export function targetStop(targets: ReadonlyMap<string, string>, layout: MapLayout, stop: string | undefined,
  described: string | undefined, tipId: string) {
  return stop ? keyed(stop, svg`<polygon class="target" data-hex=${stop} data-target="" role="button" tabindex="0"
    aria-label=${targets.get(stop) ?? stop} aria-describedby=${described === stop ? tipId : nothing}
    points=${layout.corners(stop)}></polygon>`) : nothing;
}
