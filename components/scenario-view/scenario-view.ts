import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { FACTION_NAMES, type DsGameState } from '../../src/ds/model/index.ts';
import '../board-map/board-map.ts';
import '../hex-details/hex-details.ts';
import '../place-list/place-list.ts';
import '../map-legend/map-legend.ts';
import type { HexSelectEvent } from '../board-map/board-map.ts';
import { scenarioViewStyles } from './scenario-view.styles.ts';

/** A loaded scenario at a glance: where the game stands, the map, the selected hex, the boxes. */
@customElement('tc-scenario-view')
export class ScenarioView extends LitElement {
  static override styles = scenarioViewStyles;

  @state() private selected?: string;

  /** The game state to show. */
  @property({ attribute: false }) gameState?: DsGameState;

  private onHexSelect(e: HexSelectEvent): void {
    this.selected = e.detail.hex;
  }

  override render() {
    const s = this.gameState;
    if (!s) return html`<p>Loading scenario…</p>`;
    const g = s.game;
    return html`
      <header>
        <h1>${s.scenario.name}</h1>
        <span class="facts">Turn ${g.turn}, ${g.season} ${g.year} · ${FACTION_NAMES[g.phasing]} faction turn ·
          order ${g.factionOrder.map((f) => FACTION_NAMES[f]).join(' → ')}${g.preWar ? ' · Pre-War' : ''}</span>
        <span class="facts">Current Card: ${g.currentCard.name} (Blitz Value ${g.currentCard.blitzValue};
          Political Events: ${g.currentCard.politicalEvents})</span>
      </header>
      <main>
        <div>
          <tc-board-map .state=${s} .selected=${this.selected} @hex-select=${this.onHexSelect}></tc-board-map>
          <tc-map-legend></tc-map-legend>
        </div>
        <aside>
          <section><tc-hex-details .state=${s} .hex=${this.selected}></tc-hex-details></section>
          <section><tc-place-list .state=${s}></tc-place-list></section>
        </aside>
      </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-scenario-view': ScenarioView;
  }
}
