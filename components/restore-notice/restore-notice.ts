import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { restoreNoticeStyles } from './restore-notice.styles.ts';

/** The player chose to start afresh: the guide forgets the refused save and starts the turn. */
export type RestoreStartOverEvent = CustomEvent<Record<string, never>>;
/** The refused save was handed to the browser as a file download. */
export type RestoreDownloadEvent = CustomEvent<{ fileName: string }>;

/**
 * Shown instead of a blank page when the game saved in this browser cannot be restored (damaged,
 * written by a newer turnchart, or for another scenario): the reason, a button to start over,
 * and a button to download the save as it was, so that nothing is lost.
 */
@customElement('tc-restore-notice')
export class RestoreNotice extends LitElement {
  static override styles = restoreNoticeStyles;

  @query('button.start-over') private startOverButton?: HTMLButtonElement;

  @state() private status = '';

  /** Why the save was refused, in words; nothing is shown while it is empty. */
  @property() message = '';
  /** The refused save's text, exactly as stored (what "Download the save" writes). */
  @property({ attribute: false }) text = '';
  /** Name of the downloaded file. */
  @property() fileName = 'turnchart-autosave.json';

  private emit<T>(name: string, detail: T): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private onStartOver(): void {
    this.emit('restore-start-over', {});
  }

  private onDownload(): void {
    const url = URL.createObjectURL(new Blob([this.text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = this.fileName;
    a.hidden = true;
    this.renderRoot.append(a);
    a.click();
    a.remove();
    // The download has started from the click; the URL is only needed until then.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    this.status = `Downloaded as ${this.fileName}.`;
    this.emit('restore-download', { fileName: this.fileName });
  }

  /** Moves focus to "Start over", so that keyboard users land on the notice. */
  override focus(): void {
    this.startOverButton?.focus();
  }

  override render() {
    if (!this.message) return nothing;
    return html`
      <section class="notice" role="alert" aria-labelledby="title">
        <h2 id="title">Your saved game was not restored</h2>
        <p class="message">${this.message}</p>
        <p>You can start the turn over, or download the save first to keep it.</p>
        <div class="row">
          <button type="button" class="start-over" @click=${this.onStartOver}>Start over</button>
          <button type="button" class="download" @click=${this.onDownload} ?disabled=${this.text === ''}>Download the save</button>
        </div>
        <p class="status muted" role="status">${this.status}</p>
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-restore-notice': RestoreNotice;
  }
  interface HTMLElementEventMap {
    'restore-start-over': RestoreStartOverEvent;
    'restore-download': RestoreDownloadEvent;
  }
}
