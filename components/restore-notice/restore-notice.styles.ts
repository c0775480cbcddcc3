import { css } from 'lit';
import { panelStyles } from '../shared/panel.styles.ts';

export const restoreNoticeStyles = [panelStyles, css`
  .notice { margin: 8px 0; padding: 8px 10px; border-left: 4px solid #c0392b; background: #fdf1f0; max-width: 60em; }
  h2 { color: #8e2a1f; }
  p { margin: 0 0 6px; overflow-wrap: anywhere; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; }
  button { font: inherit; font-size: 13px; padding: 3px 10px; border: 1px solid #8a9bb0; border-radius: 4px; background: #f4f7fb; cursor: pointer; color: inherit; }
  button:hover { background: #e4ecf6; }
  button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
  .status { font-size: 12px; margin: 4px 0 0; min-height: 1.4em; }
`];
