import { html, nothing } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import type { DsGameState } from '../../src/ds/model/index.ts';
import { hexSummary } from './hex-summary.ts';

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
 * The hover (or focus) tooltip: the hex's name and terrain and every counter in its stack, which
 * the chips on the map only begin to show. It sits beside the pointer, on the side with more room.
 */
export function renderTip(state: DsGameState, at: TipAt | undefined, id: string, box: { w: number; h: number }) {
  const s = at ? hexSummary(state, at.hex) : undefined;
  if (!at || !s) return nothing;
  const d = at.offset ?? POINTER_OFFSET;
  const style = {
    [at.x > box.w / 2 ? 'right' : 'left']: `${at.x > box.w / 2 ? box.w - at.x + d : at.x + d}px`,
    [at.y > box.h / 2 ? 'bottom' : 'top']: `${at.y > box.h / 2 ? box.h - at.y + d : at.y + d}px`,
  };
  return html`<div class="tip" id=${id} role="tooltip" style=${styleMap(style)}>
    <strong>${s.title}</strong><span class="muted">${s.terrain}</span>
    ${s.stack.length === 0 ? html`<div class="muted">empty</div>` : html`<ul>${s.stack.map((l) =>
      html`<li class=${l.faction ?? 'neutral'}>${l.label}${l.owner ? html` <span class="muted">— ${l.owner}</span>` : nothing}</li>`)}</ul>`}
  </div>`;
}
