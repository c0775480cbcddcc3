import { css } from 'lit';

/** The state tree: monospace keys and values, the focused line outlined, lines the last event changed marked. */
export const stateTreeStyles = css`
  :host { display: block; font: 13px/1.45 system-ui, sans-serif; color: #1b1b1b; }
  .find { font: inherit; width: 100%; box-sizing: border-box; padding: 3px 6px; margin-bottom: 4px; }
  .found { margin: 2px 0; color: #444; }
  .matches { margin: 0 0 6px; padding: 0; list-style: none; max-height: 9em; overflow: auto; }
  .matches button { font: 12px ui-monospace, monospace; background: none; border: none; padding: 1px 2px; color: #0b4fb3; cursor: pointer; text-align: left; }
  .matches button:hover { text-decoration: underline; }
  [role='tree'] { margin: 0; padding: 0; list-style: none; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
  [role='treeitem'] { cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; border-radius: 3px; }
  [role='treeitem']:hover { background: #eef3fb; }
  [role='treeitem']:focus { outline: 2px solid #1f6feb; outline-offset: -2px; background: #eef3fb; }
  [role='treeitem'].changed { background: #fff6d6; }
  .twisty { display: inline-block; width: 1em; color: #555; }
  [aria-expanded='false'] > .twisty::before { content: '▸'; }
  [aria-expanded='true'] > .twisty::before { content: '▾'; }
  .key { color: #6a1b7a; }
  .value { color: #1b1b1b; }
  .kind-string { color: #0a6b2f; }
  .kind-number, .kind-boolean { color: #0b4fb3; }
  .kind-null, .kind-undefined, .kind-function, .kind-object, .kind-array { color: #595959; }
  .more { color: #0b4fb3; font-style: italic; }
`;
