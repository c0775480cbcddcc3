import type { BoardMap } from '../../../components/board-map/board-map.ts';

/**
 * A drag on the map as a mouse makes it: pointer down at `from`, moved to `to`, up there, and the
 * click the browser sends after (points in pixels from the map's viewport, as `hexOnScreen` gives).
 */
export function dragOnMap(map: BoardMap, from: { x: number; y: number }, to: { x: number; y: number }): void {
  const viewport = map.shadowRoot!.querySelector<HTMLElement>('.viewport')!;
  const box = viewport.getBoundingClientRect();
  const at = (p: { x: number; y: number }) => ({ bubbles: true, composed: true, pointerId: 7, button: 0, clientX: box.left + p.x, clientY: box.top + p.y });
  viewport.dispatchEvent(new PointerEvent('pointerdown', at(from)));
  viewport.dispatchEvent(new PointerEvent('pointermove', at(to)));
  viewport.dispatchEvent(new PointerEvent('pointerup', at(to)));
  viewport.dispatchEvent(new MouseEvent('click', at(to)));
}
