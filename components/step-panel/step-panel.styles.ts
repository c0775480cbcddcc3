import { css } from 'lit';
import { panelStyles } from '../shared/panel.styles.ts';

export const stepPanelStyles = [panelStyles, css`
  .rule { display: inline-block; font: 600 12px/1.6 ui-monospace, monospace; background: #eef2f7; border-radius: 3px; padding: 0 5px; margin-right: 6px; }
  .actor { margin: 4px 0; }
  .actor strong { font-weight: 600; }
  .explain { margin: 6px 0 0; }
  .ends { margin: 6px 0 0; font-size: 13px; color: #3d3d3d; border-top: 1px solid #e2e2e2; padding-top: 4px; }
  .over { color: #555; }
`];
