import { html, svg, nothing } from 'lit';
import type { MapLayout, Point } from './layout.ts';
import type { MovePreview } from './move-mode.ts';

/**
 * What the map draws of a move in preparation: the line from the piece to the hex under the pointer
 * or the keyboard (the path hex by hex, or a dashed line for an unchecked move, which has none),
 * the words said of it (a live region), and the why-not of a refused move next to its hex.
 */

/** The preview's line, in map units, over the counters. */
export function movePath(preview: MovePreview | undefined, layout: MapLayout) {
  if (!preview) return nothing;
  const hexes = [preview.from, ...(preview.path.length > 0 ? preview.path : [preview.to])];
  const points = hexes.map((h) => layout.center(h)).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const end = layout.center(preview.to);
  return svg`<g class="move-preview ${preview.unchecked ? 'unchecked' : ''}" aria-hidden="true">
    <polyline points=${points}></polyline><circle cx=${end.x} cy=${end.y} r="4"></circle></g>`;
}

/** The words of the preview, announced as they change (visually hidden: the line shows it, and the tooltip says it). */
export const moveAnnouncement = (preview: MovePreview | undefined) =>
  html`<div class="move-live" role="status" aria-live="polite">${preview?.text ?? ''}</div>`;

/** Why a move was refused, next to the hex it was aimed at (announced at once). */
export function moveNotice(notice: { readonly hex: string; readonly text: string } | undefined, at: Point | undefined) {
  if (!notice) return nothing;
  const style = at ? `left:${Math.max(4, at.x + 14)}px;top:${Math.max(4, at.y - 10)}px` : 'left:8px;bottom:8px';
  return html`<div class="move-notice" role="alert" style=${style}>${notice.text}</div>`;
}

/**
 * The hexes of pieces moved by an unchecked move this turn, ringed dashed so nobody takes them for
 * checked moves (the log says the same in words).
 */
export function uncheckedMarks(hexes: ReadonlySet<string> | undefined, layout: MapLayout) {
  if (!hexes || hexes.size === 0) return nothing;
  let d = '';
  for (const h of hexes) { const points = layout.corners(h); if (points !== '') d += `M${points}Z`; }
  return svg`<path class="unchecked-moved" aria-hidden="true" d=${d}></path>`;
}
