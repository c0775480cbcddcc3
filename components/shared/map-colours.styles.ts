import { css } from 'lit';

/**
 * The map's colours, shared by the map and its legend: terrain fills by key (`t-<terrain>`),
 * hexside feature strokes by key (`side-<feature>`), and counter chips by side (`chip colour-<side id>`).
 * The keys are the ruleset's (its map view's terrain and feature keys, its sides' ids); those named
 * here are the Dai Senso! ones and the plain terrain words other rulesets use (open, woods, hills,
 * sea, village, city: the OCS teaching map's), the OCS and A World at War hexside features and
 * sides, and a key with no rule here is drawn in the neutral colour.
 */
export const mapColourStyles = css`
  [class^='t-'], [class*=' t-'] { fill: #ddd8c4; }
  .t-allSea { fill: #a9d0e6; }
  .t-clear { fill: #e9e2c0; }
  .t-rough { fill: #d8c69a; }
  .t-forest { fill: #a9c98e; }
  .t-jungle { fill: #86b36f; }
  .t-swamp { fill: #9fbfa6; }
  .t-mountain { fill: #b8a489; }
  .t-desert { fill: #eed9a0; }
  .t-sea { fill: #a9d0e6; }
  .t-open { fill: #e9e2c0; }
  .t-woods { fill: #a9c98e; }
  .t-hills { fill: #d8c69a; }
  .t-village { fill: #d9c7b8; }
  .t-city { fill: #b9a89a; }
  [class^='side-'], [class*=' side-'] { stroke: #555; stroke-width: 2; }
  .side-allSea { stroke: #2a6f9b; stroke-width: 3; stroke-linecap: round; }
  .side-strait { stroke: #fff; stroke-width: 3; stroke-dasharray: 3 2; }
  .side-river { stroke: #2f7fc0; stroke-width: 2; }
  .side-lake { stroke: #1f5f90; stroke-width: 4; }
  .side-mountain { stroke: #6b4e2e; stroke-width: 3; stroke-dasharray: 1 2; }
  .side-border { stroke: #7a2d7a; stroke-width: 1.2; stroke-dasharray: 4 2; }
  .side-minorRiver { stroke: #2f7fc0; stroke-width: 1.5; }
  .side-majorRiver { stroke: #1f5f90; stroke-width: 3.5; }
  .side-road { stroke: #8b5a2b; stroke-width: 1.5; stroke-dasharray: 4 2; }
  .side-crossingArrow { stroke: #e67e22; stroke-width: 2.5; }
  .side-allWater { stroke: #2a6f9b; stroke-width: 3; stroke-linecap: round; }
  .side-impassable { stroke: #111; stroke-width: 3.5; }
  .side-fortressLine { stroke: #4a235a; stroke-width: 3; stroke-dasharray: 2 2; }
  .side-fortificationLine { stroke: #7d3c98; stroke-width: 2; stroke-dasharray: 5 2; }
  .chip { fill: #ccc; stroke: #222; stroke-width: 0.5; }
  .chip.colour-axis { fill: #f1c232; }
  .chip.colour-western { fill: #8fb8e8; }
  .chip.colour-soviet { fill: #e06666; }
  .chip.colour-allies { fill: #9cc59a; }
  .chip.colour-nk { fill: #e58b8b; }
  .chip.colour-un { fill: #8fb8e8; }
`;
