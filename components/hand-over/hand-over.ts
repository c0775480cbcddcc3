import { html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import type { SummarySection } from '../../src/core/turn-summary.ts';
import type { SideView } from '../../src/core/views.ts';
import { ModalDialog } from '../shared/modal-dialog.ts';
import { handOverStyles } from './hand-over.styles.ts';

/** The step the next player acts in, in words. */
export interface NextStep {
  /** "Contest the placement?". */
  readonly title: string;
  readonly rule: string;
  /** Who acts, as the step panel says it: "Axis (non-phasing)". */
  readonly actor: string;
}

/** A side's turn that has just ended, summed up from its log. */
export interface TurnEndView {
  readonly side: SideView;
  readonly sections: readonly SummarySection[];
}

/** The player has taken the seat (or read the summary): the game goes on. */
export type HandOverDoneEvent = CustomEvent<Record<string, never>>;

/**
 * Between two players at one screen: a modal dialog that says whose seat it is now and waits for
 * that player ("I am Axis, go on"). It hides nothing (the games have no hidden information): the
 * table stays in view behind it. When a side's turn has just ended it first sums up that turn —
 * what moved, attacked and was lost, each line with its rule. With hand-overs off (solo play) it
 * shows only that summary. The focus starts on the button; Escape does not skip it.
 */
@customElement('tc-hand-over')
export class HandOver extends ModalDialog {
  static override styles = handOverStyles;

  @query('button.go-on') private goOnButton?: HTMLButtonElement;

  /** The side whose player takes the seat; undefined: no hand-over, only the summary. */
  @property({ attribute: false }) to?: SideView;
  /** The step they act in. */
  @property({ attribute: false }) step?: NextStep;
  /** The turn that has just ended, if one has. */
  @property({ attribute: false }) ended?: TurnEndView;

  protected override initialFocus() { return this.goOnButton; }

  private done(): void {
    this.emit('hand-over-done');
  }

  /** Escape would leave the seat unclaimed: the dialog waits for its button. */
  private onCancel(e: Event): void {
    e.preventDefault();
  }

  private renderSummary(ended: TurnEndView) {
    return html`<section class="summary" aria-labelledby="summary-title">
      <h3 id="summary-title">The ${ended.side.name} turn is over</h3>
      ${ended.sections.map((s) => html`<h4>${s.heading} (${s.entries.length})</h4>
        ${s.entries.length === 0 ? html`<p class="muted">${s.none}</p>`
          : html`<ul>${s.entries.map((e) => html`<li><span class="rule">${e.rule}</span> ${e.message}</li>`)}</ul>`}`)}
    </section>`;
  }

  override render() {
    const to = this.to, step = this.step, ended = this.ended;
    const title = to ? `Hand over to ${to.name}` : ended ? `End of the ${ended.side.name} turn` : 'Go on';
    return html`
      <dialog aria-labelledby="hand-over-title" aria-describedby="hand-over-what" @cancel=${this.onCancel}>
        <h2 id="hand-over-title" class=${to ? `colour-${to.id}` : ''}>${title}</h2>
        ${ended ? this.renderSummary(ended) : nothing}
        <p id="hand-over-what">${to
          ? html`<strong>${to.name}</strong> acts now${step ? html`: ${step.title} (${step.rule})` : nothing}.
            Nothing is hidden: every player sees the whole table.`
          : step ? html`Next: ${step.title} (${step.rule}), ${step.actor}.` : nothing}</p>
        <div class="row">
          <button type="button" class="go-on" @click=${this.done}>${to ? `I am ${to.name}, go on` : 'Go on'}</button>
        </div>
      </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-hand-over': HandOver;
  }
  interface HTMLElementEventMap {
    'hand-over-done': HandOverDoneEvent;
  }
}
