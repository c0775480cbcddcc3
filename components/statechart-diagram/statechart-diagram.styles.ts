import { css } from 'lit';

export const statechartDiagramStyles = css`
  :host { display: flex; flex-direction: column; position: relative; min-height: 320px; height: 100%;
    font: 13px/1.4 system-ui, sans-serif; color: #1b1b1b; }
  .toolbar { display: flex; gap: 6px; align-items: center; padding: 4px 0; flex: none; }
  .toolbar button, .detail button { font: inherit; padding: 2px 10px; border: 1px solid #8a94a3; border-radius: 4px;
    background: #fff; cursor: pointer; }
  .toolbar button:focus-visible, .detail button:focus-visible { outline: 2px solid #1a5fb4; outline-offset: 1px; }
  .status { color: #555; margin-left: auto; }
  .legend { display: flex; flex-wrap: wrap; gap: 2px 14px; margin: 4px 0 0; padding: 0; list-style: none; font-size: 12px; color: #333; flex: none; }
  .legend li { display: flex; align-items: center; gap: 3px; }
  .legend .swatch { flex: none; }
  .canvas { flex: 1; min-height: 0; border: 1px solid #c9d1dc; border-radius: 6px; overflow: hidden; background: #fff;
    cursor: grab; touch-action: none; }
  .canvas.dragging { cursor: grabbing; }
  .canvas svg { display: block; width: 100%; height: 100%; user-select: none; }
  .canvas .state { cursor: pointer; }
  .canvas .state:focus-visible > rect.box { outline: none; stroke: #1a5fb4; stroke-width: 3; }
  .canvas .state.selected > rect.box { stroke: #1a5fb4; stroke-width: 2.5; }
  .placeholder { flex: 1; display: grid; place-items: center; color: #555; border: 1px dashed #c9d1dc; border-radius: 6px; }
  .detail { position: absolute; right: 10px; top: 44px; width: min(360px, 70%); max-height: 70%; overflow: auto;
    background: #fff; border: 1px solid #8a94a3; border-radius: 6px; box-shadow: 0 4px 14px rgb(0 0 0 / 18%); padding: 8px 12px; }
  .detail h3 { margin: 0 0 4px; font-size: 14px; }
  .detail .rule { color: #555; font-variant-numeric: tabular-nums; }
  .detail p { margin: 4px 0; }
  .detail ul { margin: 4px 0; padding-left: 18px; }
  .detail code { font-size: 12px; }
  .detail .actions { display: flex; gap: 6px; margin-top: 6px; }
`;
