import { LitElement, css, html, nothing, svg, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { MapView, SideView } from '../../src/core/views.ts';
import { mapColourStyles } from '../shared/map-colours.styles.ts';

const NO_KINDS = { terrains: [], features: [], ports: new Set<string>() };

/**
 * What the map's colours and lines mean, for a player reading it the first time: each side's
 * counters, the terrain and hexside features the map has (named by the ruleset's map view), ports,
 * arrows, the highlight of the chosen action's targets and the ring around the units an action names.
 */
@customElement('tc-map-legend')
export class MapLegend extends LitElement {
  static override styles = [mapColourStyles, css`
    :host { display: flex; flex-wrap: wrap; gap: 4px 16px; font: 12px system-ui, sans-serif; color: #333; margin-top: 6px; }
    span { display: inline-flex; align-items: center; gap: 4px; }
    svg { width: 22px; height: 12px; }
  `];

  /** The map whose terrain and hexside features to explain. */
  @property({ attribute: false }) map?: MapView;
  /** The sides whose counters' colours to explain. */
  @property({ attribute: false }) sides: readonly SideView[] = [];

  /** What the map has to explain, read from its thousands of hexes only when the map changes. */
  private kinds: { readonly terrains: readonly string[]; readonly features: readonly string[]; readonly ports: ReadonlySet<string> } = NO_KINDS;

  override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('map')) return;
    const map = this.map;
    this.kinds = map ? {
      terrains: [...new Set(map.hexes.map((h) => h.terrain))].sort(),
      features: [...new Set(map.sides.flatMap((s) => s.features))].sort(),
      ports: new Set(map.hexes.flatMap((h) => (h.port ? [h.port] : []))),
    } : NO_KINDS;
  }

  override render() {
    const map = this.map, { terrains, features, ports } = this.kinds;
    return html`
      ${this.sides.map((s) => html`<span><svg>${svg`<rect class="chip colour-${s.id}" x="4" y="1" width="14" height="10" rx="1.5"></rect>`}</svg>${s.name} counter</span>`)}
      ${terrains.map((t) => html`<span><svg>${svg`<rect class="t-${t}" x="2" y="1" width="18" height="10"></rect>`}</svg>${map?.terrainNames[t] ?? t}</span>`)}
      ${features.map((f) => html`<span><svg>${svg`<rect width="22" height="12" fill="#e9e2c0"></rect><line class="side-${f}" x1="2" y1="6" x2="20" y2="6"></line>`}</svg>${map?.featureNames[f] ?? f}</span>`)}
      ${ports.has('port') ? html`<span><svg>${svg`<circle cx="11" cy="6" r="3" fill="#fff" stroke="#135"></circle>`}</svg>Port</span>` : nothing}
      ${ports.has('major') ? html`<span><svg>${svg`<circle cx="11" cy="6" r="3" fill="#135" stroke="#135"></circle>`}</svg>Major port</span>` : nothing}
      <span><svg>${svg`<line x1="3" y1="6" x2="17" y2="6" stroke="#d01" stroke-width="1.6"></line><path d="M15,3 L20,6 L15,9 z" fill="#d01"></path>`}</svg>Arrow of a marker (it points through a hexside)</span>
      <span><svg>${svg`<defs><pattern id="legend-hatch" patternUnits="userSpaceOnUse" width="4" height="4" patternTransform="rotate(45)">
        <rect width="4" height="4" fill="#e9e2c0"></rect><line x1="1" y1="0" x2="1" y2="4" stroke="#111" stroke-width="1.4" stroke-opacity="0.6"></line></pattern></defs>
        <rect x="2" y="1.5" width="18" height="9" fill="url(#legend-hatch)" stroke="#111" stroke-width="2"></rect>`}</svg>Target of the chosen action</span>
      <span><svg>${svg`<rect x="2" y="1.5" width="18" height="9" fill="#e9e2c0" stroke="#5a189a" stroke-width="2.5" stroke-dasharray="4 2"></rect>`}</svg>Units the action under the pointer or focus names</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-map-legend': MapLegend;
  }
}
