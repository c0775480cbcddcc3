import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import { describePlace, placeIndex, placeKey, type DsGameState, type Placed } from '../../src/ds/model/index.ts';
import { counterLabel, counterOwner, placeNames } from '../shared/labels.ts';
import { panelStyles } from '../shared/panel.styles.ts';
import { placeOfTargetKey, targetKeyOf } from './place-targets.ts';

export interface PlaceSelectDetail {
  /** The target key of the chosen place, as given in `targets` ("zone:bayOfBengal", "box:strategicWarfare"). */
  readonly key: string;
}
export type PlaceSelectEvent = CustomEvent<PlaceSelectDetail>;

interface Group { readonly name: string; readonly placed: readonly Placed[] }
interface TargetGroup extends Group { readonly key: string; readonly label: string }

/**
 * The places off the map (Force Pools, Naval Zone boxes, Delay Box, tracks...) and what is in them.
 * Places named in `targets` come first, as buttons that dispatch `place-select`: the off-map
 * targets of the armed action (a support unit to an On Station Box, a convoy to a zone), listed
 * even while empty.
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
  `];

  /** The game state whose off-map places to list. */
  @property({ attribute: false }) state?: DsGameState;
  /** Target key → accessible label of the action choosing that place performs; these places render as buttons. */
  @property({ attribute: false }) targets?: ReadonlyMap<string, string>;

  private onChoose(key: string): void {
    const detail: PlaceSelectDetail = { key };
    this.dispatchEvent(new CustomEvent('place-select', { detail, bubbles: true, composed: true }));
  }

  private groups(state: DsGameState): { targets: TargetGroup[]; others: Group[] } {
    const index = placeIndex(state), names = placeNames(state), targets = this.targets ?? new Map<string, string>();
    const chosen: TargetGroup[] = [...targets].map(([key, label]) => {
      const place = placeOfTargetKey(key);
      return { key, label, name: place ? describePlace(place, names) : label, placed: place ? index.get(placeKey(place)) ?? [] : [] };
    });
    const others: Group[] = [];
    for (const placed of index.values()) {
      const at = placed[0]?.at;
      if (!at || at.kind === 'hex') continue;
      const key = targetKeyOf(at);
      if (key !== undefined && targets.has(key)) continue;
      others.push({ name: describePlace(at, names), placed });
    }
    others.sort((a, b) => a.name.localeCompare(b.name));
    return { targets: chosen, others };
  }

  /** A place's counters: redrawn only when the state or the place's contents change (arming an action changes neither). */
  private renderCounters(state: DsGameState, placed: readonly Placed[]) {
    return html`<ul>${placed.map((p) => html`<li class="faction-${counterOwner(state, p.counter) ?? 'neutral'}">${counterLabel(p.counter)}</li>`)}</ul>`;
  }

  override render() {
    const state = this.state;
    if (!state) return html``;
    const { targets, others } = this.groups(state);
    return html`<h2>Off the map</h2>
      ${targets.length > 0 ? html`<div class="targets" role="group" aria-label="Places the chosen action can target">${targets.map((g) => html`
        <div>
          <button type="button" aria-label=${g.label} data-key=${g.key} @click=${() => this.onChoose(g.key)}>${g.name} (${g.placed.length})</button>
          ${g.placed.length > 0 ? guard([state, g.placed], () => this.renderCounters(state, g.placed)) : nothing}
        </div>`)}</div>` : nothing}
      ${repeat(others, (g) => g.name, (g) => html`
      <details>
        <summary>${g.name} (${g.placed.length})</summary>
        ${guard([state, g.placed], () => this.renderCounters(state, g.placed))}
      </details>`)}`;
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
