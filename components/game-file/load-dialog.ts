import { css, html, nothing } from 'lit';
import { ModalDialog } from '../shared/modal-dialog.ts';
import { customElement, property, query } from 'lit/decorators.js';

/** An event the turn stopped at while a saved game was replayed (index from 0). */
export interface LoadProblem {
  readonly index: number;
  readonly message: string;
}

/** What loading a saved game would keep, found by replaying it aside before anything is replaced. */
export interface LoadPreview {
  /** How many of its events, from the first, the turn accepts. */
  readonly applied: number;
  /** Why the next one is refused, with its rule (empty when every event is accepted). */
  readonly problems: readonly LoadProblem[];
  /** The refused event in words, when it could be read. */
  readonly refused?: string;
}

const events = (n: number): string => `${n.toLocaleString('en')} ${n === 1 ? 'event' : 'events'}`;

/**
 * Asks before a saved game replaces the one on the page: what the file holds, how much of it the
 * turn accepts (and which event stopped it, with its rule), what happens to the current game, and
 * a way to save that game first. A modal `<dialog>`: the focus starts on Cancel, Escape cancels.
 * Events: `load-confirm`, `load-cancel`, `load-save-first`.
 */
@customElement('tc-load-dialog')
export class LoadDialog extends ModalDialog {
  static override styles = css`
    dialog { max-width: min(38em, 92vw); border: 1px solid #8a9bb0; border-radius: 6px; padding: 12px 16px; font: 14px/1.45 system-ui, sans-serif; color: #1b1b1b; }
    dialog::backdrop { background: rgb(0 0 0 / 0.35); }
    h2 { font-size: 16px; margin: 0 0 8px; overflow-wrap: anywhere; }
    p { margin: 0 0 8px; }
    .partial { border-left: 4px solid #c0392b; background: #fdf1f0; padding: 6px 8px; }
    .partial ul { margin: 4px 0 0; padding-left: 1.2em; overflow-wrap: anywhere; }
    .row { display: flex; flex-wrap: wrap; gap: 6px; justify-content: flex-end; margin-top: 10px; }
    button { font: inherit; font-size: 13px; padding: 4px 12px; border: 1px solid #8a9bb0; border-radius: 4px; background: #f4f7fb; cursor: pointer; color: inherit; }
    button:hover { background: #e4ecf6; }
    button.confirm { background: #1a5fb4; border-color: #1a5fb4; color: #fff; }
    button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
    .status { font-size: 12px; color: #2d6a2d; min-height: 1.2em; }
  `;

  @query('button.cancel') private cancelButton?: HTMLButtonElement;

  /** Name of the chosen file. */
  @property() fileName = '';
  /** How many events the file holds. */
  @property({ type: Number }) total = 0;
  /** What the turn would keep of them. */
  @property({ attribute: false }) preview: LoadPreview = { applied: 0, problems: [] };
  /** How many events the game on the page has (it is replaced). */
  @property({ type: Number }) current = 0;
  /** The file does not say which scenario it is for. */
  @property({ type: Boolean }) unnamed = false;
  /** What "Save the current game first" did, once done. */
  @property() saved = '';

  protected override initialFocus() { return this.cancelButton; }

  /** Escape: the dialog stays until the owner removes it, as for Cancel. */
  private onEscape(e: Event): void {
    e.preventDefault();
    this.emit('load-cancel');
  }

  private renderPartial() {
    const { applied, problems, refused } = this.preview;
    const stop = problems[0];
    if (!stop) return html`<p>All its ${events(this.total)} replay on this scenario.</p>`;
    const which = refused ? `Event ${stop.index + 1} (${refused})` : `Event ${stop.index + 1}`;
    return html`<div class="partial">
      <p><strong>Only ${applied.toLocaleString('en')} of its ${events(this.total)} can be replayed.</strong>
        ${which} is not accepted at that point of the turn:</p>
      <ul>${problems.map((p) => html`<li>${p.message}</li>`)}</ul>
      <p>Keeping the partial game keeps events 1–${applied} and leaves out the other ${events(this.total - applied)};
        the file itself is not changed.</p>
    </div>`;
  }

  override render() {
    const partial = this.preview.problems.length > 0;
    const confirm = partial ? `Keep the partial game (${events(this.preview.applied)})`
      : this.current > 0 ? 'Replace the current game' : 'Load the game';
    return html`
      <dialog role="alertdialog" aria-labelledby="load-title" aria-describedby="load-what" @cancel=${this.onEscape}>
        <h2 id="load-title">Load ${this.fileName}?</h2>
        <div id="load-what">
          ${this.renderPartial()}
          ${this.unnamed ? html`<p>The file does not say which scenario it is for; it is replayed on this one.</p>` : nothing}
          ${this.current > 0
            ? html`<p>It replaces the game on the page (${events(this.current)} played). Save that game first to keep it.</p>`
            : nothing}
        </div>
        <p class="status" role="status">${this.saved}</p>
        <div class="row">
          ${this.current > 0 ? html`<button type="button" class="save-first" @click=${() => this.emit('load-save-first')}>Save the current game first</button>` : nothing}
          <button type="button" class="confirm" @click=${() => this.emit('load-confirm')}>${confirm}</button>
          <button type="button" class="cancel" @click=${() => this.emit('load-cancel')}>Cancel</button>
        </div>
      </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-load-dialog': LoadDialog;
  }
  interface HTMLElementEventMap {
    'load-confirm': CustomEvent<Record<string, never>>;
    'load-cancel': CustomEvent<Record<string, never>>;
    'load-save-first': CustomEvent<Record<string, never>>;
  }
}
