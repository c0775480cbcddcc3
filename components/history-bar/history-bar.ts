import { LitElement, html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import type { HistoryState } from '../shared/history.ts';
import { historyBarStyles } from './history-bar.styles.ts';

const REDO_KEYS = 'Ctrl+Shift+Z or Ctrl+Y';

/**
 * Undo and redo, and the banner of a previewed position: "Previewing event 12 of 40" with
 * Previous, Next and "Return to the game" (stepping through an opponent's turn: Play to end and
 * "Take over and play your turn"). It holds no game: it draws the history's state and dispatches
 * history-undo, history-redo, history-preview, history-return and history-branch. What was done
 * is said in a live region (the buttons and the keyboard shortcuts alike).
 */
@customElement('tc-history-bar')
export class HistoryBar extends LitElement {
  static override styles = historyBarStyles;

  @property({ attribute: false }) state?: HistoryState;
  @query('button.undo') private undoButton?: HTMLButtonElement;
  @query('button.redo') private redoButton?: HTMLButtonElement;

  private emit(name: string, detail: unknown = {}): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** Leaving a preview from its banner: the focus stays in the bar (the banner's buttons are gone). */
  private leave(name: string): void {
    this.emit(name);
    // The guide draws the new state first, then this bar.
    const root = this.getRootNode();
    const host = root instanceof ShadowRoot ? (root.host as Partial<LitElement>) : undefined;
    void Promise.resolve(host?.updateComplete).then(() => this.updateComplete).then(() => {
      [this.undoButton, this.redoButton].find((b) => b && !b.disabled)?.focus();
    });
  }

  private renderPreview(p: NonNullable<HistoryState['preview']>) {
    const s = p.stepping;
    const first = s?.from ?? 0, last = s?.to ?? p.of;
    const go = (count: number) => () => this.emit('history-preview', { count });
    const title = s ? `${s.title}: event ${p.at} of ${p.of}` : `Previewing event ${p.at} of ${p.of}`;
    return html`
      <section class="preview" aria-labelledby="preview-title">
        <h2 id="preview-title">${title}</h2>
        <p class="muted">${p.label}. ${s ? 'The map and the log follow their turn.' : 'Nothing can be played here: the game after it is kept.'}</p>
        <div class="row">
          <button type="button" class="previous" ?disabled=${p.at <= first} @click=${go(p.at - 1)}>Previous</button>
          <button type="button" class="next" ?disabled=${p.at >= last} @click=${go(p.at + 1)}>Next</button>
          ${s ? html`<button type="button" class="to-end" ?disabled=${p.at >= last} @click=${go(last)}>Play to end</button>
                <button type="button" class="take-over" @click=${() => this.leave('history-return')}>Take over and play your turn</button>`
              : html`<button type="button" class="return" @click=${() => this.leave('history-return')}>Return to the game</button>
                <button type="button" class="branch" title="Undo the events after this one (they stay redoable until you play something else)"
                  @click=${() => this.leave('history-branch')}>Play on from here</button>`}
        </div>
      </section>`;
  }

  override render() {
    const s = this.state;
    if (!s) return nothing;
    const redoTip = s.redoLabel ? `Redo ${s.redoLabel} (${REDO_KEYS}). Playing another action discards what can be redone.` : `Nothing to redo (${REDO_KEYS}). Playing a new action after an undo discards what could be redone.`;
    return html`
      ${s.preview ? this.renderPreview(s.preview) : nothing}
      <div class="row" role="group" aria-label="History">
        <button type="button" class="undo" ?disabled=${!s.canUndo} aria-keyshortcuts="Control+Z"
          title=${s.undoLabel ? `Undo ${s.undoLabel} (Ctrl+Z)` : 'Nothing to undo (Ctrl+Z)'} @click=${() => this.emit('history-undo')}>Undo</button>
        <button type="button" class="redo" ?disabled=${!s.canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y"
          title=${redoTip} aria-describedby="redo-tip" @click=${() => this.emit('history-redo')}>Redo</button>
        <span id="redo-tip" class="visually-hidden">${redoTip}</span>
      </div>
      <p class="said" role="status" aria-live="polite">${s.announcement}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-history-bar': HistoryBar;
  }
}
