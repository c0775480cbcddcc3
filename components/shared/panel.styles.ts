import { css } from 'lit';

/** Shared look of the guide's side panels. */
export const panelStyles = css`
  :host { display: block; font: 14px/1.4 system-ui, sans-serif; color: #1b1b1b; }
  h2 { font-size: 15px; margin: 0 0 6px; }
  h3 { font-size: 13px; margin: 10px 0 4px; color: #444; }
  ul { margin: 0; padding-left: 18px; }
  li { margin: 1px 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 0; }
  dt { color: #555; }
  dd { margin: 0; }
  .faction-axis { border-left: 4px solid #f1c232; padding-left: 4px; }
  .faction-western { border-left: 4px solid #8fb8e8; padding-left: 4px; }
  .faction-soviet { border-left: 4px solid #e06666; padding-left: 4px; }
  .muted { color: #595959; }
`;
