import { html, nothing } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import type { HexView } from '../../src/core/views.ts';

/** The hex a tooltip describes and where it was pointed at, in pixels from the map's top left. */
export interface TipAt {
  readonly hex: string;
  readonly x: number;
  readonly y: number;
  /** Distance from that point to the tooltip's corner, in pixels; clears the pointer by default. */
  readonly offset?: number;
}

const POINTER_OFFSET = 14;

/**
 * The hover (or focus) tooltip: the move in preparation to the hex, if any (the piece, its path and
 * cost), then the hex's name, what it is, and every piece in its stack, which the chips on the map
 * only begin to show. It sits beside the pointer, on the side with more room.
 */
export function renderTip(hex: HexView | undefined, at: TipAt | undefined, id: string, box: { w: number; h: number }, move?: string) {
  if (!at || !hex) return nothing;
  const d = at.offset ?? POINTER_OFFSET;
  const style = {
    [at.x > box.w / 2 ? 'right' : 'left']: `${at.x > box.w / 2 ? box.w - at.x + d : at.x + d}px`,
    [at.y > box.h / 2 ? 'bottom' : 'top']: `${at.y > box.h / 2 ? box.h - at.y + d : at.y + d}px`,
  };
  // A move in preparation to this hex comes first: its path and cost are what the player weighs.
  return html`<div class="tip" id=${id} role="tooltip" style=${styleMap(style)}>
    ${move ? html`<div class="tip-move">${move}</div>` : nothing}
    <strong>${hex.title}</strong><span class="muted">${hex.summary}</span>
    ${hex.pieces.length === 0 ? html`<div class="muted">empty</div>` : html`<ul>${hex.pieces.map((p) =>
      html`<li class="colour-${p.side ?? 'neutral'}">${p.label}${p.detail ? html` <span class="muted">— ${p.detail}</span>` : nothing}</li>`)}</ul>`}
  </div>`;
}
