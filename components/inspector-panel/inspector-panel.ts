import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { inspectorPanelStyles } from './inspector-panel.styles.ts';
import type { InspectorEntry, InspectorEntryKind, InspectorRecorder } from './recorder.ts';

/** An entry's "go to state" link was followed: the state ids its snapshot or microstep produced. */
export type StateFocusEvent = CustomEvent<{ ids: readonly string[]; seq: number }>;

const KINDS: readonly InspectorEntryKind[] = ['event', 'microstep', 'snapshot', 'action', 'actor'];
/** Shown at first: what happened and where it went. Actions and actor starts are there on demand. */
const DEFAULT_KINDS: ReadonlySet<InspectorEntryKind> = new Set(['event', 'microstep', 'snapshot']);

/** The deepest of the ids (the step itself rather than its phase), for the link's text. */
const leafOf = (ids: readonly string[]): string => ids.reduce((a, b) => (b.split('.').length >= a.split('.').length ? b : a), ids[0] ?? '');

/**
 * The offline inspector: a timeline of the events, microsteps and snapshots of a running
 * machine (XState v5 `inspect` events, through `createInspectorRecorder()`), filterable by kind
 * and by text. An entry that produced a state links to it: `state-focus` with its state ids.
 */
@customElement('tc-inspector-panel')
export class InspectorPanel extends LitElement {
  static override styles = inspectorPanelStyles;

  @state() private recorded: readonly InspectorEntry[] = [];
  @state() private kinds: ReadonlySet<InspectorEntryKind> = DEFAULT_KINDS;
  @state() private text = '';

  /** The recorder to follow (its entries are shown as they come). */
  @property({ attribute: false }) recorder?: InspectorRecorder;
  /** Entries to show when there is no recorder. */
  @property({ attribute: false }) entries: readonly InspectorEntry[] = [];

  private unsubscribe?: () => void;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.recorder && !this.unsubscribe) this.follow(this.recorder);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('recorder')) {
      this.unsubscribe?.();
      this.unsubscribe = undefined;
      if (this.recorder && this.isConnected) this.follow(this.recorder);
    }
  }

  private follow(recorder: InspectorRecorder): void {
    this.recorded = recorder.entries();
    this.unsubscribe = recorder.subscribe((entries) => { this.recorded = entries; });
  }

  private onKind(kind: InspectorEntryKind, on: boolean): void {
    const next = new Set(this.kinds);
    if (on) next.add(kind); else next.delete(kind);
    this.kinds = next;
  }

  private onFocus(entry: InspectorEntry): void {
    this.dispatchEvent(new CustomEvent('state-focus', { detail: { ids: entry.stateIds, seq: entry.seq }, bubbles: true, composed: true }));
  }

  /** The entries that pass the filters, oldest first. */
  visibleEntries(): readonly InspectorEntry[] {
    const all = this.recorder ? this.recorded : this.entries;
    const needle = this.text.trim().toLowerCase();
    return all.filter((e) => this.kinds.has(e.kind)
      && (needle === '' || [e.title, e.detail, e.value, ...e.stateIds].some((s) => s.toLowerCase().includes(needle))));
  }

  private renderEntry(e: InspectorEntry) {
    const leaf = leafOf(e.stateIds);
    const moves = e.transitions.map((t) => `${t.source} → ${t.target}`).join(', ');
    return html`<li class="kind-${e.kind}" data-seq=${e.seq} title=${e.detail}>
      <span class="seq">${e.seq}</span>
      <span class="kind">${e.kind}</span>
      <span class="body">
        <strong>${e.title}</strong>
        ${moves ? html` <span class="moves">${moves}</span>` : nothing}
        ${e.stateIds.length > 0
          ? html` <button type="button" class="focus" @click=${() => this.onFocus(e)} aria-label="Show state ${leaf} in the diagram">→ ${leaf}</button>` : nothing}
        ${e.value ? html`<div class="value">${e.value}</div>` : nothing}
      </span>
    </li>`;
  }

  override render() {
    const shown = this.visibleEntries();
    const total = (this.recorder ? this.recorded : this.entries).length;
    return html`
      <div class="filters" role="group" aria-label="Timeline filters">
        <input type="search" placeholder="Filter (event, state, value)" aria-label="Filter the timeline" .value=${this.text}
          @input=${(ev: Event) => { this.text = (ev.target as HTMLInputElement).value; }}>
        ${KINDS.map((k) => html`<label><input type="checkbox" name=${k} .checked=${this.kinds.has(k)}
          @change=${(ev: Event) => this.onKind(k, (ev.target as HTMLInputElement).checked)}> ${k}</label>`)}
        <span class="count" role="status">${shown.length} of ${total}</span>
      </div>
      ${shown.length === 0
        ? html`<p class="empty">${total === 0 ? 'Nothing recorded yet.' : 'No entry matches the filters.'}</p>`
        : html`<ol aria-label="Inspection timeline">${shown.map((e) => this.renderEntry(e))}</ol>`}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-inspector-panel': InspectorPanel;
  }
}
