import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { describePlace, placeIndex, type DsGameState, type Placed } from '../../src/ds/model/index.ts';
import { counterLabel, counterOwner, placeNames } from '../shared/labels.ts';
import { panelStyles } from '../shared/panel.styles.ts';

/** The places off the map (Force Pools, Naval Zone boxes, Delay Box, tracks...) and what is in them. */
@customElement('tc-place-list')
export class PlaceList extends LitElement {
  static override styles = panelStyles;

  /** The game state whose off-map places to list. */
  @property({ attribute: false }) state?: DsGameState;

  override render() {
    const state = this.state;
    if (!state) return html``;
    const groups: { name: string; placed: readonly Placed[] }[] = [];
    for (const placed of placeIndex(state).values()) {
      const at = placed[0]!.at;
      if (at.kind === 'hex') continue;
      groups.push({ name: describePlace(at, placeNames(state)), placed });
    }
    groups.sort((a, b) => a.name.localeCompare(b.name));
    return html`<h2>Off the map</h2>${groups.map((g) => html`
      <details>
        <summary>${g.name} (${g.placed.length})</summary>
        <ul>${g.placed.map((p) => html`<li class="faction-${counterOwner(state, p.counter) ?? 'neutral'}">${counterLabel(p.counter)}</li>`)}</ul>
      </details>`)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-place-list': PlaceList;
  }
}
