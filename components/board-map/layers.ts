import { svg, nothing } from 'lit';
import { placeIndex, type Board, type DsGameState, type Placed } from '../../src/ds/model/index.ts';
import { counterChip, counterOwner } from '../shared/labels.ts';
import type { MapLayout } from './layout.ts';

/**
 * The map's SVG drawn in layers, each a plain function of what it depends on, so the component can
 * skip the layers whose inputs did not change (the terrain of 5,000 hexes is drawn once per board).
 * Hexes carry `data-hex`; one listener on the SVG handles every hex, instead of one per polygon.
 */

/** Terrain polygons and hexside features: they change only with the board. */
export function terrainLayer(board: Board, layout: MapLayout) {
  return svg`<g class="terrain">${Object.values(board.hexes).map((h) =>
    svg`<polygon class="hex t-${h.terrain}" data-hex=${h.id} points=${layout.corners(h.id)}></polygon>`)}</g>
    <g class="sides">${Object.values(board.hexsides).flatMap((s) => s.features.map((f) => {
      const [p, q] = layout.side(s.between[0], s.between[1]);
      return svg`<line class="side-${f}" x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y}></line>`;
    }))}</g>`;
}

/** Place names and ports, printed on the map: they change only with the board. */
export function printedLayer(board: Board, layout: MapLayout) {
  return svg`<g class="printed">${Object.values(board.hexes).map((h) => {
    if (!h.port && !h.name) return nothing;
    const c = layout.center(h.id);
    return svg`${h.port ? svg`<circle class="port ${h.port.key ? 'key' : ''}" cx=${c.x + 9} cy=${c.y + 6} r="2.4"></circle>` : nothing}
      ${h.name ? svg`<text class="name" x=${c.x} y=${c.y + 13}>${h.name}</text>` : nothing}`;
  })}</g>`;
}

/** Up to three chips per hex (the last one counting the rest); the tooltip lists the whole stack. */
function chips(state: DsGameState, placed: readonly Placed[], x: number, y: number) {
  const shown = placed.slice(0, 3);
  return shown.map((p, i) => {
    const cx = x - 7 + i * 2.5, cy = y - 9 + i * 2.5;
    const owner = counterOwner(state, p.counter) ?? 'neutral';
    const text = i === shown.length - 1 && placed.length > 3 ? `+${placed.length - 2}` : counterChip(p.counter);
    return svg`<rect class="chip ${owner}" x=${cx - 7} y=${cy - 5} width="14" height="10" rx="1.5"></rect>
      <text class="chip-text" x=${cx} y=${cy + 2}>${text}</text>`;
  });
}

/** Counter stacks and Beachhead arrows: they change with every state, but only hexes holding counters are visited. */
export function counterLayer(state: DsGameState, layout: MapLayout) {
  const stacks: ReturnType<typeof svg>[] = [];
  for (const placed of placeIndex(state).values()) {
    const at = placed[0]?.at;
    if (at?.kind !== 'hex') continue;
    const c = layout.center(at.hex);
    const arrows = placed.flatMap((p) => (p.at.kind === 'hex' && p.at.arrowTo ? [p.at.arrowTo] : []));
    stacks.push(svg`${chips(state, placed, c.x, c.y)}${arrows.map((to) => {
      const t = layout.center(to);
      return svg`<line class="arrow" x1=${c.x} y1=${c.y} x2=${(c.x + t.x) / 2} y2=${(c.y + t.y) / 2}></line>`;
    })}`);
  }
  return svg`<g class="counters">${stacks}</g>`;
}

/**
 * The hexes the armed action can act on: a white halo under a thick dark outline and a hatch fill,
 * readable without colour and at any zoom (the strokes do not scale). Each is a focusable button.
 */
export function targetLayer(targets: ReadonlyMap<string, string>, layout: MapLayout, describedHex: string | undefined, tipId: string) {
  // A target off this board has nothing to draw; it must not become an invisible tab stop either.
  const onMap = [...targets].filter(([id]) => layout.corners(id) !== '');
  return svg`<g class="targets">
    <g class="halo" aria-hidden="true">${onMap.map(([id]) => svg`<polygon points=${layout.corners(id)}></polygon>`)}</g>
    ${onMap.map(([id, label]) => svg`<polygon class="target" data-hex=${id} data-target="" role="button" tabindex="0"
      aria-label=${label} aria-describedby=${id === describedHex ? tipId : nothing} points=${layout.corners(id)}></polygon>`)}
  </g>`;
}
