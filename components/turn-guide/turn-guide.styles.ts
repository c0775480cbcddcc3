import { css } from 'lit';

/**
 * Three columns from 1100 px (outline, map, what to do now); two below that; on a narrow window
 * one column in the order a player needs: what to do now, the map, then the whole sequence.
 */
export const turnGuideStyles = css`
  :host { display: block; position: relative; font: 14px/1.4 system-ui, sans-serif; color: #1b1b1b; }
  header { display: flex; flex-wrap: wrap; gap: 4px 18px; align-items: center; margin-bottom: 10px; }
  h1 { font-size: 20px; margin: 0; }
  .facts { color: #444; }
  .save-problem, tc-restore-notice { display: block; margin: 0 0 10px; }
  .save-problem { color: #8e2a1f; }
  .views { margin-left: auto; display: flex; gap: 4px; }
  .views button { font: inherit; padding: 3px 10px; border: 1px solid #8a9bb0; border-radius: 4px; background: #f4f7fb; color: inherit; cursor: pointer; }
  .views button[aria-pressed='true'] { background: #1f6feb; border-color: #1f6feb; color: #fff; }
  .views button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
  tc-machine-view { height: calc(100vh - 110px); min-height: 520px; }
  tc-designer-console { display: block; margin: 0 0 10px; }
  main {
    display: grid; gap: 12px; align-items: start;
    grid-template-columns: 260px minmax(0, 1fr) 360px;
    grid-template-areas: 'outline map aside';
  }
  .outline { grid-area: outline; }
  .map { grid-area: map; display: grid; gap: 8px; min-width: 0; position: relative; }
  /* The skip link shows only when it has the keyboard focus: the first Tab of the page. Clipped to
     nothing otherwise (moved above the guide, it showed over the seats bar the app draws there). */
  .skip { position: absolute; left: 8px; top: 8px; z-index: 5; padding: 6px 12px; background: #1a5fb4; color: #fff; border-radius: 4px; }
  .skip:not(:focus) { width: 1px; height: 1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .skip:focus { outline: 3px solid #1f6feb; outline-offset: 2px; }
  aside { grid-area: aside; display: grid; gap: 12px; min-width: 0; }
  .outline, aside { max-height: calc(100vh - 70px); overflow: auto; }
  tc-board-map { height: calc(100vh - 110px); min-height: 420px; }
  section, tc-sequence-outline, tc-place-list { background: #fafafa; border: 1px solid #ddd; border-radius: 6px; padding: 8px 10px; }
  /* Each panel is laid out and painted on its own (CSS containment): a click that arms an action
     changes the legal actions, the place list and the map, and without containment the browser laid
     out and re-recorded every panel of the page in that frame (issue 17, click to highlight). Nothing
     of a panel is drawn outside it: its dialogs open in the top layer, the why-not popover is the
     map column's, and focus rings stay within the panels' padding. */
  section, tc-sequence-outline, tc-place-list { contain: content; }
  @media (max-width: 1100px) {
    main { grid-template-columns: minmax(0, 1fr) 340px; grid-template-areas: 'map aside' 'outline outline'; }
  }
  @media (max-width: 760px) {
    main { grid-template-columns: minmax(0, 1fr); grid-template-areas: 'aside' 'map' 'outline'; }
    .outline, aside { max-height: none; }
    tc-board-map { height: 60vh; min-height: 320px; }
  }
`;
