import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { inspectorPanelStyles } from './inspector-panel.styles.ts';
import type { InspectorEntry, InspectorEntryKind, InspectorRecorder } from './recorder.ts';

/** An entry's "go to state" link was followed: the state ids its snapshot or microstep produced. */
export type StateFocusEvent = CustomEvent<{ ids: readonly string[]; seq: number }>;

const KINDS: readonly InspectorEntryKind[] = ['event', 'microstep', 'snapshot', 'action', 'actor'];
/** Shown at first: what happened and where it went. Actions and actor starts are there on demand. */
const DEFAULT_KINDS: ReadonlySet<InspectorEntryKind> = new Set(['event', 'microstep', 'snapshot']);

/** Entries shown at a time: a whole game holds thousands, drawn a page at a time. */
const PAGE_SIZE = 100;
const count = (n: number): string => n.toLocaleString('en');

/** The deepest of the ids (the step itself rather than its phase), for the link's text. */
const leafOf = (ids: readonly string[]): string => ids.reduce((a, b) => (b.split('.').length >= a.split('.').length ? b : a), ids[0] ?? '');

/**
 * The offline inspector: a timeline of the events, microsteps and snapshots of a running
 * machine (XState v5 `inspect` events, through `createInspectorRecorder()`), filterable by kind
 * and by text. Every entry is kept and the filters apply to all of them; the list shows a page at
 * a time, the newest page (following new entries) until the player pages back. An entry that
 * produced a state links to it: `state-focus` with its state ids.
 */
@customElement('tc-inspector-panel')
export class InspectorPanel extends LitElement {
  static override styles = inspectorPanelStyles;

  /** Bumped when the recorder reports: its list grows in place. */
  @state() private recorded = 0;
  /** The page shown (from 0), or undefined for the newest one, which follows new entries. */
  @state() private page?: number;
  @state() private kinds: ReadonlySet<InspectorEntryKind> = DEFAULT_KINDS;
  @state() private text = '';

  /** The recorder to follow (its entries are shown as they come). */
  @property({ attribute: false }) recorder?: InspectorRecorder;
  /** Entries to show when there is no recorder. */
  @property({ attribute: false }) entries: readonly InspectorEntry[] = [];
  /** How many entries a page shows. */
  @property({ type: Number }) pageSize = PAGE_SIZE;

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
    this.recorded += 1;
    this.unsubscribe = recorder.subscribe(() => { this.recorded += 1; });
  }

  private all(): readonly InspectorEntry[] {
    return this.recorder ? this.recorder.entries() : this.entries;
  }

  private onKind(kind: InspectorEntryKind, on: boolean): void {
    const next = new Set(this.kinds);
    if (on) next.add(kind); else next.delete(kind);
    this.kinds = next;
    this.page = undefined;
  }

  private onText(text: string): void {
    this.text = text;
    this.page = undefined;
  }

  /** Pages back or forth; reaching the newest page follows new entries again. */
  private goTo(page: number, pages: number): void {
    const to = Math.max(0, Math.min(page, pages - 1));
    this.page = to === pages - 1 ? undefined : to;
  }

  private onFocus(entry: InspectorEntry): void {
    this.dispatchEvent(new CustomEvent('state-focus', { detail: { ids: entry.stateIds, seq: entry.seq }, bubbles: true, composed: true }));
  }

  /** The entries that pass the filters, oldest first (all pages). */
  visibleEntries(): readonly InspectorEntry[] {
    const all = this.all();
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

  private renderPager(page: number, pages: number, from: number, to: number, matching: number, total: number) {
    // The kind boxes are in view; a text filter is said, with the number recorded in all.
    const filtered = this.text.trim() === '' ? '' : ` matching, ${count(total)} in all`;
    const text = matching === 0 ? `no entries of ${count(total)}` : `entries ${count(from)}–${count(to)} of ${count(matching)}${filtered}`;
    const button = (label: string, name: string, target: number, off: boolean) => html`<button type="button" class="page"
      aria-label=${name} ?disabled=${off} @click=${() => this.goTo(target, pages)}>${label}</button>`;
    return html`<nav class="pager" aria-label="Timeline pages">
      ${button('« Oldest', 'Oldest entries', 0, page === 0)}
      ${button('‹ Previous', 'Previous page of entries', page - 1, page === 0)}
      <span class="count" role="status">${text}</span>
      ${button('Next ›', 'Next page of entries', page + 1, page >= pages - 1)}
      ${button('Newest »', 'Newest entries', pages - 1, page >= pages - 1)}
    </nav>`;
  }

  override render() {
    const visible = this.visibleEntries();
    const total = this.all().length;
    const size = Math.max(1, this.pageSize);
    const pages = Math.max(1, Math.ceil(visible.length / size));
    const page = Math.min(this.page ?? pages - 1, pages - 1);
    const shown = visible.slice(page * size, (page + 1) * size);
    const from = page * size + 1;
    return html`
      <div class="filters" role="group" aria-label="Timeline filters">
        <input type="search" placeholder="Filter (event, state, value)" aria-label="Filter the timeline" .value=${this.text}
          @input=${(ev: Event) => this.onText((ev.target as HTMLInputElement).value)}>
        ${KINDS.map((k) => html`<label><input type="checkbox" name=${k} .checked=${this.kinds.has(k)}
          @change=${(ev: Event) => this.onKind(k, (ev.target as HTMLInputElement).checked)}> ${k}</label>`)}
      </div>
      ${this.renderPager(page, pages, from, from + shown.length - 1, visible.length, total)}
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
