import { LitElement, html, svg, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { guard } from 'lit/directives/guard.js';
import type { HexView, MapView, StacksView } from '../../src/core/views.ts';
import { boardMapStyles } from './board-map.styles.ts';
import { counterLayer, printedLayer, targetHighlight, targetStop, terrainLayer } from './layers.ts';
import { mapLayout, type MapLayout, type Point } from './layout.ts';
import { markedLayer } from './marked.ts';
import { PanZoom } from './pan-zoom.ts';
import { moveAnnouncement, moveNotice, movePath, uncheckedMarks } from './move-layer.ts';
import type { MovePreview } from './move-mode.ts';
import { firstTarget, isTargetKey, readingOrder, stepTarget } from './target-nav.ts';
import { renderTip, type TipAt } from './tooltip.ts';
import { viewBoxAttr } from './viewport.ts';

export interface HexSelectDetail {
  readonly hex: string;
  /** The hex is one of the map's `targets`: the click performs the armed action. */
  readonly target: boolean;
}
export type HexSelectEvent = CustomEvent<HexSelectDetail>;

const ZOOM_STEP = 1.25;
/** Arrow keys pan by this fraction of the view. */
const PAN_STEP = 0.125;
const TIP_ID = 'map-tip';

const hexOf = (t: EventTarget | null): string | undefined => (t instanceof Element ? t.getAttribute('data-hex') ?? undefined : undefined);

/**
 * A ruleset's map (its views' `MapView` and `StacksView`): terrain, hexside features, names, ports
 * and the pieces in each hex, with pan and zoom; pointy- or flat-topped hexes as the map's hex
 * convention says. Clicking a hex dispatches `hex-select`; the hexes in `targets` (the armed action's
 * legal targets) are highlighted and are one tab stop, moved among them by the arrow keys, Enter or
 * Space acting like a click. It draws what it is given and decides nothing.
 */
@customElement('tc-board-map')
export class BoardMap extends LitElement {
  static override styles = boardMapStyles;

  private readonly panZoom = new PanZoom(this, () => {
    const l = this.layout;
    return l && { rect: { x: 0, y: 0, w: l.width, h: l.height }, hexSize: l.size };
  });

  private layout?: MapLayout;
  private layoutFor?: { readonly map: MapView; readonly size: number };

  @state() private tip?: TipAt;
  /** The hex under the pointer: outlined (a target more boldly), and a target there takes the crosshair. */
  @state() private hovered?: string;
  /** The target reached by keyboard: its ring is drawn above the counters, where no neighbour can cover it. */
  @state() private focused?: string;
  /** The target holding the map's one tab stop for targets (the first in reading order when unset). */
  @state() private stop?: string;

  /** The printed map to draw (the ruleset's `views.map(game)`). */
  @property({ attribute: false }) map?: MapView;
  /** The pieces on it now (`views.stacks(game)`). */
  @property({ attribute: false }) stacks?: StacksView;
  /** One hex in words, for the tooltip (`(id) => views.hex(game, id)`). */
  @property({ attribute: false }) hexInfo?: (id: string) => HexView | undefined;
  /** The map's name, for its accessible label ("Map of <name>"). */
  @property() mapName = '';
  /** Id of the hex to outline as selected. */
  @property() selected?: string;
  /** Hex radius in map units. */
  @property({ type: Number }) size = 18;
  /** Hex id → accessible label of the action a click on it performs; these hexes are highlighted and focusable. */
  @property({ attribute: false }) targets?: ReadonlyMap<string, string>;
  /** Hexes holding the pieces the action under consideration names: ringed above the counters. */
  @property({ attribute: false }) marked?: ReadonlySet<string>;
  /** Hexes holding a piece that may move: a drag from one grabs it (`piece-grab`), the drop selects the hex under it. */
  @property({ attribute: false }) movable?: ReadonlyMap<string, unknown>;
  /** The move of the picked piece to a hex, previewed on the hex under the pointer or the keyboard (move-mode.ts). */
  @property({ attribute: false }) movePreview?: (hex: string) => MovePreview | undefined;
  /** Hexes holding pieces moved by unchecked moves: ringed dashed. */
  @property({ attribute: false }) uncheckedMoved?: ReadonlySet<string>;
  /** Why a move was refused, shown next to its hex. */
  @property({ attribute: false }) notice?: { readonly hex: string; readonly text: string };

  /** A piece being dragged: from its hex, by this pointer. */
  private pieceDrag?: { readonly from: string; readonly id: number };

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('targets') && this.stop && !this.targets?.has(this.stop)) this.stop = undefined;
    if (changed.has('targets') && this.focused && !this.targets?.has(this.focused)) {
      this.focused = undefined;
      this.tip = undefined;
    }
    // The layout (and the fitted view) depend on the printed map and the hex size only, never on
    // the pieces: a player's zoom survives every action. Compared by identity, not changed.get(),
    // which does not give old values under this build's decorator transform.
    if (this.map && (this.map !== this.layoutFor?.map || this.size !== this.layoutFor.size)) {
      this.layoutFor = { map: this.map, size: this.size };
      this.layout = mapLayout(this.map.grid, this.map.hexes.map((h) => h.id), this.size);
      this.tip = undefined;
      this.panZoom.fit();
    }
  }

  /** True while lit-html writes this render to the DOM (Lit marks the update done before that). */
  private committing = false;

  override update(changed: PropertyValues<this>): void {
    this.committing = true;
    try {
      super.update(changed);
    } finally {
      this.committing = false;
    }
  }

  private swallowDrop = false;

  private readonly onClick = (e: MouseEvent): void => {
    if (this.panZoom.consumeClick()) return;
    if (this.swallowDrop) { this.swallowDrop = false; return; }
    const hex = this.hexUnder(e);
    if (hex) this.select(hex);
  };

  /** On a target, Enter or Space acts and the arrow keys move to another; on the map itself, + and - zoom and the arrow keys pan. */
  private readonly onKeyDown = (e: KeyboardEvent): void => {
    const hex = hexOf(e.target);
    if (hex && e.target instanceof Element && e.target.hasAttribute('data-target')) {
      if (e.key === 'Enter' || e.key === ' ') { this.select(hex); void this.keepTargetFocus(); }
      else if (e.key === 'Escape') { void this.keepTargetFocus(); return; }
      else if (isTargetKey(e.key) && this.targets && this.layout && !e.altKey && !e.ctrlKey && !e.metaKey) {
        const next = stepTarget(readingOrder(this.targets.keys(), this.layout), hex, e.key, this.layout);
        if (next) void this.moveStop(next);
      } else return;
      e.preventDefault();
      return;
    }
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    const stepX = this.clientWidth * PAN_STEP, stepY = this.clientHeight * PAN_STEP;
    switch (e.key) {
      case '+': case '=': this.panZoom.zoom(ZOOM_STEP); break;
      case '-': case '_': this.panZoom.zoom(1 / ZOOM_STEP); break;
      case 'ArrowLeft': this.panZoom.panPixels(-stepX, 0); break;
      case 'ArrowRight': this.panZoom.panPixels(stepX, 0); break;
      case 'ArrowUp': this.panZoom.panPixels(0, -stepY); break;
      case 'ArrowDown': this.panZoom.panPixels(0, stepY); break;
      default: return;
    }
    e.preventDefault();
  };

  /** A press on a hex with a movable piece grabs the piece (dragging it, not the map). */
  private readonly onPointerDown = (e: PointerEvent): void => {
    const hex = e.button === 0 ? this.hexUnder(e) : undefined;
    if (hex && this.movable?.has(hex)) {
      this.pieceDrag = { from: hex, id: e.pointerId };
      // The drop is found from the pointer's position; capture only keeps the moves coming (a synthetic pointer has none).
      try { (e.currentTarget as Element).setPointerCapture(e.pointerId); } catch { /* no active pointer */ }
      return;
    }
    this.panZoom.onPointerDown(e);
  };

  /** A piece dropped on another hex: picked up, then that hex selected, as two clicks would. */
  private readonly onPointerUp = (e: PointerEvent): void => {
    const drag = this.pieceDrag;
    if (!drag || drag.id !== e.pointerId) { this.panZoom.onPointerUp(e); return; }
    this.pieceDrag = undefined;
    const to = this.hexUnder(e);
    if (!to || to === drag.from) return;
    this.dispatchEvent(new CustomEvent('piece-grab', { detail: { hex: drag.from }, bubbles: true, composed: true }));
    this.select(to);
    this.swallowDrop = true;
    setTimeout(() => { this.swallowDrop = false; }, 0);
  };

  private readonly onPointerMove = (e: PointerEvent): void => {
    this.panZoom.onPointerMove(e);
    if (this.panZoom.dragging) return;
    const hex = this.hexUnder(e);
    if (hex === this.hovered) return;
    this.hovered = hex;
    const box = this.getBoundingClientRect();
    this.tip = hex ? { hex, x: e.clientX - box.left, y: e.clientY - box.top } : undefined;
  };

  private readonly onPointerLeave = (): void => {
    this.tip = undefined;
    this.hovered = undefined;
  };

  /** A target reached by Tab is brought into view and its stack shown, as hovering would. */
  private readonly onFocusIn = (e: FocusEvent): void => {
    const hex = hexOf(e.target), layout = this.layout;
    if (!hex || !layout || !(e.target instanceof Element)) return;
    this.focusHex(hex);
    this.focused = e.target.matches(':focus-visible') ? hex : undefined;
    const p = this.panZoom.toScreen(layout.center(hex));
    // Beside the hex rather than on it: the offset is the hex's radius on screen.
    this.tip = { hex, x: p.x, y: p.y, offset: this.panZoom.toPixels(layout.size) + 4 };
  };

  private readonly onFocusOut = (): void => {
    // A focused target removed by our own render (its action was taken) loses the focus in the
    // middle of that render; willUpdate already dropped its ring and tooltip.
    if (this.committing) return;
    this.tip = undefined;
    this.focused = undefined;
  };

  /** The hex under a pointer event: the target element it hit, else the hex at that point of the map. */
  private hexUnder(e: MouseEvent): string | undefined {
    const hit = hexOf(e.target);
    if (hit || !this.layout) return hit;
    const box = this.getBoundingClientRect();
    return this.layout.hexAt(this.panZoom.toMap({ x: e.clientX - box.left, y: e.clientY - box.top }));
  }

  /** The stop is a new element per target (so screen readers announce it): focus it once drawn. */
  private async moveStop(hex: string): Promise<void> {
    this.stop = hex;
    await this.updateComplete;
    this.renderRoot.querySelector<SVGElement>('.target[tabindex="0"]')?.focus();
  }

  private select(hex: string): void {
    const detail: HexSelectDetail = { hex, target: this.targets?.has(hex) ?? false };
    this.dispatchEvent(new CustomEvent('hex-select', { detail, bubbles: true, composed: true }));
  }

  /** After a target acts or Escape is pressed, the targets change: the keyboard stays on the new tab stop. */
  private async keepTargetFocus(): Promise<void> {
    await new Promise((r) => setTimeout(r, 0));
    await this.updateComplete;
    const stop = this.renderRoot.querySelector<SVGElement>('.target[tabindex="0"]');
    if (stop && !this.renderRoot.querySelector('.target:focus')) stop.focus();
  }

  /** Fits the whole map into view. */
  fit(): void {
    this.panZoom.fit();
  }

  /** Pans so the hex is wholly in view (no change if it already is). */
  focusHex(id: string): void {
    const r = this.layout?.bounds([id]);
    // The zoom buttons cover the top right corner: a hex under them is not in view for a click.
    const controls = this.renderRoot.querySelector<HTMLElement>('.controls');
    if (r) this.panZoom.reveal(r, controls ? controls.offsetWidth + 16 : 0);
  }

  /** Where the hex's centre is on screen, in pixels from the map's top left corner; undefined off the map. */
  hexOnScreen(id: string): Point | undefined {
    const layout = this.layout;
    this.panZoom.hostUpdate();
    return layout && layout.corners(id) !== '' ? this.panZoom.toScreen(layout.center(id)) : undefined;
  }

  /** Fits the view to the bounding box of the targets; setting `targets` never moves the view by itself. */
  showTargets(): void {
    const r = this.targets && this.layout?.bounds(this.targets.keys());
    if (r) this.panZoom.fit(r);
  }

  override render() {
    const map = this.map, stacks = this.stacks, layout = this.layout, view = this.panZoom.view;
    if (!map || !layout || !view) return html`<p class="empty">No scenario loaded.</p>`;
    const pz = this.panZoom, targets = this.targets, armed = (targets?.size ?? 0) > 0, vb = viewBoxAttr(view);
    const preview = this.movePreview?.(this.focused ?? this.hovered ?? this.stop ?? '');
    const hovered = this.hovered, onTarget = hovered !== undefined && (targets?.has(hovered) ?? false) && !pz.dragging;
    return html`
      <div class="viewport ${classMap({ armed, dragging: pz.dragging })}" tabindex="0" role="group"
        aria-label="Map${this.mapName ? ` of ${this.mapName}` : ''}. Plus and minus zoom, arrow keys pan${armed ? '; Tab reaches the highlighted target hexes, arrow keys move among them' : ''}."
        @keydown=${this.onKeyDown} @focusin=${this.onFocusIn} @focusout=${this.onFocusOut}
        @click=${this.onClick} @pointerdown=${this.onPointerDown} @pointermove=${this.onPointerMove}
        @pointerup=${this.onPointerUp} @pointercancel=${this.onPointerUp} @wheel=${pz.wheel}
        @pointerleave=${this.onPointerLeave}>
        <!-- Three stacked layers with one viewBox, each its own compositing layer: arming an action
             redraws only the targets. The top one (counters, names) lies outside this element, so
             its hundreds of shapes keep no hit-test rectangles for its touch-action and wheel handler,
             which Chromium re-layers in every frame that adds or removes a shape. -->
        <svg class="layer base ${classMap({ 'on-target': onTarget })}" viewBox=${vb}>
          ${guard([layout, map], () => terrainLayer(map, layout))}
        </svg>
        <svg class="layer targets" viewBox=${vb}>
          <defs>
            <pattern id="target-hatch" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
              <rect width="6" height="6" fill="#fff" fill-opacity="0.4"></rect>
              <line x1="1" y1="0" x2="1" y2="6" stroke="#111" stroke-width="2" stroke-opacity="0.6"></line>
            </pattern>
          </defs>
          ${targets ? guard([targets, layout], () => targetHighlight(targets, layout)) : nothing}
          ${targets ? targetStop(targets, layout, this.stop ?? firstTarget(targets.keys(), layout), this.tip?.hex, TIP_ID) : nothing}
        </svg>
      </div>
      <svg class="layer top" viewBox=${vb}>
        <defs>
          <marker id="arrowhead" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="#d01"></path></marker>
        </defs>
        ${hovered ? svg`<polygon class="hover ${onTarget ? 'on-target' : ''}" points=${layout.corners(hovered)}></polygon>` : nothing}
        ${guard([layout, map], () => printedLayer(map, layout))}
        ${stacks ? guard([layout, stacks], () => counterLayer(stacks, layout)) : nothing}
        ${this.marked?.size ? markedLayer(this.marked, layout) : nothing}
        ${this.selected ? svg`<polygon class="selected" data-hex=${this.selected} points=${layout.corners(this.selected)}></polygon>` : nothing}
        ${uncheckedMarks(this.uncheckedMoved, layout)}
        ${movePath(preview, layout)}
        ${this.focused ? svg`<g class="focus-ring"><polygon points=${layout.corners(this.focused)}></polygon><polygon points=${layout.corners(this.focused)}></polygon></g>` : nothing}
      </svg>
      <div class="controls" role="group" aria-label="Map view">
        <button type="button" aria-label="Zoom in" title="Zoom in" @click=${() => pz.zoom(ZOOM_STEP)}>+</button>
        <button type="button" aria-label="Zoom out" title="Zoom out" @click=${() => pz.zoom(1 / ZOOM_STEP)}>−</button>
        <button type="button" aria-label="Fit the whole map" title="Fit the whole map" @click=${() => this.fit()}>Fit</button>
        ${armed ? html`<button type="button" aria-label="Show all targets" title="Show all targets" @click=${() => this.showTargets()}>Targets</button>` : nothing}
      </div>
      ${moveAnnouncement(preview)}
      ${moveNotice(this.notice, this.notice && this.hexOnScreen(this.notice.hex))}
      <!-- The element's size is read only for a tooltip: reading it lays out the page mid-update. -->
      ${this.tip ? renderTip(this.hexInfo?.(this.tip.hex), this.tip, TIP_ID, { w: this.clientWidth, h: this.clientHeight }, preview?.to === this.tip.hex ? preview.text : undefined) : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-board-map': BoardMap;
  }
  interface HTMLElementEventMap {
    'hex-select': HexSelectEvent;
    /** A movable piece's hex, dragged from: the piece is picked up before the drop selects a hex. */
    'piece-grab': CustomEvent<{ readonly hex: string }>;
  }
}
