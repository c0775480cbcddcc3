import { css } from 'lit';
import { panelStyles } from '../shared/panel.styles.ts';

export const turnLogStyles = [panelStyles, css`
  ol { list-style: none; margin: 0; padding: 0; max-height: 420px; overflow-y: auto; }
  li { margin: 1px 0; }
  .rule { display: inline-block; min-width: 4.5em; font: 12px ui-monospace, monospace; color: #555; }
  .event { margin-top: 6px; font-weight: 600; }
  .kind-roll { color: #6a3d9a; }
  .kind-choice { color: #1b4f8a; }
  /* A free move (R-FREE-MOVES): no rule checked it, and the log says so at a glance. */
  .kind-unchecked { color: #5b1a8f; font-style: italic; border-left: 3px dashed #8a2be2; padding-left: 4px; }
  .boundary { display: flex; justify-content: flex-end; }
  button { font: inherit; font-size: 12px; padding: 1px 6px; border: 1px solid #aaa; border-radius: 3px; background: #fafafa; cursor: pointer; }
  .boundary { gap: 4px; }
  li.earlier { text-align: center; margin: 2px 0 6px; }
  button.go { all: unset; cursor: pointer; }
  button.go:hover, .goes:hover { text-decoration: underline; }
  .goes { cursor: pointer; }
  .note { margin: 2px 0 2px 1em; padding: 2px 6px; background: #fff8d6; border-left: 3px solid #c9a400; white-space: pre-wrap; }
  .note-mark { font-weight: 600; }
  .note-editor form { display: grid; gap: 2px; margin: 2px 0 2px 1em; }
  .note-editor textarea { font: inherit; }
  .note-buttons { display: flex; gap: 4px; justify-content: flex-end; }
  button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
`];
