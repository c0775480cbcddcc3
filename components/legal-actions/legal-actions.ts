import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { DsEvent } from '../../src/ds/events/index.ts';
import type { PlaceNames } from '../../src/ds/model/index.ts';
import { describeAction, groupByKind } from './action-labels.ts';
import { legalActionsStyles } from './legal-actions.styles.ts';

/** Why an attempted action was refused: one rule it breaks. */
export interface ViolationInfo {
  readonly rule: string;
  readonly code: string;
  readonly message: string;
}

export type ActionChosenEvent = CustomEvent<{ action: DsEvent }>;

/**
 * The actions legal now, grouped by kind, each a button; choosing one dispatches `action-chosen`
 * with the event. Below, "Why not": the violations of the last refused action, with rule numbers.
 */
@customElement('tc-legal-actions')
export class LegalActions extends LitElement {
  static override styles = legalActionsStyles;

  /** The concrete events the turn accepts now. */
  @property({ attribute: false }) actions: readonly DsEvent[] = [];
  /** The violations of the last refused action (empty: nothing refused). */
  @property({ attribute: false }) violations: readonly ViolationInfo[] = [];
  /** The refused action itself, to name it in "Why not". */
  @property({ attribute: false }) refused?: DsEvent;
  /** Names of units, hexes and zones, to describe actions in words. */
  @property({ attribute: false }) names: PlaceNames = {};
  /** Why there is nothing to do now, when `actions` is empty. */
  @property() emptyReason = 'The turn is over: there is nothing left to do in this faction turn.';

  private choose(action: DsEvent): void {
    this.dispatchEvent(new CustomEvent('action-chosen', { detail: { action }, bubbles: true, composed: true }));
  }

  private renderWhyNot() {
    if (this.violations.length === 0) return nothing;
    return html`
      <section class="why-not" role="alert" aria-label="Why not">
        <h3>Why not${this.refused ? html`: ${describeAction(this.refused, this.names)}` : nothing}</h3>
        <ul>${this.violations.map((v) => html`<li><span class="rule">${v.rule}</span>${v.message}</li>`)}</ul>
      </section>`;
  }

  override render() {
    const n = this.actions.length;
    const groups = groupByKind(this.actions);
    return html`
      <h2>Legal actions <span class="count" aria-live="polite">(${n})</span></h2>
      ${n === 0 ? html`<p class="empty">${this.emptyReason}</p>` : groups.map((g) => html`
        <div class="group" role="group" aria-label="${g.label} (${g.actions.length})">
          ${groups.length > 1 || g.actions.length > 1 ? html`<h3>${g.label} (${g.actions.length})</h3>` : nothing}
          <ul>${g.actions.map((a) => {
            const full = describeAction(a, this.names);
            return html`<li><button type="button" data-type=${a.type} aria-label=${full} title=${full}
              @click=${() => this.choose(a)}>${g.actions.length > 1 ? full.replace(`${g.label}: `, '') : full}</button></li>`;
          })}</ul>
        </div>`)}
      ${this.renderWhyNot()}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-legal-actions': LegalActions;
  }
  interface HTMLElementEventMap {
    'action-chosen': ActionChosenEvent;
  }
}
