import { css } from 'lit';

export const inspectorPanelStyles = css`
  :host { display: flex; flex-direction: column; min-height: 200px; height: 100%; font: 13px/1.4 system-ui, sans-serif; color: #1b1b1b; }
  .filters { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; padding-bottom: 4px; }
  .filters input[type='search'] { font: inherit; padding: 2px 6px; min-width: 12em; flex: 1; }
  .filters label { white-space: nowrap; }
  .pager { display: flex; flex-wrap: wrap; gap: 4px 6px; align-items: center; padding-bottom: 4px; }
  .count { color: #555; font-variant-numeric: tabular-nums; }
  button.page { font: inherit; font-size: 12px; padding: 1px 8px; border: 1px solid #8a9bb0; border-radius: 4px; background: #f4f7fb; color: inherit; cursor: pointer; }
  button.page:disabled { cursor: default; color: #6b6b6b; background: #f7f7f7; border-color: #c9d1dc; }
  button.page:focus-visible { outline: 2px solid #1a5fb4; outline-offset: 1px; }
  ol { list-style: none; margin: 0; padding: 0; overflow: auto; flex: 1; border: 1px solid #c9d1dc; border-radius: 6px; }
  li { display: grid; grid-template-columns: 3.5em 6.5em 1fr; gap: 6px; padding: 2px 6px; border-bottom: 1px solid #eef1f5; align-items: baseline; }
  li:last-child { border-bottom: none; }
  .seq { color: #666; font-variant-numeric: tabular-nums; text-align: right; }
  .kind { font-size: 11px; text-transform: uppercase; letter-spacing: 0.03em; color: #39465a; }
  .kind-event .kind { color: #1a5fb4; }
  .kind-microstep .kind { color: #7a4d00; }
  .kind-snapshot .kind { color: #2d6a2d; }
  .body { min-width: 0; overflow-wrap: anywhere; }
  .value { color: #555; font-family: ui-monospace, monospace; font-size: 12px; }
  button.focus { all: unset; cursor: pointer; color: #1a5fb4; text-decoration: underline; }
  button.focus:focus-visible { outline: 2px solid #1a5fb4; outline-offset: 1px; }
  .empty { padding: 8px; color: #555; }
`;
