import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { turnLogStyles } from './turn-log.styles.ts';
import type { LogNote } from '../../src/core/input/notes.ts';
import type { LogEntry } from '../../src/core/log.ts';
import { renderNoteButton, renderNoteText, type NoteSlot } from './log-notes.ts';

/** One line of the turn's log: the rule it comes from and what happened (core's LogEntry). */
export type LogLine = LogEntry;

export type UndoToEvent = CustomEvent<{ count: number }>;

/**
 * Actions the log shows at first, the latest ones. A long game's whole log is tens of thousands of
 * lines: drawn at once, a loaded 5,000-event game spent about four seconds laying it out
 * (docs/benchmarks.md, session 28). Earlier actions are shown on request, this many at a time.
 */
export const LOG_WINDOW = 200;

/**
 * The turn's log, newest at the bottom, cut at each event sent: after each event, an "Undo to here"
 * button dispatches `undo-to` with the number of events to keep. An event (or any entry under it)
 * clicked dispatches `history-preview` with the events up to it: the guide shows that position.
 * Each event may carry a note (`note-change` when the player writes one).
 */
@customElement('tc-turn-log')
export class TurnLog extends LitElement {
  static override styles = turnLogStyles;

  @query('ol') private list?: HTMLOListElement;

  /** Every log entry of the turn so far. */
  @property({ attribute: false }) entries: readonly LogLine[] = [];
  /** The log length after each event: marks[k - 1] entries exist once event k is applied. */
  @property({ attribute: false }) marks: readonly number[] = [];
  /** The log length before the first event (the turn's opening automatic steps). */
  @property({ type: Number }) start = 0;
  /** The events in words, one per mark. */
  @property({ attribute: false }) eventLabels: readonly string[] = [];
  /** The player's notes, by event number. */
  @property({ attribute: false }) notes: readonly LogNote[] = [];
  /** A position of the past is shown (the log is cut there): nothing can be undone from it. */
  @property({ type: Boolean }) previewing = false;
  /** The event whose note editor is open. */
  @state() private editing?: number;
  /** Where the focus goes after the editor closes. */
  private refocus?: number;
  /** How many windows of earlier actions the player asked to see, beyond the latest one. */
  @state() private earlier = 0;

  override updated(changed: PropertyValues<this>): void {
    if (this.list && changed.has('marks')) this.list.scrollTop = this.list.scrollHeight;
    if ((changed as Map<string, unknown>).has('editing') && this.editing !== undefined) this.renderRoot.querySelector('textarea')?.focus();
    if (this.refocus !== undefined) {
      this.renderRoot.querySelector<HTMLElement>(`button.note-edit[data-event="${this.refocus}"]`)?.focus();
      this.refocus = undefined;
    }
  }

  private emit(name: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private noteSlot(event: number, label: string): NoteSlot {
    const close = () => { this.editing = undefined; this.refocus = event; };
    return {
      event, label, text: this.notes.find((n) => n.event === event)?.text, editing: this.editing === event,
      edit: () => { this.editing = event; },
      save: (text) => { close(); this.emit('note-change', { event, text }); },
      cancel: close,
    };
  }

  private undoTo(count: number): void {
    this.dispatchEvent(new CustomEvent('undo-to', { detail: { count }, bubbles: true, composed: true }));
  }

  /** The entries of one event; a click on one previews the position after that event (the keyboard has the event's button). */
  private renderEntries(from: number, to: number, count?: number) {
    const go = count === undefined ? undefined : () => this.emit('history-preview', { count });
    return this.entries.slice(from, to).map((e) => html`
      <li class="entry kind-${e.kind} ${go ? 'goes' : ''}" @click=${go}><span class="rule">${e.rule}</span> ${e.message}</li>`);
  }

  private renderBoundary(count: number, label: string, note?: NoteSlot) {
    const undo = count === this.marks.length || this.previewing ? nothing : html`<button type="button" data-count=${count}
      aria-label="Undo to here: back to ${label}" @click=${() => this.undoTo(count)}>Undo to here</button>`;
    if (undo === nothing && !note) return nothing;
    return html`<li class="boundary">${note ? renderNoteButton(note) : nothing}${undo}</li>`;
  }

  override render() {
    const n = this.marks.length;
    // The first action drawn: the latest LOG_WINDOW, and as many earlier windows as asked for.
    const first = Math.max(0, n - LOG_WINDOW * (1 + this.earlier));
    const shown = this.marks.slice(first).map((end, i) => [first + i, end] as const);
    return html`
      <h2>Turn log <span class="muted">(${n} ${n === 1 ? 'action' : 'actions'})</span></h2>
      <ol aria-label="Turn log">
        ${first > 0 ? html`<li class="earlier"><button type="button" class="earlier" @click=${() => { this.earlier++; }}>Show ${Math.min(LOG_WINDOW, first)} earlier
          ${Math.min(LOG_WINDOW, first) === 1 ? 'action' : 'actions'} (${first} not shown)</button></li>` : html`
          ${this.renderEntries(0, this.start)}
          ${this.renderBoundary(0, 'the start of the turn')}`}
        ${repeat(shown, ([k]) => k, ([k, end]) => {
          const label = this.eventLabels[k] ?? `action ${k + 1}`;
          return html`
            <li class="event"><button type="button" class="go" data-preview=${k + 1}
              aria-label="${k + 1}. ${label}: preview the position after it" @click=${() => this.emit('history-preview', { count: k + 1 })}>${k + 1}. ${label}</button></li>
            ${this.renderEntries(k === 0 ? this.start : this.marks[k - 1]!, end, k + 1)}
            ${renderNoteText(this.noteSlot(k + 1, `${k + 1}. ${label}`))}
            ${this.renderBoundary(k + 1, `after action ${k + 1} (${label})`, this.noteSlot(k + 1, `${k + 1}. ${label}`))}`;
        })}
      </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-turn-log': TurnLog;
  }
  interface HTMLElementEventMap {
    'undo-to': UndoToEvent;
  }
}
