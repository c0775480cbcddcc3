import { css } from 'lit';

export const guideAppStyles = css`
  :host { display: block; }
  nav.table { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 0 0 8px; margin-bottom: 8px;
    border-bottom: 1px solid #d4dbe4; font: 14px/1.4 system-ui, sans-serif; }
  button.new-game { font: inherit; font-size: 13px; padding: 3px 12px; border: 1px solid #8a9bb0; border-radius: 4px;
    background: #f4f7fb; color: #1b1b1b; cursor: pointer; }
  button.new-game:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
  .console-switch { font-size: 13px; }
`;
