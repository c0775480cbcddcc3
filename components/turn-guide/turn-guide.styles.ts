import { css } from 'lit';

export const turnGuideStyles = css`
  :host { display: block; font: 14px/1.4 system-ui, sans-serif; color: #1b1b1b; }
  header { display: flex; flex-wrap: wrap; gap: 4px 18px; align-items: baseline; margin-bottom: 10px; }
  h1 { font-size: 20px; margin: 0; }
  .facts { color: #444; }
  main { display: grid; grid-template-columns: 280px minmax(0, 1fr) 340px; gap: 12px; align-items: start; }
  .outline, aside { max-height: 88vh; overflow: auto; }
  aside { display: grid; gap: 12px; }
  section, tc-sequence-outline { background: #fafafa; border: 1px solid #ddd; border-radius: 6px; padding: 8px 10px; }
  .map { overflow: auto; max-height: 88vh; }
  @media (max-width: 1100px) { main { grid-template-columns: 240px minmax(0, 1fr); } aside { grid-column: 1 / -1; } }
  @media (max-width: 700px) { main { grid-template-columns: 1fr; } }
`;
