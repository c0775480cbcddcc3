import type { Refusal } from '../shared/turn-controller.ts';
import type { PopoverAnchor } from '../why-not-popover/why-not-popover.ts';

/** A refusal shown next to the hex the player clicked: the refusal itself (shown while it is the last), the action tried in words, where. */
export interface WhyNotAt {
  readonly refusal: Refusal;
  readonly tried: string;
  readonly anchor: PopoverAnchor;
}

/**
 * Where the popover for a refusal at `hex` goes: the hex's centre on screen, measured from the top
 * left corner of the map's column (`box`, which holds the popover), and the map's extent there.
 */
export function whyNotAt(box: Element | null, hex: string, refusal: Refusal, tried: string): WhyNotAt | undefined {
  const map = box?.querySelector('tc-board-map'), at = map?.hexOnScreen(hex);
  if (!box || !map || !at) return undefined;
  const outer = box.getBoundingClientRect(), inner = map.getBoundingClientRect();
  const left = inner.left - outer.left, top = inner.top - outer.top;
  return { refusal, tried, anchor: { x: left + at.x, y: top + at.y, width: left + inner.width, height: top + inner.height } };
}
