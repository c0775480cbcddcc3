import { css } from 'lit';
import { panelStyles } from '../shared/panel.styles.ts';

export const historyBarStyles = [panelStyles, css`
  .row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  button { font: inherit; padding: 3px 10px; border: 1px solid #888; border-radius: 4px; background: #fafafa; cursor: pointer; }
  button:disabled { cursor: default; color: #6b6b6b; background: #f0f0f0; }
  button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
  .preview { margin: 0 0 8px; padding: 8px; border: 2px solid #b35900; border-radius: 4px; background: #fff4e5; }
  .preview h2 { margin: 0 0 4px; }
  .preview p { margin: 0 0 6px; }
  .said { margin: 4px 0 0; font-size: 13px; min-height: 1em; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`];
