/** The part of the drawing in view: an SVG viewBox. */
export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const MARGIN = 16;

/** The whole drawing in a viewport of the given aspect, with a margin, centred. */
export function fitView(drawing: { width: number; height: number }, viewport: { width: number; height: number }): ViewBox {
  const w = drawing.width + 2 * MARGIN, h = drawing.height + 2 * MARGIN;
  const aspect = viewport.width > 0 && viewport.height > 0 ? viewport.width / viewport.height : w / h;
  const width = Math.max(w, h * aspect), height = width / aspect;
  return { x: (drawing.width - width) / 2, y: (drawing.height - height) / 2, width, height };
}

/** Zoom by `factor` (>1 zooms in) keeping the drawing point at fraction (fx, fy) of the viewport still. */
export function zoomAt(view: ViewBox, factor: number, fx = 0.5, fy = 0.5): ViewBox {
  const width = view.width / factor, height = view.height / factor;
  return { x: view.x + (view.width - width) * fx, y: view.y + (view.height - height) * fy, width, height };
}

/** Move the view by a drag of (dx, dy) screen pixels in a viewport `screenWidth` pixels wide. */
export function panBy(view: ViewBox, dx: number, dy: number, screenWidth: number): ViewBox {
  const scale = screenWidth > 0 ? view.width / screenWidth : 1;
  return { ...view, x: view.x - dx * scale, y: view.y - dy * scale };
}

/** The view centred on a box, keeping the zoom. */
export function centreOn(view: ViewBox, box: { x: number; y: number; width: number; height: number }): ViewBox {
  return { ...view, x: box.x + box.width / 2 - view.width / 2, y: box.y + box.height / 2 - view.height / 2 };
}

/**
 * A view that brings a box to the middle at a size to read: one drawing unit to a screen pixel
 * (`screenWidth` units across), or wider when the box needs it, never wider than `fitted` (the
 * whole drawing).
 */
export function focusOn(box: { x: number; y: number; width: number; height: number }, fitted: ViewBox, screenWidth: number): ViewBox {
  const aspect = fitted.width / fitted.height;
  const width = Math.min(fitted.width, Math.max(screenWidth, box.width * 1.5, box.height * 1.5 * aspect));
  return centreOn({ x: 0, y: 0, width, height: width / aspect }, box);
}
