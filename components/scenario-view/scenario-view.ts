import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { AnyRuleset } from '../../src/core/ruleset.ts';
import '../board-map/board-map.ts';
import '../hex-details/hex-details.ts';
import '../place-list/place-list.ts';
import '../map-legend/map-legend.ts';
import type { HexSelectEvent } from '../board-map/board-map.ts';
import { scenarioViewStyles } from './scenario-view.styles.ts';

/** A loaded scenario of any ruleset at a glance: where the game stands, the map, the selected hex, the places off the map. */
@customElement('tc-scenario-view')
export class ScenarioView extends LitElement {
  static override styles = scenarioViewStyles;

  @state() private selected?: string;

  /** The ruleset the scenario is of (its views say what to show). */
  @property({ attribute: false }) ruleset?: AnyRuleset;
  /** The scenario's game state. */
  @property({ attribute: false }) game?: unknown;

  private onHexSelect(e: HexSelectEvent): void {
    this.selected = e.detail.hex;
  }

  private readonly hexInfo = (id: string) => (this.ruleset && this.game !== undefined ? this.ruleset.views.hex(this.game, id) : undefined);

  override render() {
    const r = this.ruleset, game = this.game;
    if (!r || game === undefined) return html`<p>Loading scenario…</p>`;
    const views = r.views, position = views.position(game), map = views.map(game);
    return html`
      <header>
        <h1>${position.title}</h1>
        <span class="facts">${position.facts}${position.sides.length > 1 ? ` · order ${position.sides.map((s) => s.name).join(' → ')}` : nothing}</span>
      </header>
      <main>
        <div>
          <tc-board-map .map=${map} .stacks=${views.stacks(game)} .hexInfo=${this.hexInfo} .mapName=${position.title}
            .selected=${this.selected} @hex-select=${this.onHexSelect}></tc-board-map>
          <tc-map-legend .map=${map} .sides=${position.sides}></tc-map-legend>
        </div>
        <aside>
          <section><tc-hex-details .hex=${this.selected === undefined ? undefined : views.hex(game, this.selected)}></tc-hex-details></section>
          <section><tc-place-list .places=${views.places(game)}></tc-place-list></section>
        </aside>
      </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-scenario-view': ScenarioView;
  }
}
