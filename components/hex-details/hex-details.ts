import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { HexView } from '../../src/core/views.ts';
import { panelStyles } from '../shared/panel.styles.ts';

/** One hex in full, as the ruleset's views put it: its facts (terrain first) and every piece in it. */
@customElement('tc-hex-details')
export class HexDetails extends LitElement {
  static override styles = panelStyles;

  /** The hex to describe (`views.hex(game, id)`); undefined when none is selected. */
  @property({ attribute: false }) hex?: HexView;

  override render() {
    const hex = this.hex;
    if (!hex) return html`<p class="muted">Click a hex to see what is in it.</p>`;
    return html`
      <h2>${hex.title}</h2>
      <dl>${hex.facts.map((f) => html`<dt>${f.label}</dt><dd>${f.value}</dd>`)}</dl>
      <h3>Counters (${hex.pieces.length})</h3>
      ${hex.pieces.length === 0 ? html`<p class="muted">None.</p>` : html`<ul>${hex.pieces.map((p) => html`
        <li class="colour-${p.side ?? 'neutral'}">${p.label}${p.detail ? html` <span class="muted">${p.detail}</span>` : nothing}</li>`)}</ul>`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-hex-details': HexDetails;
  }
}
