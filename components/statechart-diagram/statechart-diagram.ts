import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { AnyStateMachine } from 'xstate';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { collapse } from '../../src/diagram/collapse.ts';
import { guardText } from '../../src/diagram/guards.ts';
import { eventText } from '../../src/diagram/labels.ts';
import { layoutDiagram, type LaidOutDiagram } from '../../src/diagram/layout.ts';
import { machineByKey } from '../../src/diagram/machines.ts';
import type { LoadedRulesets } from '../../src/core/registry.ts';
import { diagramModel, type DiagramModel, type DiagramNode } from '../../src/diagram/model.ts';
import { toSvg } from '../../src/diagram/svg.ts';
import type { TracedTransition } from '../../src/diagram/trace.ts';
import { liveMarks, type DiagramCoverage, type Marks } from './marks.ts';
import { statechartDiagramStyles } from './statechart-diagram.styles.ts';
import { diagramLegend } from './legend.ts';
import { fitView, focusOn, panBy, zoomAt, type ViewBox } from './view.ts';

/** A state was clicked (or chosen with the keyboard): its id in the machine. */
export type StateSelectEvent = CustomEvent<{ id: string }>;

const LIVE_CLASSES = ['active', 'visited', 'last', 'covered', 'uncovered', 'selected'];

/** The compound states at `depth` (what `--depth` collapses), as the starting set of collapsed ids. */
const collapsedAt = (model: DiagramModel, depth: number | undefined): Set<string> =>
  new Set(depth === undefined ? [] : model.nodes.filter((n) => n.depth === depth && n.children.length > 0).map((n) => n.id));

/**
 * A statechart drawn from the machine's own state nodes, live: the active states highlighted,
 * the last transition traced, the path taken this turn faint. Click a state for its meta and
 * guards; drag to pan, wheel or +/− to zoom, Fit to see it all; collapse or expand compound
 * states (each change re-lays the drawing out, off the first render: "Laying out…").
 */
@customElement('tc-statechart-diagram')
export class StatechartDiagram extends LitElement {
  static override styles = statechartDiagramStyles;

  @query('.canvas') private canvas?: HTMLElement;

  @state() private full?: DiagramModel;
  @state() private collapsed: ReadonlySet<string> = new Set();
  @state() private laidOut?: LaidOutDiagram;
  @state() private laying = false;
  @state() private failure?: string;
  @state() private selected?: string;
  /** The part of the drawing in view: set straight on the SVG (panning and zooming never re-render). */
  private viewBox?: ViewBox;

  /** The machine to draw, by key (`ds`, `ds/support`...), when no `model` is given. */
  @property() machine?: string;
  /** The rulesets `machine` is looked up in (loaded from the registry, at a composition root). */
  @property({ attribute: false }) rulesets?: LoadedRulesets;
  /** The machine to draw, as the object (the guide hands in its ruleset's); wins over `machine`. */
  @property({ attribute: false }) stateMachine?: AnyStateMachine;
  /** The diagram model to draw (src/diagram/model.ts); wins over `machine`. */
  @property({ attribute: false }) model?: DiagramModel;
  /** A ready layout of the model as first drawn (e.g. computed ahead); skips the first layout run. */
  @property({ attribute: false }) layout?: LaidOutDiagram;
  /** Compound states deeper than this start collapsed (0 = the root); all open when unset. */
  @property({ type: Number }) depth?: number;
  /** State ids of the active configuration: highlighted. */
  @property({ attribute: false }) active: readonly string[] = [];
  /** The transitions of the last step taken: traced. */
  @property({ attribute: false }) lastTransition: readonly TracedTransition[] = [];
  /** State ids visited this turn: shown faintly. */
  @property({ attribute: false }) visited: readonly string[] = [];
  /** Transitions taken this turn: shown faintly. */
  @property({ attribute: false }) path: readonly TracedTransition[] = [];
  /** Covered and uncovered state and transition ids (a test-coverage overlay). */
  @property({ attribute: false }) coverage?: DiagramCoverage;
  /** Who acts in a step, in words, from its meta actor (the ruleset's `views.actorText`); the actor itself when unset. */
  @property({ attribute: false }) actorText?: (actor: string) => string;

