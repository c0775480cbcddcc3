import type { BoardMap } from '../board-map/board-map.ts';
import type { LegalActions } from '../legal-actions/legal-actions.ts';

/**
 * What the guide does with the page after a change, so a new player need not hunt for it: the
 * step panel comes into view when the step changes; the focus goes back to the legal actions
 * after an action taken from the keyboard or the panel; on a narrow window (one column) the map
 * comes to the armed action's targets. Scrolling is smooth unless the player asks for reduced motion.
 */

/** One column below this width (the guide's styles): the map is below the panel, often off screen. */
const NARROW = '(max-width: 760px)';

export const prefersReducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;
export const isNarrow = (): boolean => matchMedia(NARROW).matches;

/** Scrolls the least needed to show `el` (its box's start at the top with `start`), smoothly unless `instant` or reduced motion. */
export function bringIntoView(el: Element | null | undefined, block: ScrollLogicalPosition = 'nearest', instant = false): void {
  el?.scrollIntoView({ block, inline: 'nearest', behavior: instant || prefersReducedMotion() ? 'auto' : 'smooth' });
}

export class GuideFollower {
  /** The step last seen; undefined before the first render (the page opening scrolls nothing). */
  private step?: string;
  private seen = false;
  private focusActions = false;
  private revealTargets = false;

  /** After the next render, the focus goes to the first legal action. */
  refocus(): void { this.focusActions = true; }

  /** After the next render on a narrow window, the map comes into view fitted to the armed action's targets. */
  reveal(): void { this.revealTargets = true; }

  /** Called after each render of the guide with its shadow root and the step the turn rests in ('' once over). */
  async updated(root: ShadowRoot, step: string): Promise<void> {
    if (step !== this.step) {
      const first = !this.seen;
      this.seen = true;
      this.step = step;
      if (!first) bringIntoView(root.querySelector('tc-step-panel'));
    }
    if (this.focusActions) {
      this.focusActions = false;
      const actions = root.querySelector<LegalActions>('tc-legal-actions');
      await actions?.updateComplete;
      actions?.focusFirst({ preventScroll: true });
    }
    // On a wide window the map is beside the panel and keeps the player's zoom ("Targets" fits it).
    const reveal = this.revealTargets;
    this.revealTargets = false;
    if (reveal && isNarrow()) {
      const map = root.querySelector<BoardMap>('tc-board-map');
      await map?.updateComplete;
      map?.showTargets();
      // A keyboard player choosing among the listed targets keeps the list in view. At once: the
      // player's next move is a click on the map, which must not land while the page still glides.
      const actions = root.querySelector<LegalActions>('tc-legal-actions');
      if (!actions?.shadowRoot?.activeElement?.closest('.armed')) bringIntoView(map, 'start', true);
    }
  }
}
