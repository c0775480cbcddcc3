import { css } from 'lit';
import { panelStyles } from '../shared/panel.styles.ts';

/** Two columns (the event box, its outcome and the legal templates; the state tree), one on a narrow window. */
export const designerConsoleStyles = [panelStyles, css`
  :host { display: block; }
  .console { background: #f7f9fc; border: 1px solid #8a9bb0; border-radius: 6px; padding: 8px 10px; }
  .columns { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
  .events, .state { max-height: 46vh; overflow: auto; min-width: 0; }
  @media (max-width: 900px) { .columns { grid-template-columns: minmax(0, 1fr); } }
  label { display: block; margin-bottom: 2px; }
  textarea { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; width: 100%; box-sizing: border-box; resize: vertical; }
  button { font: inherit; cursor: pointer; }
  .send, .undo, .all { padding: 3px 10px; border: 1px solid #1f6feb; border-radius: 4px; background: #1f6feb; color: #fff; }
  .undo, .all { background: #f4f7fb; color: #0b4fb3; }
  button:focus-visible, textarea:focus-visible, select:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
  .outcome { margin: 8px 0; padding: 6px 8px; border-radius: 4px; border-left: 4px solid; }
  .outcome h3 { margin: 0 0 4px; color: inherit; }
  .applied { background: #eaf6ec; border-color: #2e7d32; }
  .refused { background: #fdecea; border-color: #b3261e; }
  .rule { font-weight: 600; margin-right: 4px; }
  .violations code { color: #595959; font-size: 11px; }
  .changed { list-style: none; padding: 0; font: 12px ui-monospace, monospace; }
  .changed button { background: none; border: none; padding: 0; color: #0b4fb3; text-align: left; }
  .changed-head { margin: 4px 0 0; }
  .legal ul { list-style: none; padding: 0; }
  .template { display: block; width: 100%; text-align: left; background: #fff; border: 1px solid #d0d7e2; border-radius: 4px; padding: 2px 6px; margin: 2px 0; }
  .template:hover { background: #eef3fb; }
  .template code { display: block; color: #595959; font-size: 11px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .types { margin-top: 6px; }
  .legal-filter { font: inherit; width: 100%; box-sizing: border-box; padding: 2px 6px; }
`];
