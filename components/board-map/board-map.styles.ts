import { css } from 'lit';

export const boardMapStyles = css`
  :host { display: block; overflow: auto; background: #9cc3d8; border-radius: 6px; }
  svg { display: block; width: 100%; height: auto; }
  .hex { stroke: rgba(0, 0, 0, 0.18); stroke-width: 0.6; cursor: pointer; }
  .hex:hover { stroke: #222; stroke-width: 1.5; }
  .hex.selected { stroke: #d01; stroke-width: 2.5; }
  .t-allSea { fill: #a9d0e6; }
  .t-clear { fill: #e9e2c0; }
  .t-rough { fill: #d8c69a; }
  .t-forest { fill: #a9c98e; }
  .t-jungle { fill: #86b36f; }
  .t-swamp { fill: #9fbfa6; }
  .t-mountain { fill: #b8a489; }
  .t-desert { fill: #eed9a0; }
  .side-allSea { stroke: #2a6f9b; stroke-width: 3; stroke-linecap: round; }
  .side-strait { stroke: #fff; stroke-width: 3; stroke-dasharray: 3 2; }
  .side-river { stroke: #2f7fc0; stroke-width: 2; }
  .side-lake { stroke: #1f5f90; stroke-width: 4; }
  .side-mountain { stroke: #6b4e2e; stroke-width: 3; stroke-dasharray: 1 2; }
  .side-border { stroke: #7a2d7a; stroke-width: 1.2; stroke-dasharray: 4 2; }
  .name { font: 600 7px system-ui, sans-serif; fill: #222; text-anchor: middle; pointer-events: none; }
  .port { fill: #fff; stroke: #135; stroke-width: 1; pointer-events: none; }
  .port.key { fill: #135; }
  .chip { stroke: #222; stroke-width: 0.5; pointer-events: none; }
  .chip.axis { fill: #f1c232; }
  .chip.western { fill: #8fb8e8; }
  .chip.soviet { fill: #e06666; }
  .chip.neutral { fill: #ccc; }
  .chip-text { font: 600 5.5px ui-monospace, monospace; text-anchor: middle; pointer-events: none; fill: #111; }
  .arrow { stroke: #d01; stroke-width: 1.6; marker-end: url(#arrowhead); pointer-events: none; }
`;
