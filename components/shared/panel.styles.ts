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
  /* A side's colour (\`colour-<side id>\`): those named are the Dai Senso! factions'. */
  [class^='colour-'], [class*=' colour-'] { border-left: 4px solid #ccc; padding-left: 4px; }
  .colour-axis { border-left-color: #f1c232; }
  .colour-western { border-left-color: #8fb8e8; }
  .colour-soviet { border-left-color: #e06666; }
  .muted { color: #595959; }
`;
