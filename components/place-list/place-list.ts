import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import type { PieceView, PlaceView } from '../../src/core/views.ts';
import { panelStyles } from '../shared/panel.styles.ts';

export interface PlaceSelectDetail {
  /** The target key of the chosen place, as given in `targets` (a `PlaceView.key`). */
  readonly key: string;
}
export type PlaceSelectEvent = CustomEvent<PlaceSelectDetail>;

interface TargetGroup { readonly key: string; readonly label: string; readonly name: string; readonly pieces: readonly PieceView[] }

/**
 * The places off the map (the ruleset's `views.places(game)`: pools, boxes, tracks...) and what is
 * in them. Places named in `targets` come first, as buttons that dispatch `place-select`: the
 * off-map targets of the armed action, listed even while empty; the others are listed when they
 * hold something, in the order given.
 */
@customElement('tc-place-list')
export class PlaceList extends LitElement {
  static override styles = [panelStyles, css`
    .targets { display: grid; gap: 6px; margin-bottom: 8px; }
    .targets button { display: block; width: 100%; text-align: left; font: inherit; font-weight: 600; padding: 4px 8px;
      background: #fff; color: #1b1b1b; border: 3px solid #111; border-radius: 4px; cursor: pointer;
      background-image: repeating-linear-gradient(45deg, transparent 0 5px, rgba(0, 0, 0, 0.12) 5px 8px); }
    .targets button:hover { background-color: #f4f4f4; }
    .targets button:focus-visible { outline: 3px solid #c00000; outline-offset: 2px; }
    .targets ul { margin-top: 2px; }
    /* The places that are not targets, laid out and painted on their own: arming an action lists its
       targets above them and only moves them down (issue 17, click to highlight). The padding, taken
       back by the margin, leaves room for the summaries' focus rings. */
    .others { contain: content; padding: 5px; margin: -5px; }
  `];

  /** The places off the map and what is in them. */
  @property({ attribute: false }) places?: readonly PlaceView[];
  /** Target key → accessible label of the action choosing that place performs; these places render as buttons. */
  @property({ attribute: false }) targets?: ReadonlyMap<string, string>;

  private onChoose(key: string): void {
    const detail: PlaceSelectDetail = { key };
    this.dispatchEvent(new CustomEvent('place-select', { detail, bubbles: true, composed: true }));
  }

  private groups(places: readonly PlaceView[]): { targets: TargetGroup[]; others: PlaceView[] } {
    const targets = this.targets ?? new Map<string, string>();
    const byKey = new Map(places.map((p) => [p.key, p]));
    const chosen: TargetGroup[] = [...targets].map(([key, label]) => {
      const place = byKey.get(key);
      return { key, label, name: place?.name ?? label, pieces: place?.pieces ?? [] };
    });
    return { targets: chosen, others: places.filter((p) => p.pieces.length > 0 && !targets.has(p.key)) };
  }

  /** A place's pieces: redrawn only when they change (arming an action does not change them). */
  private renderPieces(pieces: readonly PieceView[]) {
    return html`<ul>${pieces.map((p) => html`<li class="colour-${p.side ?? 'neutral'}">${p.label}</li>`)}</ul>`;
  }

  override render() {
    const places = this.places;
    if (!places) return html``;
    const { targets, others } = this.groups(places);
    return html`<h2>Off the map</h2>
      ${targets.length > 0 ? html`<div class="targets" role="group" aria-label="Places the chosen action can target">${targets.map((g) => html`
        <div>
          <button type="button" aria-label=${g.label} data-key=${g.key} @click=${() => this.onChoose(g.key)}>${g.name} (${g.pieces.length})</button>
          ${g.pieces.length > 0 ? guard([g.pieces], () => this.renderPieces(g.pieces)) : nothing}
        </div>`)}</div>` : nothing}
      <div class="others">${repeat(others, (g) => g.key, (g) => html`
      <details>
        <summary>${g.name} (${g.pieces.length})</summary>
        ${guard([g.pieces], () => this.renderPieces(g.pieces))}
      </details>`)}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-place-list': PlaceList;
  }
  interface HTMLElementEventMap {
    'place-select': PlaceSelectEvent;
  }
}
