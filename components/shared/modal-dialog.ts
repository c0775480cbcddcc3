import { LitElement } from 'lit';
import { query } from 'lit/decorators.js';

/**
 * A modal question the guide asks (a hand-over, a warning before an action, a load that replaces a
 * game): its `<dialog>` opens modal as soon as the element is drawn, with the focus on the button
 * `initialFocus` names, and closes when the owner removes the element. Answers go up as events.
 */
export abstract class ModalDialog extends LitElement {
  @query('dialog') protected dialog?: HTMLDialogElement;

  /** The button the focus starts on (the safe answer). */
  protected abstract initialFocus(): HTMLElement | null | undefined;

  override firstUpdated(): void {
    this.dialog?.showModal();
    this.initialFocus()?.focus();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.dialog?.open) this.dialog.close();
  }

  /** An answer, to whoever shows the dialog. */
  protected emit(name: string): void {
    this.dispatchEvent(new CustomEvent(name, { detail: {}, bubbles: true, composed: true }));
  }
}
