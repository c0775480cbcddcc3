import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { combatPanelStyles } from './combat-panel.styles.ts';
import { signed } from '../../src/ds/view/combat/words.ts';
import type { CombatUnitView, CombatView, ForceView, OddsView, ResultView } from '../../src/ds/view/combat/view.ts';

/**
 * The attack being resolved (4.2.2), as a card: attackers and defenders with their factors and
 * totals, the odds, every column shift with its rule, the final column, the die, the result and
 * what it requires next. It only shows a CombatView; the guide builds one with `combatView`.
 */
@customElement('tc-combat-panel')
export class CombatPanel extends LitElement {
  static override styles = combatPanelStyles;

  /** The attack under way; undefined hides the panel (no attack is being resolved). */
  @property({ attribute: false }) view?: CombatView;

  override willUpdate(): void {
    // Hidden rather than empty, so the side panel keeps no gap while no attack is under way.
    this.hidden = this.view === undefined;
  }

  private unitRow(u: CombatUnitView, hq?: string) {
    const note = [hq, u.note].filter((x) => x !== undefined).join('; ');
    // The printed factors ("4-4-2") stay on one line; a narrow column wraps the name instead.
    const cut = u.label.lastIndexOf(' ');
    const label = cut > 0 ? html`${u.label.slice(0, cut + 1)}<span class="values">${u.label.slice(cut + 1)}</span>` : u.label;
    return html`<tr class=${hq ? 'hq' : 'unit'}><th scope="row">${label}${note ? html`<span class="note">${note}</span>` : nothing}</th><td>${u.factor}</td></tr>`;
  }

  private force(f: ForceView, side: 'Attackers' | 'Defenders', markerOnly: boolean) {
    const factor = side === 'Attackers' ? 'Attack' : 'Defense';
    const empty = f.units.length === 0 && !f.hq;
    return html`
      <table class="force faction-${f.faction}" data-side=${side === 'Attackers' ? 'attacker' : 'defender'}>
        <caption>${side} — ${f.factionName}</caption>
        <thead><tr><th scope="col">Unit</th><th scope="col">${factor}</th></tr></thead>
        <tbody>
          ${f.units.map((u) => this.unitRow(u))}
          ${f.hq ? this.unitRow(f.hq, 'Ranged Support HQ (4.2.1.2)') : nothing}
          ${empty ? html`<tr><th scope="row" class="muted">${markerOnly ? 'markers only, no ground unit' : 'none left in the combat'}</th><td></td></tr>` : nothing}
        </tbody>
        <tfoot><tr><th scope="row">${side === 'Attackers' ? 'Attacker' : 'Defender'} Total</th><td class="total">${f.total}</td></tr></tfoot>
      </table>`;
  }

  private odds(o: OddsView) {
    return html`
      <dl>
        <dt>Odds</dt><dd class="odds">${o.line}</dd>
      </dl>
      ${o.shifts.length === 0 ? html`<p class="muted">No column shifts (4.2.3).</p>` : html`
        <ul class="shifts" aria-label="Column shifts">
          ${o.shifts.map((s) => html`<li><span class="shift ${s.shift > 0 ? 'right' : 'left'}">${signed(s.shift)}</span> ${s.label} — <span class="rule" title="${s.id}">${s.rule}</span></li>`)}
        </ul>`}
      <dl>
        <dt>Net shift</dt><dd class="net">${signed(o.netShift)}</dd>
        <dt>Final column</dt><dd><mark class="final">${o.finalColumn}</mark></dd>
      </dl>`;
  }

  private result(r: ResultView | undefined) {
    if (!r) return html`<p class="muted">Not yet: the attacker rolls one die on the final column, or enters the result from their own chart.</p>`;
    return html`
      <dl>
        <dt>Die</dt><dd class="die">${r.die ?? 'result entered by the player'}</dd>
        <dt>Result</dt><dd class="result-text">${r.text}</dd>
      </dl>
      <ul class="meaning">${r.meaning.map((m) => html`<li>${m}</li>`)}</ul>`;
  }

  override render() {
    const v = this.view;
    if (!v) return nothing;
    const [now, ...then] = v.next;
    return html`
      <section aria-label="Combat">
        <h2>Attack on ${v.hexName} <span class="rule" title="4.2.2 Attack Sequence">4.2.2</span></h2>
        <p class="mode">${v.modeName} (${v.modeRule}) · ${v.attacker.factionName} attacks, ${v.defender.factionName} defends</p>
        <div class="forces">${this.force(v.attacker, 'Attackers', v.markerOnly)}${this.force(v.defender, 'Defenders', v.markerOnly)}</div>
        ${v.totalsNote ? html`<p class="muted totals-note">${v.totalsNote}</p>` : nothing}
        ${v.markerOnly ? html`<p>Only enemy Detachment or Logistics markers were in the hex: the attack succeeds at once, with no odds and no die; the attackers may Advance After Combat but not Exploit (4.2.2).</p>` : html`
          <h3>Odds and column shifts (Steps 3-4)</h3>
          ${v.odds ? this.odds(v.odds) : html`<p class="muted pending">${v.oddsPending}</p>`}
          <h3>Die and result (Step 5)</h3>
          ${this.result(v.result)}`}
        ${now ? html`
          <div class="next" aria-live="polite">
            <p><strong>Next:</strong> ${now.text} <span class="rule">${now.rule}</span></p>
            ${then.length > 0 ? html`<ul aria-label="Then">${then.map((n) => html`<li>Then ${n.text} <span class="rule">${n.rule}</span></li>`)}</ul>` : nothing}
          </div>` : nothing}
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-combat-panel': CombatPanel;
  }
}
