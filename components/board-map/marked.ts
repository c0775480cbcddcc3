import { svg } from 'lit';
import type { MapLayout } from './layout.ts';

/**
 * The hexes holding the pieces an action names (a Combine's units, the unit a Break down or an
 * Eliminate acts on): a thick dashed ring drawn above the counters, readable without colour and at
 * any zoom. Decorative: the action's button names the pieces.
 */
export function markedLayer(hexes: ReadonlySet<string>, layout: MapLayout) {
  let d = '';
  for (const id of hexes) {
    const points = layout.corners(id);
    if (points !== '') d += `M${points}Z`;
  }
  return svg`<g class="marked" aria-hidden="true" fill="none" stroke-linejoin="round" pointer-events="none">
    <path d=${d} stroke="#fff" stroke-width="9" vector-effect="non-scaling-stroke"></path>
    <path d=${d} stroke="#5a189a" stroke-width="5" stroke-dasharray="6 3" vector-effect="non-scaling-stroke"></path>
  </g>`;
}
