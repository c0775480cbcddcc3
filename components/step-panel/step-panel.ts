import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { FACTIONS, FACTION_NAMES, isFaction, type Faction } from '../../src/ds/model/index.ts';
import { stepPanelStyles } from './step-panel.styles.ts';

/** What the step panel shows of a step: the state node's meta (its rule, title, explanation, who acts). */
export interface StepInfo {
  readonly rule: string;
  readonly title: string;
  readonly explain: string;
  /** 'phasing', 'non-phasing', 'all' (a step of the whole game turn), 'automatic', or a named faction ('axis'). */
  readonly actor: string;
}

/** Who acts in a step, in words. */
export function actorText(actor: string, phasing: Faction | undefined, order: readonly Faction[] = FACTIONS): string {
  const name = (f: Faction) => FACTION_NAMES[f];
  if (actor === 'automatic') return 'Automatic — the guide does this step by itself';
  if (actor === 'all') return 'All factions together (a step of the whole game turn)';
  if (actor === 'phasing') return phasing ? `${name(phasing)} (the phasing faction)` : 'The phasing faction';
  if (actor === 'non-phasing') {
    const others = order.filter((f) => f !== phasing).map(name);
    return others.length > 0 ? `${others.join(' or ')} (non-phasing)` : 'The non-phasing faction';
  }
  if (isFaction(actor)) return `${name(actor)} (${actor === phasing ? 'the phasing faction' : 'non-phasing'})`;
  return actor;
}

/** The step the turn rests in: its rule number and title, who acts now, and what it is about. */
@customElement('tc-step-panel')
export class StepPanel extends LitElement {
  static override styles = stepPanelStyles;

  /** The current step's meta; undefined once the turn is over. */
  @property({ attribute: false }) step?: StepInfo;
  /** The phasing faction of this faction turn. */
  @property() phasing?: Faction;
  /** The factions in play, in turn order (to name the non-phasing ones). */
  @property({ attribute: false }) order?: readonly Faction[];
  /** What ends the step, in words (see stepEndsWhen). */
  @property() ends?: string;

  override render() {
    const s = this.step;
    if (!s) return html`<section aria-live="polite"><h2>Turn over</h2><p class="over">This faction turn is complete: no more actions.</p></section>`;
    return html`
      <section aria-live="polite" aria-label="Current step">
        <h2><span class="rule" title="Rule ${s.rule}">${s.rule}</span><span class="title">${s.title}</span></h2>
        <p class="actor">Who acts now: <strong>${actorText(s.actor, this.phasing, this.order)}</strong></p>
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
