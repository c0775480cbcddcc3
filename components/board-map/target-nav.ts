import type { MapLayout, Point } from './layout.ts';

/**
 * Keyboard movement among the armed action's targets. The map has one tab stop for them (a roving
 * tabindex), so arming an action on a full board adds two elements to the page, not hundreds; the
 * arrow keys move that stop. Left and Right follow reading order (row by row from the top, each row
 * left to right), so every target is reached; Up and Down go to the nearest target above or below.
 */

/** Keys that move the tab stop among the targets. */
export const TARGET_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
export type TargetKey = (typeof TARGET_KEYS)[number];
export const isTargetKey = (k: string): k is TargetKey => (TARGET_KEYS as readonly string[]).includes(k);

/** Centres of one row differ by rounding only; a row below is half a hex or more lower. */
const before = (a: Point, b: Point): boolean => (Math.abs(a.y - b.y) > 0.5 ? a.y < b.y : a.x < b.x);

/** The targets on this layout, in reading order. */
export function readingOrder(targets: Iterable<string>, layout: MapLayout): string[] {
  const on = [...targets].filter((id) => layout.corners(id) !== '').map((id) => ({ id, c: layout.center(id) }));
  return on.sort((a, b) => (before(a.c, b.c) ? -1 : before(b.c, a.c) ? 1 : 0)).map((t) => t.id);
}

/** The first target in reading order, found without sorting (every render of an armed map asks). */
export function firstTarget(targets: Iterable<string>, layout: MapLayout): string | undefined {
  let first: { id: string; c: Point } | undefined;
  for (const id of targets) {
    if (layout.corners(id) === '') continue;
    const c = layout.center(id);
    if (!first || before(c, first.c)) first = { id, c };
  }
  return first?.id;
}

/**
 * Nearest target straight up or down (sign -1 or 1): within 60 degrees of the vertical, sideways
 * distance counting double, so the hex above beats one far off to the side.
 */
function vertical(order: readonly string[], from: string, sign: number, layout: MapLayout): string | undefined {
  const p = layout.center(from);
  let best: string | undefined, score = Infinity;
  for (const id of order) {
    const c = layout.center(id), dy = (c.y - p.y) * sign, dx = Math.abs(c.x - p.x);
    if (dy <= 0.5 || dx > dy * Math.sqrt(3)) continue;
    const s = dy * dy + 4 * dx * dx;
    if (s < score) { score = s; best = id; }
  }
  return best;
}

/** Where the key moves the tab stop from `from` (undefined: nowhere further that way). */
export function stepTarget(order: readonly string[], from: string, key: TargetKey, layout: MapLayout): string | undefined {
  const i = order.indexOf(from);
  switch (key) {
    case 'Home': return order[0];
    case 'End': return order[order.length - 1];
    case 'ArrowLeft': return i > 0 ? order[i - 1] : undefined;
    case 'ArrowRight': return order[i + 1];
    case 'ArrowUp': return vertical(order, from, -1, layout);
    case 'ArrowDown': return vertical(order, from, 1, layout);
  }
}
