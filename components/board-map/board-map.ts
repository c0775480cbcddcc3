import { LitElement, html, svg, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { contentsOf, type DsGameState, type Placed } from '../../src/ds/model/index.ts';
import { counterChip, counterOwner } from '../shared/labels.ts';
import { mapLayout, type MapLayout } from './layout.ts';
import { boardMapStyles } from './board-map.styles.ts';

export type HexSelectEvent = CustomEvent<{ hex: string }>;

/**
 * The DS map of a game state: terrain, hexside features, ports and the counters in each hex.
 * Clicking a hex dispatches `hex-select`; it draws what it is given and decides nothing.
 */
@customElement('tc-board-map')
export class BoardMap extends LitElement {
  static override styles = boardMapStyles;

  private layout?: MapLayout;

  /** The game state to draw. */
  @property({ attribute: false }) state?: DsGameState;
  /** Id of the hex to outline as selected. */
  @property() selected?: string;
  /** Hex radius in pixels. */
  @property({ type: Number }) size = 18;

  override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('state') || changed.has('size')) && this.state) {
      const old = changed.get('state');
      if (!old || old.board !== this.state.board || changed.has('size')) {
        this.layout = mapLayout(this.state.board.grid, Object.keys(this.state.board.hexes), this.size);
      }
    }
  }

  private onHexClick(hex: string): void {
    this.dispatchEvent(new CustomEvent('hex-select', { detail: { hex }, bubbles: true, composed: true }));
  }

  private renderChips(placed: readonly Placed[], x: number, y: number) {
    const state = this.state!;
    const shown = placed.slice(0, 3);
    return shown.map((p, i) => {
      const cx = x - 7 + i * 2.5, cy = y - 9 + i * 2.5;
      const owner = counterOwner(state, p.counter) ?? 'neutral';
      return svg`<rect class="chip ${owner}" x=${cx - 7} y=${cy - 5} width="14" height="10" rx="1.5"></rect>
        <text class="chip-text" x=${cx} y=${cy + 2}>${i === shown.length - 1 && placed.length > 3 ? `+${placed.length - 2}` : counterChip(p.counter)}</text>`;
    });
  }

  override render() {
    const state = this.state, layout = this.layout;
    if (!state || !layout) return html`<p>No scenario loaded.</p>`;
    const hexes = Object.values(state.board.hexes);
    return html`<svg width=${layout.width} height=${layout.height} viewBox="0 0 ${layout.width} ${layout.height}" role="img"
        aria-label="Map of ${state.scenario.name}">
      <defs><marker id="arrowhead" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto">
        <path d="M0,0 L6,3 L0,6 z" fill="#d01"></path></marker></defs>
      ${hexes.map((h) => svg`<polygon class="hex t-${h.terrain} ${h.id === this.selected ? 'selected' : ''}" data-hex=${h.id}
          points=${layout.corners(h.id)} @click=${() => this.onHexClick(h.id)}><title>${h.id}${h.name ? ` ${h.name}` : ''}</title></polygon>`)}
      ${Object.values(state.board.hexsides).flatMap((s) => s.features.map((f) => {
        const [p, q] = layout.side(s.between[0], s.between[1]);
        return svg`<line class="side-${f}" x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y}></line>`;
      }))}
      ${hexes.map((h) => {
        const c = layout.center(h.id);
        const placed = contentsOf(state, { kind: 'hex', hex: h.id });
        const arrows = placed.flatMap((p) => (p.at.kind === 'hex' && p.at.arrowTo ? [p.at.arrowTo] : []));
        return svg`
          ${h.port ? svg`<circle class="port ${h.port.key ? 'key' : ''}" cx=${c.x + 9} cy=${c.y + 6} r="2.4"></circle>` : nothing}
          ${h.name ? svg`<text class="name" x=${c.x} y=${c.y + 13}>${h.name}</text>` : nothing}
          ${this.renderChips(placed, c.x, c.y)}
          ${arrows.map((to) => { const t = layout.center(to); return svg`<line class="arrow" x1=${c.x} y1=${c.y} x2=${(c.x + t.x) / 2} y2=${(c.y + t.y) / 2}></line>`; })}`;
      })}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-board-map': BoardMap;
  }
  interface HTMLElementEventMap {
    'hex-select': HexSelectEvent;
  }
}
