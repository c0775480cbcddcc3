import type { Point, Rect } from './layout.ts';

/**
 * The map's viewBox as small pure functions. The view always has the aspect ratio of the element
 * showing it, so one map unit is the same number of pixels across and down, and a pointer offset
 * in pixels converts to map units by one scale factor.
 */

/** Widest and narrowest view allowed, in map units, for a map whose fitted view is `fitWidth` wide. */
export interface ZoomLimits { readonly minW: number; readonly maxW: number }

export const viewBoxAttr = (v: Rect): string => `${v.x} ${v.y} ${v.w} ${v.h}`;

/** The smallest view of the given aspect (width / height) that holds `r` with `pad` around it, centred on it. */
export function fitRect(r: Rect, aspect: number, pad = 0): Rect {
  const w0 = r.w + 2 * pad, h0 = r.h + 2 * pad;
  const w = Math.max(w0, h0 * aspect), h = w / aspect;
  return { x: r.x + r.w / 2 - w / 2, y: r.y + r.h / 2 - h / 2, w, h };
}

/** The same view with its width clamped to the limits, keeping the point `at` where it is on screen. */
export function clampZoom(v: Rect, limits: ZoomLimits, at: Point = centreOf(v)): Rect {
  const w = Math.min(limits.maxW, Math.max(limits.minW, v.w));
  return w === v.w ? v : zoomAbout(v, v.w / w, at);
}

/** Zooms in by `factor` (below 1 zooms out) keeping the map point `at` fixed on screen. */
export function zoomAbout(v: Rect, factor: number, at: Point): Rect {
  const w = v.w / factor, h = v.h / factor;
  return { x: at.x - (at.x - v.x) / factor, y: at.y - (at.y - v.y) / factor, w, h };
}

export const panBy = (v: Rect, dx: number, dy: number): Rect => ({ ...v, x: v.x + dx, y: v.y + dy });

export const centreOf = (v: Rect): Point => ({ x: v.x + v.w / 2, y: v.y + v.h / 2 });

export const centreOn = (v: Rect, p: Point): Rect => ({ ...v, x: p.x - v.w / 2, y: p.y - v.h / 2 });

/** Keeps the view's centre on the map, so panning can never lose the map off screen. */
export function keepOnMap(v: Rect, map: Rect): Rect {
  const c = centreOf(v);
  const x = Math.min(map.x + map.w, Math.max(map.x, c.x)), y = Math.min(map.y + map.h, Math.max(map.y, c.y));
  return x === c.x && y === c.y ? v : centreOn(v, { x, y });
}

export const containsRect = (v: Rect, r: Rect): boolean =>
  r.x >= v.x && r.y >= v.y && r.x + r.w <= v.x + v.w && r.y + r.h <= v.y + v.h;

/** The view resized to a new aspect ratio, keeping its centre and its scale across. */
export function withAspect(v: Rect, aspect: number): Rect {
  const c = centreOf(v), h = v.w / aspect;
  return { x: v.x, y: c.y - h / 2, w: v.w, h };
}
