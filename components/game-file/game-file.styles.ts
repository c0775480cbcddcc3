import { css } from 'lit';
import { filePanelStyles } from '../shared/file-panel.styles.ts';

export const gameFileStyles = [...filePanelStyles, css`
  .path { font: 12px ui-monospace, monospace; }
  fieldset { margin: 8px 0 0; padding: 4px 8px 6px; border: 1px solid #ccc; border-radius: 4px; }
  legend { font-size: 13px; font-weight: 600; padding: 0 4px; }
  label { font-size: 13px; }
  .seed input { font: inherit; font-size: 13px; width: 8.5em; padding: 2px 6px; }
  .seed input[aria-invalid='true'] { border: 2px solid #c0392b; }
  .error { margin: 2px 0 0; font-size: 12px; color: #8e2a1f; }
  .hint { margin: 4px 0 0; font-size: 12px; color: #555; }
  .replaying { align-items: center; font-size: 13px; }
  .replaying progress { flex: 1 1 8em; min-width: 6em; }
`];
