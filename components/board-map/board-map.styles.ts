import { css } from 'lit';
import { mapColourStyles } from '../shared/map-colours.styles.ts';

/**
 * The map fills its box: give `tc-board-map` a height (it takes 100% of a container with a definite
 * height, and never less than the minimum). Target strokes use non-scaling widths so a highlighted
 * hex stays visible on a zoomed-out full board.
 */
export const boardMapStyles = [mapColourStyles, css`
  :host { display: block; position: relative; height: 100%; min-height: 420px; overflow: hidden;
    background: #9cc3d8; border-radius: 6px; font: 13px/1.35 system-ui, sans-serif; }
  .viewport { position: absolute; inset: 0; cursor: grab; touch-action: none; }
  .viewport:focus-visible { outline: 3px solid #1a4f8b; outline-offset: -3px; }
  /* Only the targets take the crosshair: the map under the pointer is the base layer, a dozen
     paths, so its cursor follows the hex under the pointer at the cost of restyling those. */
  .viewport.dragging { cursor: grabbing; }
  .layer.base.on-target { cursor: crosshair; }
  svg { display: block; width: 100%; height: 100%; user-select: none; }
  .layer { position: absolute; inset: 0; will-change: transform; }
  .layer.targets, .layer.top { pointer-events: none; }
  .terrain path { stroke: rgba(0, 0, 0, 0.18); stroke-width: 0.6; }
  .hover { fill: none; stroke: #222; stroke-width: 1.5; }
  .hover.on-target { stroke: #111; stroke-width: 5px; vector-effect: non-scaling-stroke; stroke-linejoin: round; }
  .sides path { fill: none; }
  .terrain, .sides, .printed, .counters, .hover, .halo, .selected, .focus-ring { pointer-events: none; }
  .name { font: 600 7px system-ui, sans-serif; fill: #222; text-anchor: middle; }
  .port { fill: #fff; stroke: #135; stroke-width: 1; }
  .port.major { fill: #135; }
  .chip-text { font: 600 5.5px ui-monospace, monospace; text-anchor: middle; fill: #111; }
  .arrow { stroke: #d01; stroke-width: 1.6; marker-end: url(#arrowhead); }
  .halo { fill: none; stroke: #fff; stroke-width: 7px; vector-effect: non-scaling-stroke; stroke-linejoin: round; }
  .target-hatch { fill: url(#target-hatch); stroke: #111; stroke-width: 3.5px; vector-effect: non-scaling-stroke;
    stroke-linejoin: round; }
  /* The tab stop lies over the highlight, unpainted until it has the keyboard focus. */
  .target { fill: none; stroke: none; outline: none; }
  .target:focus-visible { stroke: #111; stroke-width: 5px; vector-effect: non-scaling-stroke; stroke-linejoin: round; }
  .focus-ring polygon { fill: none; vector-effect: non-scaling-stroke; stroke-linejoin: round; }
  .focus-ring polygon:first-child { stroke: #fff; stroke-width: 9px; }
  .focus-ring polygon:last-child { stroke: #c00000; stroke-width: 5px; stroke-dasharray: 8 4; }
  .selected { fill: none; stroke: #d01; stroke-width: 2.5; }
  .controls { position: absolute; top: 8px; right: 8px; display: flex; flex-direction: column; gap: 4px; }
  .controls button { min-width: 34px; height: 30px; padding: 0 6px; font: 600 15px system-ui, sans-serif;
    background: #fff; color: #1b1b1b; border: 1px solid #555; border-radius: 4px; cursor: pointer; }
  .controls button:focus-visible { outline: 3px solid #1a4f8b; outline-offset: 1px; }
  .tip { position: absolute; z-index: 2; max-width: 280px; padding: 6px 8px; pointer-events: none;
    background: #fffef6; color: #1b1b1b; border: 1px solid #444; border-radius: 4px; box-shadow: 0 2px 6px rgba(0, 0, 0, 0.3); }
  .tip strong { display: block; }
  .tip .tip-move { margin-bottom: 4px; padding-bottom: 4px; border-bottom: 1px solid #ccc; color: #0b3d91; font-weight: 600; }
  .tip .muted { color: #555; }
  .tip ul { margin: 4px 0 0; padding: 0; list-style: none; }
  .tip li { padding-left: 5px; margin: 1px 0; border-left: 4px solid #ccc; }
  .tip li.colour-axis { border-color: #f1c232; }
  .tip li.colour-western { border-color: #8fb8e8; }
  .tip li.colour-soviet { border-color: #e06666; }
  .empty { padding: 12px; }
  /* Moving a piece: the path previewed (dashed when unchecked), its words for screen readers, a refusal by its hex. */
  .move-preview polyline { fill: none; stroke: #0b3d91; stroke-width: 3px; vector-effect: non-scaling-stroke; stroke-linejoin: round; }
  .move-preview circle { fill: #0b3d91; }
  .move-preview.unchecked polyline { stroke: #8a2be2; stroke-dasharray: 6 4; }
  .move-preview.unchecked circle { fill: #8a2be2; }
  .unchecked-moved { fill: none; stroke: #8a2be2; stroke-width: 2.5px; stroke-dasharray: 4 3; vector-effect: non-scaling-stroke; }
  .move-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .move-notice { position: absolute; z-index: 3; max-width: 260px; padding: 6px 8px; background: #fff4f4; color: #5c0000;
    border: 2px solid #a00; border-radius: 4px; box-shadow: 0 2px 6px rgba(0, 0, 0, 0.3); }
`];
