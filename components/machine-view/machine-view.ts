import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { AnyRuleset } from '../../src/core/ruleset.ts';
import type { TracedTransition } from '../../src/diagram/trace.ts';
import type { InspectorEntry, InspectorRecorder } from '../inspector-panel/recorder.ts';
import type { DiagramCoverage } from '../statechart-diagram/marks.ts';
import type { StatechartDiagram } from '../statechart-diagram/statechart-diagram.ts';
import '../inspector-panel/inspector-panel.ts';
import '../statechart-diagram/statechart-diagram.ts';

/** The turn as the machine sees it: what the diagram draws of a recorded run. */
export interface MachineTrace {
  readonly last: readonly TracedTransition[];
  readonly path: readonly TracedTransition[];
  readonly visited: readonly string[];
}

/**
 * Reads a recorder's timeline: the transitions taken by the last event (its microsteps after the
 * last `event` entry), every transition taken so far, and every state the turn has been in.
 */
export function machineTrace(entries: readonly InspectorEntry[]): MachineTrace {
  const lastEvent = entries.map((e) => e.kind).lastIndexOf('event');
  const micro = (from: number) => entries.slice(from).filter((e) => e.kind === 'microstep').flatMap((e) => e.transitions);
  const visited = new Set(entries.flatMap((e) => e.stateIds));
  return { last: lastEvent < 0 ? [] : micro(lastEvent), path: micro(0), visited: [...visited] };
}

/** Segments as boxes, their steps folded: the whole DS turn legible on one screen. */
const SEGMENT_LEVEL = 3;

/** docs/coverage/<ruleset id>.json as `npm run paths` writes it: the overlay is what the diagram marks. */
interface CoverageFile { readonly default: { readonly overlay: DiagramCoverage } }

/** The generated paths' coverage of a ruleset, or why there is none to show (not generated for it). */
async function loadCoverage(id: string): Promise<DiagramCoverage | string> {
  try {
    // One chunk per coverage file, fetched when asked for (Vite splits on the template's files).
    const file = (await import(`../../docs/coverage/${id}.json`)) as CoverageFile;
    return file.default.overlay;
  } catch {
    return `No coverage report for ${id} (run npm run paths).`;
  }
}

/**
 * The live turn machine beside the guide: the statechart diagram with the active configuration,
 * the last transition and the path taken, and the inspector's timeline; an entry of the timeline
 * selects the state it produced. Loaded lazily: it brings ELK with it.
 */
@customElement('tc-machine-view')
export class MachineView extends LitElement {
  static override styles = css`
    :host { display: block; height: 100%; }
    /* One frame, drawn in the page or, enlarged, as a modal dialog over it: the same elements (no new layout). */
    .frame { display: grid; grid-template-rows: minmax(360px, 1fr) minmax(160px, 34vh); gap: 8px; height: 100%;
      position: static; width: auto; max-width: none; max-height: none; margin: 0; padding: 0; border: 0; background: transparent; color: inherit; }
    .frame:modal { position: fixed; inset: 0; width: auto; height: auto; margin: 10px; padding: 8px 10px; background: #fff;
      border: 1px solid #8a94a3; border-radius: 8px; grid-template-rows: minmax(0, 1fr) minmax(140px, 26vh); }
    .frame::backdrop { background: rgb(0 0 0 / 35%); }
    .diagram { display: grid; grid-template-rows: auto minmax(0, 1fr); gap: 4px; min-height: 0; }
    .bar { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; font: 13px system-ui, sans-serif; }
    .enlarge { margin-left: auto; font: inherit; padding: 2px 10px; border: 1px solid #8a94a3; border-radius: 4px; background: #fff; cursor: pointer; }
    .enlarge:focus-visible { outline: 2px solid #1a5fb4; outline-offset: 1px; }
    tc-statechart-diagram, tc-inspector-panel { min-height: 0; border: 1px solid #ddd; border-radius: 6px; background: #fff; }
    tc-inspector-panel { overflow: auto; padding: 6px 8px; }
  `;

