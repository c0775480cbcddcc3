import { css } from 'lit';
import { panelStyles } from '../shared/panel.styles.ts';

/** The procedure card: its tables side by side (stacked below ~320px), its sections of figures, what is next. */
export const procedurePanelStyles = [panelStyles, css`
  :host([hidden]) { display: none; }
  section { border: 1px solid #c9d3df; border-radius: 6px; padding: 8px 10px; background: #fbfcfe; }
  .rule { display: inline-block; font: 600 12px/1.6 ui-monospace, monospace; background: #eef2f7; border-radius: 3px; padding: 0 5px; }
  .subtitle { margin: 0 0 6px; color: #444; }
  .tables { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 8px; }
  table { border-collapse: collapse; width: 100%; font-size: 13px; }
  caption { text-align: left; font-weight: 600; padding: 0 0 2px 4px; }
  th, td { padding: 1px 4px; vertical-align: top; }
  thead th { font-weight: 400; color: #555; text-align: left; border-bottom: 1px solid #d5dbe3; }
  tbody th { font-weight: 400; text-align: left; }
  td, thead th:last-child { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { font-weight: 600; border-top: 1px solid #d5dbe3; }
  .values { white-space: nowrap; }
  .note { display: block; font-size: 12px; color: #666; }
  dd .note { display: inline; }
  .notes { margin: 6px 0; color: #444; }
  dd { font-variant-numeric: tabular-nums; }
  .adjustments { list-style: none; padding: 0; margin: 4px 0; }
  .adjustments li { margin: 2px 0; }
  .adjustment { display: inline-block; min-width: 2.2em; font-weight: 600; font-variant-numeric: tabular-nums; }
  .adjustment.up { color: #1d6b2f; }
  .adjustment.down { color: #a12a1c; }
  mark.final { background: #ffe58a; color: inherit; font-weight: 700; padding: 0 6px; border-radius: 3px; }
  .lines { margin: 4px 0 0; }
  .next { margin: 6px 0 0; padding: 6px 8px; border-left: 4px solid #1f6feb; background: #f0f6ff; }
  .next p { margin: 0; }
  .next ul { margin-top: 4px; }
`];
