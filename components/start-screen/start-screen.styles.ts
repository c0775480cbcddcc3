import { css } from 'lit';
import { mapColourStyles } from '../shared/map-colours.styles.ts';

export const startScreenStyles = [mapColourStyles, css`
  :host { display: block; font: 14px/1.45 system-ui, sans-serif; color: #1b1b1b; max-width: 64em; }
  header h1 { font-size: 24px; margin: 4px 0 2px; }
  header p { margin: 0 0 12px; color: #3b4a5a; }
  h2 { font-size: 17px; margin: 14px 0 8px; }
  h3 { font-size: 15px; margin: 0 0 2px; }
  p { margin: 2px 0; }
  .muted { color: #595959; }
  .cards { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(20em, 1fr)); gap: 12px; }
  .card { display: flex; gap: 12px; border: 1px solid #c9d3df; border-radius: 6px; padding: 10px; background: #fbfcfd; }
  .thumbnail { flex: 0 0 auto; width: 112px; height: 112px; background: #eef2f6; border-radius: 4px; }
  .about { min-width: 0; }
  .ruleset { font-weight: 600; color: #1a5fb4; }
  .saved { font-size: 13px; color: #2d6a2d; }
  .actions { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
  .confirm p { font-size: 13px; margin-bottom: 4px; }
  button, label.file { font: inherit; font-size: 14px; padding: 5px 14px; border: 1px solid #1a5fb4; border-radius: 4px; background: #f4f7fb; color: #1b1b1b; cursor: pointer; }
  button.new, button.continue, button.replace { background: #1a5fb4; color: #fff; }
  button:focus-visible, label.file:focus-within { outline: 3px solid #1f6feb; outline-offset: 2px; }
  label.file { display: inline-block; }
  /* The native file input stays focusable and operable by keyboard; its label is the visible button. */
  label.file input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
  .own p { margin-top: 6px; }
  .problems { margin-top: 10px; border-left: 4px solid #c0392b; background: #fdf1f0; padding: 6px 10px; }
  .problems h3 { color: #8b1d12; }
  .problems ul { margin: 4px 0 0; padding-left: 1.2em; overflow-wrap: anywhere; }
  .path { font-weight: 600; }
  .status { min-height: 1.4em; color: #3b4a5a; }
`];
