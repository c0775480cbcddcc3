import { css } from 'lit';

export const sequenceOutlineStyles = css`
  :host { display: block; font: 13px/1.35 system-ui, sans-serif; color: #1b1b1b; }
  h2 { font-size: 15px; margin: 0 0 6px; }
  ol { list-style: none; margin: 0; padding-left: 12px; }
  :host > nav > ol { padding-left: 0; }
  li { margin: 1px 0; }
  button.node { all: unset; box-sizing: border-box; display: flex; gap: 6px; width: 100%; padding: 1px 4px;
    border-radius: 4px; cursor: pointer; }
  button.node:hover { background: #eef3fb; }
  button.node:focus-visible { outline: 2px solid #1a5fb4; outline-offset: 1px; }
  .mark { width: 1.1em; flex: none; text-align: center; }
  .rule { color: #555; font-variant-numeric: tabular-nums; flex: none; }
  .phase > button.node { font-weight: 600; }
  .active > button.node { background: #fff3c4; box-shadow: inset 3px 0 #d9a400; font-weight: 600; }
  .done > button.node { color: #2d6a2d; }
  .skipped > button.node { color: #5f5f5f; }
  .skipped > button.node .title { text-decoration: line-through; }
  .upcoming > button.node { color: #1b1b1b; }
  .note { display: block; margin: 0 0 2px 26px; color: #595959; font-size: 12px; }
  .explain { margin: 2px 0 4px 26px; padding: 4px 8px; background: #f3f6fa; border-left: 3px solid #8fb8e8;
    font-size: 12px; }
  .explain p { margin: 0; }
  /* Read by screen readers, not shown: the status the mark shows to sighted players. */
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .explain .actor { color: #555; }
`;
