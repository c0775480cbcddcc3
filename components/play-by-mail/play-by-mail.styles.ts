import { css } from 'lit';
import { filePanelStyles } from '../shared/file-panel.styles.ts';

export const playByMailStyles = [...filePanelStyles, css`
  .confirm { margin: 6px 0; padding: 6px 8px; border-left: 4px solid #b35900; background: #fff4e5; }
  .confirm p { margin: 0 0 6px; }
  button:disabled { cursor: default; color: #6b6b6b; background: #f0f0f0; }
`];