  private svgText = '';
  private svgFor?: LaidOutDiagram;
  private run = 0;
  private drag?: { x: number; y: number; moved: boolean; target: EventTarget | null };

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('model') || changed.has('machine') || changed.has('rulesets') || changed.has('stateMachine') || changed.has('depth')) {
      const machine = this.stateMachine ?? (this.machine === undefined || !this.rulesets ? undefined : machineByKey(this.rulesets, this.machine));
      this.full = this.model ?? (machine ? diagramModel(machine) : undefined);
      this.failure = this.full || this.machine === undefined ? undefined : `No machine "${this.machine}".`;
      this.collapsed = this.full ? collapsedAt(this.full, this.depth) : new Set();
      this.selected = undefined;
      this.view = undefined;
      if (this.layout && this.full && this.layout.model.nodes.length === this.shown()?.nodes.length) this.laidOut = this.layout;
      else void this.relayout();
    }
    if (this.laidOut !== this.svgFor) {
      this.svgFor = this.laidOut;
      this.svgText = this.laidOut ? toSvg(this.laidOut) : '';
    }
  }

  protected override updated(): void {
    const svg = this.canvas?.querySelector('svg');
    if (!svg || !this.laidOut) return;
    if (!this.viewBox) this.viewBox = fitView(this.laidOut, this.canvas!.getBoundingClientRect());
    this.applyView();
    svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    // Live, its states are buttons: a picture (role img) may not hold controls, a group may.
    svg.setAttribute('role', 'group');
    this.applyMarks(svg);
  }

  private get view(): ViewBox | undefined { return this.viewBox; }
  private set view(view: ViewBox | undefined) {
    this.viewBox = view;
    this.applyView();
  }

  private applyView(): void {
    const svg = this.canvas?.querySelector('svg'), v = this.viewBox;
    if (svg && v) svg.setAttribute('viewBox', `${v.x} ${v.y} ${v.width} ${v.height}`);
  }

  private shown(): DiagramModel | undefined {
    return this.full && (this.collapsed.size > 0 ? collapse(this.full, this.collapsed) : this.full);
  }

  private async relayout(): Promise<void> {
    const shown = this.shown();
    if (!shown) { this.laidOut = undefined; return; }
    const run = ++this.run;
    this.laying = true;
    try {
      const laidOut = await layoutDiagram(shown);
      if (run !== this.run) return;
      this.laidOut = laidOut;
      this.view = undefined;
      this.dispatchEvent(new CustomEvent('diagram-laid-out', { bubbles: true, composed: true }));
    } catch (e) {
      if (run === this.run) this.failure = `The layout failed: ${e instanceof Error ? e.message : String(e)}`;
    } finally {
      if (run === this.run) this.laying = false;
    }
  }

  private marks(): Marks | undefined {
    if (!this.full || !this.laidOut) return undefined;
    return liveMarks(this.full, this.laidOut.model, {
      active: this.active, visited: this.visited, path: this.path, lastTransition: this.lastTransition, coverage: this.coverage,
    });
  }

  /** Live marks are classes on the SVG's `[data-id]` groups, so a new turn position never redraws the picture. */
  private applyMarks(svg: SVGSVGElement): void {
    const marks = this.marks();
    for (const g of svg.querySelectorAll<SVGGElement>('g[data-id]')) {
      const id = g.dataset['id'] ?? '';
      const isState = g.classList.contains('state');
      g.classList.remove(...LIVE_CLASSES);
      g.classList.add(...((isState ? marks?.states.get(id) : marks?.edges.get(id)) ?? []));
      if (isState) {
        if (id === this.selected) g.classList.add('selected');
        g.setAttribute('tabindex', '0');
        g.setAttribute('role', 'button');
      }
    }
  }

  private onPointerDown(e: PointerEvent): void {
    this.drag = { x: e.clientX, y: e.clientY, moved: false, target: e.target };
    // A synthetic or already-released pointer cannot be captured; dragging then simply stops at the edge.
    try { this.canvas?.setPointerCapture(e.pointerId); } catch { /* nothing to capture */ }
  }

  private onPointerMove(e: PointerEvent): void {
    if (!this.drag || !this.view || e.buttons === 0) return;
    const dx = e.clientX - this.drag.x, dy = e.clientY - this.drag.y;
    if (!this.drag.moved && Math.hypot(dx, dy) < 4) return;
    this.drag = { ...this.drag, x: e.clientX, y: e.clientY, moved: true };
    this.canvas?.classList.add('dragging');
    this.view = panBy(this.view, dx, dy, this.canvas?.getBoundingClientRect().width ?? 0);
  }

  /** A press and release without a drag is a click; the state is the one pressed (capture retargets the release). */
  private onPointerUp(): void {
    const drag = this.drag;
    this.drag = undefined;
    this.canvas?.classList.remove('dragging');
    if (drag && !drag.moved) this.pick(drag.target);
  }

  private onWheel(e: WheelEvent): void {
    if (!this.view || !this.canvas) return;
    e.preventDefault();
    const r = this.canvas.getBoundingClientRect();
    this.view = zoomAt(this.view, Math.pow(1.0015, -e.deltaY), (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height);
  }

  private onKeyDown(e: KeyboardEvent): void {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); this.pick(e.target); }
  }

  private onDoubleClick(e: MouseEvent): void {
    const id = this.stateAt(e.target);
    if (id && this.full?.nodes.find((n) => n.id === id)?.children.length) this.toggle(id);
  }

  private stateAt(target: EventTarget | null): string | undefined {
    return target instanceof Element ? target.closest<SVGGElement>('g.state')?.dataset['id'] : undefined;
  }

  private pick(target: EventTarget | null): void {
    const id = this.stateAt(target);
    if (id !== undefined) this.select(id);
  }

  /** Shows the detail box of a state and says so with `state-select`. */
  select(id: string): void {
    this.selected = id;
    this.dispatchEvent(new CustomEvent('state-select', { detail: { id }, bubbles: true, composed: true }));
  }

  /** Collapses an expanded compound state, or expands a collapsed one, and lays the drawing out again. */
  toggle(id: string): void {
    const next = new Set(this.collapsed);
    if (!next.delete(id)) next.add(id);
    this.collapsed = next;
    void this.relayout();
  }

  /** The whole drawing in view. */
  fit(): void {
    if (this.laidOut && this.canvas) this.view = fitView(this.laidOut, this.canvas.getBoundingClientRect());
  }

  /**
   * Brings the active state into view, zoomed to read: the deepest one drawn (the step, or the box
   * folding it), which also takes the keyboard focus. False when nothing is active or drawn yet.
   */
  focusActive(): boolean {
    const marks = this.marks(), laidOut = this.laidOut, canvas = this.canvas;
    if (!marks || !laidOut || !canvas) return false;
    const active = laidOut.nodes.filter((n) => marks.states.get(n.node.id)?.includes('active'));
    const deepest = active.reduce<(typeof active)[number] | undefined>((a, n) => (!a || n.node.depth > a.node.depth ? n : a), undefined);
    if (!deepest) return false;
    const screen = canvas.getBoundingClientRect();
    this.view = focusOn(deepest, fitView(laidOut, screen), screen.width);
    canvas.querySelector<SVGGElement>(`g.state[data-id="${CSS.escape(deepest.node.id)}"]`)?.focus({ preventScroll: true });
    return true;
  }

  /** Zooms in (factor > 1) or out around the centre. */
  zoom(factor: number): void {
    if (this.view) this.view = zoomAt(this.view, factor);
  }

  /** Resolves once no layout is running (tests and callers that need the drawing). */
  async layoutComplete(): Promise<void> {
    await this.updateComplete;
    while (this.laying || (this.full && !this.laidOut && !this.failure)) await new Promise((r) => setTimeout(r, 20));
    await this.updateComplete;
  }

  private renderDetail(node: DiagramNode) {
    const leaving = this.full?.edges.filter((e) => e.source === node.id) ?? [];
    const titleOf = (id: string) => this.full?.nodes.find((n) => n.id === id)?.label ?? id;
    const guards = leaving.filter((e) => e.guard !== null);
    const canToggle = node.children.length > 0;
    return html`<section class="detail" role="dialog" aria-label="State ${node.label}">
      <h3><span class="rule">${node.meta.rule ?? ''}</span> ${node.meta.title ?? node.key}</h3>
      <p class="id"><code>${node.id}</code> · ${node.type}${node.meta.actor ? html` · ${this.actorText?.(node.meta.actor) ?? node.meta.actor}` : nothing}</p>
      ${node.meta.explain ? html`<p class="explain">${node.meta.explain}</p>` : nothing}
      ${guards.length > 0 ? html`<p>Guards:</p><ul class="guards">${guards.map((e) => html`<li>
          <code>${guardText(e.guard)}</code>${e.guard?.params ? html` <span class="params">(${e.guard.params})</span>` : nothing}
          on ${eventText(e)} → ${titleOf(e.target)}</li>`)}</ul>` : html`<p class="guards none">No guarded transitions leave this state.</p>`}
      <div class="actions">
        ${canToggle ? html`<button type="button" class="toggle" @click=${() => this.toggle(node.id)}>${this.collapsed.has(node.id) ? 'Expand' : 'Collapse'}</button>` : nothing}
        <button type="button" class="close" @click=${() => { this.selected = undefined; }}>Close</button>
      </div>
    </section>`;
  }

  override render() {
    const node = this.selected === undefined ? undefined : this.full?.nodes.find((n) => n.id === this.selected);
    const status = this.failure ?? (this.laying ? 'Laying out…' : this.laidOut ? `${this.laidOut.model.nodes.length} states, ${this.laidOut.model.edges.length} transitions` : '');
    return html`
      <div class="toolbar" role="toolbar" aria-label="Diagram view">
        <button type="button" class="fit" @click=${() => this.fit()}>Fit</button>
        <button type="button" class="zoom-in" aria-label="Zoom in" @click=${() => this.zoom(1.25)}>+</button>
        <button type="button" class="zoom-out" aria-label="Zoom out" @click=${() => this.zoom(0.8)}>−</button>
        <button type="button" class="focus-active" ?disabled=${this.active.length === 0} @click=${() => this.focusActive()}>Focus the active state</button>
        <span class="status" role="status">${status}</span>
      </div>
      ${this.laidOut
        ? html`<div class="canvas" @pointerdown=${this.onPointerDown} @pointermove=${this.onPointerMove} @pointerup=${this.onPointerUp}
            @wheel=${this.onWheel} @dblclick=${this.onDoubleClick} @keydown=${this.onKeyDown}>${unsafeHTML(this.svgText)}</div>`
        : html`<div class="placeholder">${this.failure ?? 'Laying out…'}</div>`}
      ${diagramLegend(this.active.length > 0 || this.visited.length > 0, this.coverage !== undefined)}
      ${node ? this.renderDetail(node) : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-statechart-diagram': StatechartDiagram;
  }
}