  @query('tc-statechart-diagram') private diagram?: StatechartDiagram;
  @query('dialog.frame') private frame?: HTMLDialogElement;
  /** The diagram and the inspector fill the window (a modal dialog; Escape or the button brings them back). */
  @state() private large = false;
  @state() private trace: MachineTrace = { last: [], path: [], visited: [] };
  /** The generated paths' coverage (docs/coverage/<ruleset id>.json, written by `npm run paths`), when shown. */
  @state() private coverage?: DiagramCoverage;
  /** Why the coverage cannot be shown, when asked for and missing. */
  @state() private coverageProblem?: string;
  private unsubscribe?: () => void;
  private traceStale = false;

  /** The ruleset whose turn machine to draw. */
  @property({ attribute: false }) ruleset?: AnyRuleset;
  /** The recorder fed by the turn's `inspect` option. */
  @property({ attribute: false }) recorder?: InspectorRecorder;
  /** Ids of the active state nodes now. */
  @property({ attribute: false }) active: readonly string[] = [];
  /** Who acts in a step, in words (the ruleset's `views.actorText` in the turn under way). */
  @property({ attribute: false }) actorText?: (actor: string) => string;
  /** Nesting depth drawn (undefined: every step). */
  @property({ type: Number }) depth: number | undefined = SEGMENT_LEVEL;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('recorder')) {
      this.unsubscribe?.();
      // Told once per entry (a replay sends thousands): the trace is read again once per render.
      this.unsubscribe = this.recorder?.subscribe(() => { this.traceStale = true; this.requestUpdate(); });
      this.traceStale = true;
    }
    if (this.traceStale) {
      this.traceStale = false;
      this.trace = machineTrace(this.recorder?.entries() ?? []);
    }
  }

  override firstUpdated(): void {
    this.frame?.show();
  }

  /** Shows the diagram and the inspector over the whole window, or back in the page. */
  async setLarge(large: boolean): Promise<void> {
    const frame = this.frame;
    if (!frame || large === this.large) return;
    this.large = large;
    frame.close();
    if (large) frame.showModal(); else frame.show();
    await this.updateComplete;
    this.diagram?.fit();
    this.renderRoot.querySelector<HTMLButtonElement>('button.enlarge')?.focus();
  }

  /** Escape closes a modal dialog: the frame goes back into the page, open. */
  private onFrameClose(): void {
    if (this.frame && !this.frame.open) void this.setLarge(false);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private async onCoverageToggle(e: Event): Promise<void> {
    const on = (e.target as HTMLInputElement).checked, id = this.ruleset?.id;
    const loaded = on && id !== undefined ? await loadCoverage(id) : undefined;
    this.coverage = typeof loaded === 'string' ? undefined : loaded;
    this.coverageProblem = typeof loaded === 'string' ? loaded : undefined;
  }

  private onStateFocus(e: CustomEvent<{ ids: readonly string[] }>): void {
    const leaf = e.detail.ids.at(-1);
    if (leaf) this.diagram?.select(leaf);
  }

  override render() {
    return html`<dialog class="frame" aria-label="Turn machine" @close=${this.onFrameClose}>
      <div class="diagram">
        <div class="bar">
          <label class="coverage"><input type="checkbox" @change=${this.onCoverageToggle}> Show what the generated path tests cover (npm run paths)${
            this.coverageProblem ? html` <span role="status">${this.coverageProblem}</span>` : nothing}</label>
          <button type="button" class="enlarge" @click=${() => this.setLarge(!this.large)}>${
            this.large ? 'Back to the page (Esc)' : 'Enlarge'}</button>
        </div>
        <tc-statechart-diagram .stateMachine=${this.ruleset?.machine} .actorText=${this.actorText} .depth=${this.depth} .active=${this.active} .lastTransition=${this.trace.last}
          .path=${this.trace.path} .visited=${this.trace.visited} .coverage=${this.coverage}></tc-statechart-diagram>
      </div>
      <tc-inspector-panel .recorder=${this.recorder} @state-focus=${this.onStateFocus}></tc-inspector-panel>
    </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-machine-view': MachineView;
  }
}
