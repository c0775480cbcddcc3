import { css } from 'lit';
import { panelStyles } from '../shared/panel.styles.ts';

export const legalActionsStyles = [panelStyles, css`
  .count { font-weight: 400; color: #555; }
  .other-dice { margin: 0 0 4px; font-size: 12px; color: #4a4a4a; }
  .group { margin: 6px 0; }
  .group ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
  button { font: inherit; font-size: 13px; padding: 3px 8px; border: 1px solid #8a9bb0; border-radius: 4px; background: #f4f7fb; cursor: pointer; text-align: left; color: inherit; }
  button:hover { background: #e4ecf6; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
  button[aria-pressed='true'] { background: #1f6feb; border-color: #1f6feb; color: #fff; }
  .hint { font-size: 12px; color: #4a4a4a; }
  button[aria-pressed='true'] .hint { color: #fff; }
  .armed { margin: 6px 0; padding: 6px 8px; border: 2px solid #1f6feb; border-radius: 6px; background: #f0f6ff; }
  .armed p { margin: 0 0 4px; }
  .armed ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; max-height: 180px; overflow: auto; }
  /* The switch of a long target list, drawn as a disclosure: a triangle that turns when it is open. */
  .all-targets .list-all { display: block; margin: 2px 0 4px; padding: 0; border: none; background: none; font-size: 14px; }
  .all-targets .list-all:hover { background: none; }
  .all-targets .marker { display: inline-block; width: 1.1em; }
  .entry { display: flex; gap: 4px; margin-top: 6px; align-items: center; flex-wrap: wrap; }
  .entry input { font: inherit; font-size: 13px; padding: 2px 6px; width: 16em; max-width: 100%; }
  .empty { color: #555; }
  .why-not { margin-top: 10px; border-left: 4px solid #c0392b; padding: 4px 8px; background: #fdf1f0; }
  .why-not h3 { margin-top: 0; color: #8e2a1f; }
  .rule { font: 600 12px ui-monospace, monospace; margin-right: 6px; }
`];
