import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { StepMeta } from '../../src/core/step.ts';
import { stepPanelStyles } from './step-panel.styles.ts';

/** What the step panel shows of a step: the state node's meta (its rule, title, explanation, who acts). */
export type StepInfo = StepMeta;

/** The step the turn rests in: its rule number and title, who acts now, and what it is about. */
@customElement('tc-step-panel')
export class StepPanel extends LitElement {
  static override styles = stepPanelStyles;

  /** The current step's meta; undefined once the turn is over. */
  @property({ attribute: false }) step?: StepInfo;
  /** Who acts in the step, in words (the ruleset's `views.actorText`); the meta's actor when unset. */
  @property() actor?: string;
  /** What ends the step, in words (see stepEndsWhen). */
  @property() ends?: string;

  override render() {
    const s = this.step;
    if (!s) return html`<section aria-live="polite"><h2>Turn over</h2><p class="over">This turn is complete: no more actions.</p></section>`;
    return html`
      <section aria-live="polite" aria-label="Current step">
        <h2><span class="rule" title="Rule ${s.rule}">${s.rule}</span><span class="title">${s.title}</span></h2>
        <p class="actor">Who acts now: <strong>${this.actor ?? s.actor}</strong></p>
        <p class="explain">${s.explain}</p>
        ${this.ends ? html`<p class="ends">${this.ends}</p>` : nothing}
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-step-panel': StepPanel;
  }
}
