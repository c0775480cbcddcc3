import { LitElement, html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { turnLogStyles } from './turn-log.styles.ts';
import type { LogEntry } from '../../src/core/log.ts';

/** One line of the turn's log: the rule it comes from and what happened (core's LogEntry). */
export type LogLine = LogEntry;

export type UndoToEvent = CustomEvent<{ count: number }>;

/**
 * The turn's log, newest at the bottom, cut at each event sent: after each event, an "Undo to here"
 * button dispatches `undo-to` with the number of events to keep.
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

  override updated(): void {
    if (this.list) this.list.scrollTop = this.list.scrollHeight;
  }

  private undoTo(count: number): void {
    this.dispatchEvent(new CustomEvent('undo-to', { detail: { count }, bubbles: true, composed: true }));
  }

  private renderEntries(from: number, to: number) {
    return this.entries.slice(from, to).map((e) => html`
      <li class="entry kind-${e.kind}"><span class="rule">${e.rule}</span> ${e.message}</li>`);
  }

  private renderBoundary(count: number, label: string) {
    if (count === this.marks.length) return nothing;
    return html`<li class="boundary"><button type="button" data-count=${count}
      aria-label="Undo to here: back to ${label}" @click=${() => this.undoTo(count)}>Undo to here</button></li>`;
  }

  override render() {
    const n = this.marks.length;
    return html`
      <h2>Turn log <span class="muted">(${n} ${n === 1 ? 'action' : 'actions'})</span></h2>
      <ol aria-label="Turn log">
        ${this.renderEntries(0, this.start)}
        ${this.renderBoundary(0, 'the start of the turn')}
        ${this.marks.map((end, k) => {
          const label = this.eventLabels[k] ?? `action ${k + 1}`;
          return html`
            <li class="event">${k + 1}. ${label}</li>
            ${this.renderEntries(k === 0 ? this.start : this.marks[k - 1]!, end)}
            ${this.renderBoundary(k + 1, `after action ${k + 1} (${label})`)}`;
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
