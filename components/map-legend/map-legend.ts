import { LitElement, css, html, svg } from 'lit';
import { customElement } from 'lit/decorators.js';

const FACTIONS = [['axis', '#f1c232', 'Axis'], ['western', '#8fb8e8', 'Western'], ['soviet', '#e06666', 'Soviet']] as const;
const SIDES = [
  ['All-Sea hexside', '#2a6f9b', '3', ''], ['Strait', '#ffffff', '3', '3 2'], ['River', '#2f7fc0', '2', ''],
  ['Mountain hexside', '#6b4e2e', '3', '1 2'], ['Border', '#7a2d7a', '1.2', '4 2'],
] as const;
const TERRAIN = [['All-Sea', '#a9d0e6'], ['Clear', '#e9e2c0'], ['Jungle', '#86b36f']] as const;

/** What the map's colours and lines mean, for a player reading it the first time. */
@customElement('tc-map-legend')
export class MapLegend extends LitElement {
  static override styles = css`
    :host { display: flex; flex-wrap: wrap; gap: 4px 16px; font: 12px system-ui, sans-serif; color: #333; margin-top: 6px; }
    span { display: inline-flex; align-items: center; gap: 4px; }
    svg { width: 22px; height: 12px; }
  `;

  override render() {
    return html`
      ${FACTIONS.map(([, color, name]) => html`<span><svg>${svg`<rect x="4" y="1" width="14" height="10" rx="1.5" fill=${color} stroke="#222" stroke-width="0.5"></rect>`}</svg>${name} counter</span>`)}
      ${TERRAIN.map(([name, color]) => html`<span><svg>${svg`<rect x="2" y="1" width="18" height="10" fill=${color}></rect>`}</svg>${name}</span>`)}
      ${SIDES.map(([name, color, width, dash]) => html`<span><svg>${svg`<rect width="22" height="12" fill="#e9e2c0"></rect><line x1="2" y1="6" x2="20" y2="6" stroke=${color} stroke-width=${width} stroke-dasharray=${dash}></line>`}</svg>${name}</span>`)}
      <span><svg>${svg`<circle cx="11" cy="6" r="3" fill="#fff" stroke="#135"></circle>`}</svg>Port</span>
      <span><svg>${svg`<circle cx="11" cy="6" r="3" fill="#135" stroke="#135"></circle>`}</svg>Key Port</span>
      <span><svg>${svg`<line x1="3" y1="6" x2="17" y2="6" stroke="#d01" stroke-width="1.6"></line><path d="M15,3 L20,6 L15,9 z" fill="#d01"></path>`}</svg>Beachhead arrow</span>
      <span><svg>${svg`<defs><pattern id="legend-hatch" patternUnits="userSpaceOnUse" width="4" height="4" patternTransform="rotate(45)">
        <rect width="4" height="4" fill="#e9e2c0"></rect><line x1="1" y1="0" x2="1" y2="4" stroke="#111" stroke-width="1.4" stroke-opacity="0.6"></line></pattern></defs>
        <rect x="2" y="1.5" width="18" height="9" fill="url(#legend-hatch)" stroke="#111" stroke-width="2"></rect>`}</svg>Target of the chosen action</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-map-legend': MapLegend;
  }
}
