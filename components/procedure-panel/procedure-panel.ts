import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ProcedureRow, ProcedureSection, ProcedureTable, ProcedureView } from '../../src/core/views.ts';
import { procedurePanelStyles } from './procedure-panel.styles.ts';

/** The direction of a signed adjustment ("+1" up, "−2" down), for its colour. */
const direction = (value: string): string => (value.startsWith('+') ? 'up' : /^[−-]/.test(value) ? 'down' : '');

/** Rows in order, consecutive adjustments gathered into one list where they stand. */
function runs(rows: readonly ProcedureRow[]): { readonly adjustments: boolean; readonly rows: ProcedureRow[] }[] {
  const out: { adjustments: boolean; rows: ProcedureRow[] }[] = [];
  for (const r of rows) {
    const adjustments = r.adjustment === true, last = out.at(-1);
    if (last && last.adjustments === adjustments) last.rows.push(r);
    else out.push({ adjustments, rows: [r] });
  }
  return out;
}

/**
 * A procedure under way (the DS Attack Sequence, an OCS combat) as a card: its tables (each side's
 * pieces, their figures and totals), its sections (figures, adjustments with their rules, the
 * outcome highlighted, lines of words), and what it requires next. It draws the ruleset's
 * `ProcedureView` and computes nothing; no view hides the panel.
 */
@customElement('tc-procedure-panel')
export class ProcedurePanel extends LitElement {
  static override styles = procedurePanelStyles;

  /** The procedure under way (`views.procedure(context)`); undefined hides the panel. */
  @property({ attribute: false }) view?: ProcedureView;

  override willUpdate(): void {
    // Hidden rather than empty, so the side panel keeps no gap while no procedure is under way.
    this.hidden = this.view === undefined;
  }

  private row(r: ProcedureRow) {
    // The last word (printed factors, "4-4-2") stays on one line; a narrow column wraps the rest.
    const cut = r.label.lastIndexOf(' ');
    const label = cut > 0 ? html`${r.label.slice(0, cut + 1)}<span class="values">${r.label.slice(cut + 1)}</span>` : r.label;
    return html`<tr class=${r.kind ?? 'row'}><th scope="row">${label}${r.note ? html`<span class="note">${r.note}</span>` : nothing}</th><td>${r.value}</td></tr>`;
  }

  private table(t: ProcedureTable) {
    return html`
      <table class=${t.side ? `colour-${t.side}` : ''} data-kind=${t.kind ?? nothing}>
        <caption>${t.caption}</caption>
        <thead><tr><th scope="col">${t.columns[0]}</th><th scope="col">${t.columns[1]}</th></tr></thead>
        <tbody>
          ${t.rows.map((r) => this.row(r))}
          ${t.rows.length === 0 && t.empty ? html`<tr><th scope="row" class="muted">${t.empty}</th><td></td></tr>` : nothing}
        </tbody>
        ${t.total ? html`<tfoot><tr><th scope="row">${t.total.label}</th><td class="total">${t.total.value}</td></tr></tfoot>` : nothing}
      </table>`;
  }

  private figures(rows: readonly ProcedureRow[]) {
    return runs(rows).map((run) => run.adjustments
      ? html`<ul class="adjustments">${run.rows.map((r) => html`<li><span class="adjustment ${direction(r.value)}">${r.value}</span> ${r.label}${
        r.rule ? html` — <span class="rule" title="Rule ${r.rule}">${r.rule}</span>` : nothing}</li>`)}</ul>`
      : html`<dl>${run.rows.map((r) => html`<dt>${r.label}</dt><dd class=${r.kind ?? nothing}>${r.value}${
        r.rule ? html` <span class="rule">${r.rule}</span>` : nothing}${r.note ? html` <span class="note">${r.note}</span>` : nothing}</dd>`)}</dl>`);
  }

  private section(s: ProcedureSection) {
    return html`<div class="section" data-kind=${s.kind ?? nothing}>
      <h3>${s.heading}</h3>
      ${s.pending !== undefined ? html`<p class="muted pending">${s.pending}</p>` : html`
        ${this.figures(s.rows)}
        ${s.outcome ? html`<dl><dt>${s.outcome.label}</dt><dd class=${s.outcome.kind ?? nothing}><mark class="final">${s.outcome.value}</mark>${
          s.outcome.rule ? html` <span class="rule">${s.outcome.rule}</span>` : nothing}</dd></dl>` : nothing}
        ${s.lines.length > 0 ? html`<ul class="lines">${s.lines.map((l) => html`<li>${l}</li>`)}</ul>` : nothing}`}
    </div>`;
  }

  override render() {
    const v = this.view;
    if (!v) return nothing;
    const [now, ...then] = v.next;
    return html`
      <section aria-label=${v.name}>
        <h2>${v.title} <span class="rule" title="Rule ${v.rule}">${v.rule}</span></h2>
        <p class="subtitle">${v.subtitle}</p>
        ${v.tables.length > 0 ? html`<div class="tables">${v.tables.map((t) => this.table(t))}</div>` : nothing}
        ${v.notes.map((n) => html`<p class="notes">${n}</p>`)}
        ${v.sections.map((s) => this.section(s))}
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
    'tc-procedure-panel': ProcedurePanel;
  }
}
