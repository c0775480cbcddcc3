import { css, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import type { WarningView } from '../../src/core/views.ts';
import { ModalDialog } from '../shared/modal-dialog.ts';
import { panelStyles } from '../shared/panel.styles.ts';

/**
 * A confirm before an action the rules allow but a later automatic step will punish (the ruleset's
 * `views.warnings`): what will happen, with the rule, and "Do it anyway" or "Cancel". A modal
 * dialog; the focus starts on Cancel, and Escape cancels. It dispatches `warning-confirm` or
 * `warning-cancel`; the guide sends the action or not.
 */
@customElement('tc-action-warning')
export class ActionWarning extends ModalDialog {
  static override styles = [panelStyles, css`
    dialog { max-width: min(34em, 92vw); border: 1px solid #b26b00; border-left-width: 6px; border-radius: 6px; padding: 12px 16px;
      font: 14px/1.45 system-ui, sans-serif; color: #1b1b1b; }
    dialog::backdrop { background: rgb(0 0 0 / 0.15); }
    h2 { font-size: 16px; margin: 0 0 8px; }
    ul { padding-left: 1.1em; }
    .rule { font: 600 12px ui-monospace, monospace; margin-right: 6px; }
    .row { display: flex; gap: 8px; justify-content: flex-end; margin-top: 10px; }
    button { font: inherit; padding: 5px 12px; border: 1px solid #555; border-radius: 4px; background: #fff; color: #1b1b1b; cursor: pointer; }
    button.confirm { background: #8a4b00; border-color: #8a4b00; color: #fff; }
    button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
  `];

  @query('button.cancel') private cancelButton?: HTMLButtonElement;

  /** The action the player chose, in words. */
  @property() action = '';
  /** What it leaves for a later step to punish. */
  @property({ attribute: false }) warnings: readonly WarningView[] = [];

  protected override initialFocus() { return this.cancelButton; }

  private onCancel(e: Event): void {
    e.preventDefault();
    this.emit('warning-cancel');
  }

  override render() {
    return html`<dialog aria-labelledby="warning-title" aria-describedby="warning-what" @cancel=${this.onCancel}>
      <h2 id="warning-title">Before you act: ${this.action}</h2>
      <ul id="warning-what">${this.warnings.map((w) => html`<li><span class="rule">${w.rule}</span>${w.message}</li>`)}</ul>
      <div class="row">
        <button type="button" class="cancel" @click=${() => this.emit('warning-cancel')}>Cancel</button>
        <button type="button" class="confirm" @click=${() => this.emit('warning-confirm')}>Do it anyway</button>
      </div>
    </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-action-warning': ActionWarning;
  }
  interface HTMLElementEventMap {
    'warning-confirm': CustomEvent<Record<string, never>>;
    'warning-cancel': CustomEvent<Record<string, never>>;
  }
}
