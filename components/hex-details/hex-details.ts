import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { contentsOf, type DsGameState } from '../../src/ds/model/index.ts';
import { counterLabel, counterOwner, factionName, hexsideFeatureName, nationalityName } from '../shared/labels.ts';
import { panelStyles } from '../shared/panel.styles.ts';
import { terrainName } from '../board-map/hex-summary.ts';

/** Everything the state holds about one hex: terrain, country, zones, weather, sides and counters. */
@customElement('tc-hex-details')
export class HexDetails extends LitElement {
  static override styles = panelStyles;

  /** The game state the hex belongs to. */
  @property({ attribute: false }) state?: DsGameState;
  /** Id of the hex to describe, e.g. "w3218". */
  @property() hex?: string;

  override render() {
    const state = this.state, id = this.hex;
    const hex = state && id ? state.board.hexes[id] : undefined;
    if (!state || !id || !hex) return html`<p class="muted">Click a hex to see what is in it.</p>`;
    const country = hex.country ? state.countries[hex.country] : undefined;
    const area = state.weatherAreas[hex.weatherArea];
    const sides = state.board.grid.neighbours(id).flatMap((n) => {
      const side = state.board.hexsides[state.board.grid.hexsideKey(id, n)];
      return side ? [`${n}: ${side.features.map(hexsideFeatureName).join(', ')}`] : [];
    });
    const unsupplied = new Set(state.facts.unsupplied);
    const placed = contentsOf(state, { kind: 'hex', hex: id });
    return html`
      <h2>${id}${hex.name ? ` — ${hex.name}` : ''}</h2>
      <dl>
        <dt>Terrain</dt><dd>${terrainName(hex.terrain)}${hex.city ? `, city of ${hex.city.name}` : ''}</dd>
        ${hex.port ? html`<dt>Port</dt><dd>${hex.port.key ? 'Key Port' : 'Port'}${hex.navalZones.length > 1 ? ' (Multi-Zone Port)' : ''}</dd>` : nothing}
        <dt>Country</dt><dd>${country ? `${country.name} (${country.status}, ${factionName(country.faction)})` : '—'}</dd>
        <dt>Naval Zones</dt><dd>${hex.navalZones.map((z) => state.navalZones[z]?.name ?? z).join(', ') || '—'}</dd>
        <dt>Weather</dt><dd>${area ? `${area.name}: ${area.weather}` : hex.weatherArea}</dd>
        ${sides.length > 0 ? html`<dt>Hexsides</dt><dd>${sides.join('; ')}</dd>` : nothing}
      </dl>
      <h3>Counters (${placed.length})</h3>
      ${placed.length === 0 ? html`<p class="muted">None.</p>` : html`<ul>${placed.map((p) => html`
        <li class="faction-${counterOwner(state, p.counter) ?? 'neutral'}">${counterLabel(p.counter)}
          <span class="muted">${nationalityName(p.counter)}${unsupplied.has(p.counter.id) ? ', unsupplied' : ''}${p.at.kind === 'hex' && p.at.arrowTo ? `, arrow to ${p.at.arrowTo}` : ''}</span></li>`)}</ul>`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-hex-details': HexDetails;
  }
}
