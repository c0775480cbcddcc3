import { css } from 'lit';
import { panelStyles } from '../shared/panel.styles.ts';

export const playByMailStyles = [panelStyles, css`
  :host { max-width: 360px; }
  .row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  button { font: inherit; font-size: 13px; padding: 3px 10px; border: 1px solid #8a9bb0; border-radius: 4px; background: #f4f7fb; cursor: pointer; color: inherit; }
  button:hover { background: #e4ecf6; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
  .status { font-size: 12px; margin: 4px 0 0; min-height: 1.4em; }
  .alert { margin: 6px 0; padding: 6px 8px; border-left: 4px solid #c0392b; background: #fdf1f0; }
  .alert p { margin: 0 0 4px; font-weight: 600; color: #8e2a1f; }
  .alert ul { margin: 0 0 6px; overflow-wrap: anywhere; }
  .confirm { margin: 6px 0; padding: 6px 8px; border-left: 4px solid #b35900; background: #fff4e5; }
  .confirm p { margin: 0 0 6px; }
  button:disabled { cursor: default; color: #6b6b6b; background: #f0f0f0; }
`];
