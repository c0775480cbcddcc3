import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Point, Rect } from './layout.ts';
import { centreOf, centreOn, clampZoom, containsRect, fitRect, keepOnMap, panBy, zoomAbout, type ZoomLimits } from './viewport.ts';

/** What the controller needs to know of the map it moves over. */
export interface PanZoomMap { readonly rect: Rect; readonly hexSize: number }

/** A pointer press becomes a drag (and stops being a click) past this many pixels. */
const DRAG_THRESHOLD = 4;
/** Closest zoom shows about three hexes across; farthest shows the fitted map with half as much again around it. */
const MIN_HEXES_ACROSS = 6;
const MAX_FIT_MULTIPLE = 1.5;

/**
 * Pan and zoom of the board map: owns the viewBox, follows the host's size, turns wheel and drag
 * into view changes. A drag that moves past the threshold swallows the click that ends it, so
 * panning the map never acts on the hex under the pointer.
 */
export class PanZoom implements ReactiveController {
  /** The current viewBox; undefined until the map is known. */
  view?: Rect;
  private px = { w: 0, h: 0 };
  private fitted = false;
  private drag?: { readonly id: number; readonly x: number; readonly y: number; readonly start: Rect; moved: boolean };
  private swallowClick = false;
  private observer?: ResizeObserver;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement, private readonly map: () => PanZoomMap | undefined) {
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new ResizeObserver(() => this.resized());
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
  }

  /**
   * The observer reports sizes only in the page's rendering steps, which a hidden or headless
   * page may not run for a while: before drawing, and before a view change or a reading of where
   * something is on screen, the size is read from the element itself.
   */
  hostUpdate(): void {
    this.resized();
  }

  /** True while the pointer is dragging the map. */
  get dragging(): boolean {
    return this.drag?.moved ?? false;
  }

  /** Fits the whole map, or the given rectangle with a hex of margin, into the view. */
  fit(r?: Rect): void {
    const m = this.map();
    if (!m) return;
    this.set(fitRect(r ?? m.rect, this.aspect(m), r ? m.hexSize : 0), !r);
  }

  /** Zooms in by `factor` (below 1 zooms out) around a map point, by default the view's centre. */
  zoom(factor: number, at?: Point): void {
    if (this.view) this.set(zoomAbout(this.view, factor, at ?? centreOf(this.view)), false, at);
  }

  /** Moves the view by a number of screen pixels. */
  panPixels(dx: number, dy: number): void {
    if (this.view) this.set(panBy(this.view, dx * this.scale(), dy * this.scale()));
  }

  /**
   * Centres the view on a rectangle unless it is already wholly in view, leaving out a strip of
   * `coveredRight` pixels on the right, where the map's own controls sit over it.
   */
  reveal(r: Rect, coveredRight = 0): void {
    this.resized();
    const v = this.view;
    if (v && !containsRect({ ...v, w: v.w - coveredRight * this.scale() }, r)) this.set(centreOn(v, centreOf(r)));
  }

  /** Where a map point is on screen, in pixels from the host's top left corner. */
  toScreen(p: Point): Point {
    const v = this.view;
    if (!v) return { x: 0, y: 0 };
    const s = this.scale();
    return { x: (p.x - v.x) / s, y: (p.y - v.y) / s };
  }

  /** The map point shown at a screen point (pixels from the host's top left corner). */
  toMap(p: Point): Point {
    this.resized();
    const v = this.view;
    if (!v) return { x: 0, y: 0 };
    const s = this.scale();
    return { x: v.x + p.x * s, y: v.y + p.y * s };
  }

  /** A length in map units, in screen pixels at the current zoom. */
  toPixels(units: number): number {
    return units / this.scale();
  }

  /** True, once, for the click that ends a drag: the caller ignores that click. */
  consumeClick(): boolean {
    const swallow = this.swallowClick;
    this.swallowClick = false;
    return swallow;
  }

  readonly onPointerDown = (e: PointerEvent): void => {
    this.swallowClick = false;
    if (e.button !== 0 || !this.view) return;
    this.drag = { id: e.pointerId, x: e.clientX, y: e.clientY, start: this.view, moved: false };
  };

  readonly onPointerMove = (e: PointerEvent): void => {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x, dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!d.moved) {
      d.moved = true;
      // Synthetic events carry no live pointer to capture; the drag still works without capture.
      try { (e.currentTarget as Element | null)?.setPointerCapture(e.pointerId); } catch { /* no live pointer */ }
    }
    const s = this.scale();
    this.set(panBy(d.start, -dx * s, -dy * s));
  };

  readonly onPointerUp = (e: PointerEvent): void => {
    if (!this.drag || this.drag.id !== e.pointerId) return;
    if (this.drag.moved) {
      this.swallowClick = true;
      // A drag that ends off the map fires no click; the next click must not be swallowed for it.
      setTimeout(() => { this.swallowClick = false; }, 0);
    }
    this.drag = undefined;
    this.host.requestUpdate();
  };

  /** Wheel zoom around the pointer; not passive, since it keeps the page from scrolling. */
  readonly wheel = {
    passive: false,
    handleEvent: (e: WheelEvent): void => {
      if (!this.view) return;
      e.preventDefault();
      const lines = e.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : e.deltaMode === WheelEvent.DOM_DELTA_PAGE ? 400 : 1;
      const box = this.host.getBoundingClientRect();
      this.zoom(Math.exp(-e.deltaY * lines * 0.002), this.toMap({ x: e.clientX - box.left, y: e.clientY - box.top }));
    },
  };

  private aspect(m: PanZoomMap): number {
    return this.px.w > 0 && this.px.h > 0 ? this.px.w / this.px.h : m.rect.w / m.rect.h;
  }

  /** Map units per screen pixel. */
  private scale(): number {
    const v = this.view;
    if (!v) return 1;
    return this.px.w > 0 ? v.w / this.px.w : 1;
  }

  private limits(m: PanZoomMap): ZoomLimits {
    const fitW = fitRect(m.rect, this.aspect(m)).w;
    return { minW: Math.min(m.hexSize * MIN_HEXES_ACROSS, fitW), maxW: fitW * MAX_FIT_MULTIPLE };
  }

  private set(v: Rect, fitted = false, at?: Point): void {
    const m = this.map();
    if (!m) return;
    this.view = keepOnMap(clampZoom(v, this.limits(m), at), m.rect);
    this.fitted = fitted;
    this.host.requestUpdate();
  }

  /** Keeps the scale (units per pixel) and the centre when the host changes size; a fitted view refits. */
  private resized(): void {
    const w = this.host.clientWidth, h = this.host.clientHeight;
    if (w === this.px.w && h === this.px.h) return;
    const old = this.px, v = this.view;
    this.px = { w, h };
    if (!v || this.fitted || old.w === 0 || w === 0 || h === 0) { this.fit(); return; }
    const s = v.w / old.w, c = centreOf(v);
    this.set({ x: c.x - (w * s) / 2, y: c.y - (h * s) / 2, w: w * s, h: h * s });
  }
}
