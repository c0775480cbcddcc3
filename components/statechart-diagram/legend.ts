import { html, nothing, svg } from 'lit';

/** A state box or a transition line in the drawing's own colours (src/diagram/svg.ts DIAGRAM_CSS). */
const box = (stroke: string, fill: string, width = 1.2, dash = '') => svg`<rect x="1.5" y="2" width="23" height="12" rx="3"
  fill=${fill} stroke=${stroke} stroke-width=${width} stroke-dasharray=${dash}></rect>`;
const line = (stroke: string, width = 1.2, dash = '') => svg`<path d="M1 8 H25" fill="none" stroke=${stroke} stroke-width=${width} stroke-dasharray=${dash}></path>`;

const item = (swatches: readonly ReturnType<typeof svg>[], text: string) => html`<li>${swatches.map((s) => html`<svg class="swatch"
  width="26" height="16" viewBox="0 0 26 16" aria-hidden="true">${s}</svg>`)}<span>${text}</span></li>`;

/**
 * What each colour of the diagram means: the turn under way (when it is followed), folded boxes,
 * and the coverage overlay of the generated path tests (when it is shown).
 */
export function diagramLegend(live: boolean, coverage: boolean) {
  return html`<ul class="legend" aria-label="Legend of the diagram">
    ${live ? html`
      ${item([box('#c2410c', '#fff1e6', 3)], 'active now')}
      ${item([line('#c2410c', 2.5)], 'taken by the last event')}
      ${item([box('#3d4a5c', '#eef6ee'), line('#7fb58a')], 'visited this turn')}` : nothing}
    ${item([box('#3d4a5c', '#fbf7ec', 1.2, '5 3')], 'folded (double-click to open)')}
    ${coverage ? html`
      ${item([box('#15803d', '#ffffff'), line('#15803d')], 'covered by a generated path test')}
      ${item([box('#b91c1c', '#ffffff', 1.2, '2 2'), line('#b91c1c', 1.2, '2 2')], 'not covered by any path test')}` : nothing}
  </ul>`;
}
