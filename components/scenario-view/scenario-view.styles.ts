import { css } from 'lit';

export const scenarioViewStyles = css`
  :host { display: block; font: 14px/1.4 system-ui, sans-serif; color: #1b1b1b; }
  header { display: flex; flex-wrap: wrap; gap: 4px 18px; align-items: baseline; margin-bottom: 10px; }
  h1 { font-size: 20px; margin: 0; }
  .facts { color: #444; }
  .sample { background: #fff3c4; border: 1px solid #e0c060; border-radius: 4px; padding: 0 5px; font-size: 12px; }
  main { display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 12px; align-items: start; }
  aside { display: grid; gap: 12px; max-height: 85vh; overflow: auto; }
  section { background: #fafafa; border: 1px solid #ddd; border-radius: 6px; padding: 8px 10px; }
  tc-board-map { max-height: 85vh; }
  @media (max-width: 900px) { main { grid-template-columns: 1fr; } }
`;
