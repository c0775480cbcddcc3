import { css } from 'lit';
import { panelStyles } from './panel.styles.ts';

/**
 * What the panels that read and write files share (Save and load, Play by mail): a row of buttons,
 * the status line, and the alert that says why a file was refused.
 */
export const filePanelStyles = [panelStyles, css`
  :host { max-width: 360px; }
  .row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  button { font: inherit; font-size: 13px; padding: 3px 10px; border: 1px solid #8a9bb0; border-radius: 4px; background: #f4f7fb; cursor: pointer; color: inherit; }
  button:hover { background: #e4ecf6; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
  .status { font-size: 12px; margin: 4px 0 0; min-height: 1.4em; }
  .alert { margin: 6px 0; padding: 6px 8px; border-left: 4px solid #c0392b; background: #fdf1f0; }
  .alert p { margin: 0 0 4px; font-weight: 600; color: #8e2a1f; }
  .alert ul { margin: 0 0 6px; overflow-wrap: anywhere; }
`];
