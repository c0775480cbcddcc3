import { svg } from 'lit';
import type { MapThumbnail } from '../../src/core/thumbnail.ts';

/**
 * A map thumbnail as SVG, in the map's own terrain colours (the `t-<terrain>` classes of
 * map-colours.styles.ts). Decorative beside the scenario's name, so hidden from screen readers.
 */
export const thumbnailSvg = (t: MapThumbnail) => svg`<svg class="thumbnail" viewBox="0 0 ${t.width} ${t.height}"
  preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false" shape-rendering="crispEdges">
  ${t.terrains.map((p) => svg`<path class="t-${p.terrain}" d=${p.d}></path>`)}</svg>`;
