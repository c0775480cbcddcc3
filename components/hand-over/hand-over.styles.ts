import { css } from 'lit';
import { panelStyles } from '../shared/panel.styles.ts';

export const handOverStyles = [panelStyles, css`
  dialog { max-width: min(40em, 92vw); max-height: 86vh; overflow: auto; border: 1px solid #8a9bb0; border-radius: 6px;
    padding: 12px 16px; font: 14px/1.45 system-ui, sans-serif; color: #1b1b1b; }
  /* Light: the table stays in view behind it (nothing is hidden from either player). */
  dialog::backdrop { background: rgb(0 0 0 / 0.15); }
  h2 { font-size: 17px; margin: 0 0 8px; }
  h3 { font-size: 15px; margin: 4px 0 4px; color: #1b1b1b; }
  h4 { font-size: 13px; margin: 8px 0 2px; color: #444; }
  p { margin: 6px 0; }
  .summary { border: 1px solid #d4dbe4; border-radius: 4px; padding: 6px 10px; background: #f8fafc; }
  .summary ul { padding-left: 1.1em; }
  .rule { display: inline-block; min-width: 3.2em; font-variant-numeric: tabular-nums; color: #3b4a5a; font-weight: 600; }
  .row { display: flex; justify-content: flex-end; margin-top: 10px; }
  button { font: inherit; font-size: 14px; padding: 6px 14px; border: 1px solid #1a5fb4; border-radius: 4px; background: #1a5fb4;
    color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
`];
