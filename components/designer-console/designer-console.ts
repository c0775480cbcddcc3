import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { locateJsonError } from '../../src/core/input/json-text.ts';
import type { LogEntry } from '../../src/core/log.ts';
import type { RulesetEvent } from '../../src/core/ruleset.ts';
import { changedPaths } from '../../src/core/state-tree.ts';
import type { Violation } from '../../src/core/violation.ts';
import type { TurnController } from '../shared/turn-controller.ts';
import { designerConsoleStyles } from './designer-console.styles.ts';
import type { StateTree } from './state-tree.ts';
import './state-tree.ts';

/** Legal events listed at once as templates; the rest on demand. */
const LEGAL_AT_ONCE = 40;

/** What became of the last event submitted. */
type Outcome =
  | { readonly kind: 'applied'; readonly number: number; readonly text: string; readonly log: readonly LogEntry[]; readonly changed: readonly (readonly string[])[]; readonly cut: boolean }
  | { readonly kind: 'refused'; readonly text?: string; readonly violations: readonly Violation[] }
  | { readonly kind: 'unreadable'; readonly message: string };

/** The tree's root: the machine's state value, then every part of the turn's context (the game, the bookkeeping, the dice, the log). */
const rootOf = (snapshot: { readonly value: unknown; readonly context: object }): Record<string, unknown> => ({ value: snapshot.value, ...snapshot.context });

/**
 * The designer's console, for any ruleset (boardgame.io's debug panel, for a statechart): an event
 * typed or pasted as JSON is read by the ruleset's event parser (a shape error located), checked by
 * the rules (`explain`), and either applied to the game — logged, saved and undoable like any
 * other — or refused with its violations and their rule numbers, the game unchanged. The events
 * legal now are templates a click away. The state tree shows the whole position: the machine's
 * state value, the board, each counter, the turn's bookkeeping, the dice and the log.
 */
@customElement('tc-designer-console')
export class DesignerConsole extends LitElement {
  static override styles = designerConsoleStyles;

  @query('textarea') private box?: HTMLTextAreaElement;
  @query('tc-state-tree') private tree?: StateTree;
  @state() private text = '';
  @state() private outcome?: Outcome;
  @state() private allLegal = false;
  /** Only the legal events whose words or JSON hold every word of this text. */
  @state() private legalFilter = '';
  private rootFor?: unknown;
  private root: Record<string, unknown> = {};

  /** The turn played (the guide's controller): events go to it, checked as any other. */
  @property({ attribute: false }) turn?: TurnController;
  /** The position now: a new one redraws the console. */
  @property({ attribute: false }) position?: unknown;

  override willUpdate(changed: PropertyValues<this>): void {
    // Another move made elsewhere (the legal actions, the log's undo) makes the last outcome old news.
    const o = this.outcome;
    if (changed.has('position') && o && !(o.kind === 'applied' && this.turn?.events.length === o.number)) this.outcome = undefined;
  }

  private rootNow(turn: TurnController): Record<string, unknown> {
    if (this.rootFor !== turn.snapshot) {
      this.rootFor = turn.snapshot;
      this.root = rootOf(turn.snapshot);
    }
    return this.root;
  }

  /** Reads the box as JSON and sends it to the turn: applied, or refused with why. */
  submit(): void {
    const turn = this.turn;
    if (!turn) return;
    const text = this.text.trim();
    if (text === '') { this.outcome = { kind: 'unreadable', message: 'Type an event as JSON, e.g. {"type": "CONTINUE"}, or pick one legal now below.' }; return; }
    let json: unknown;
    try { json = JSON.parse(text); } catch (e) { this.outcome = { kind: 'unreadable', message: `Not JSON: ${locateJsonError(text, e)}` }; return; }
    const before = this.rootNow(turn), logBefore = turn.log.length, views = turn.ruleset.views;
    const violations = turn.sendJson(json);
    if (violations.length > 0) {
      const refused = turn.lastRefusal?.event;
      this.outcome = { kind: 'refused', violations, ...(refused ? { text: views.describe(refused, views.gameOf(turn.snapshot.context)) } : {}) };
      return;
    }
    const sent = turn.events.at(-1)!, diff = changedPaths(before, this.rootNow(turn), 40);
    this.outcome = { kind: 'applied', number: turn.events.length, text: views.describe(sent, views.gameOf(turn.snapshot.context)), log: turn.log.slice(logBefore), changed: diff.paths, cut: diff.cut };
  }

  private onSubmit(e: SubmitEvent): void {
    e.preventDefault();
    this.submit();
  }

  /** Ctrl+Enter (or ⌘+Enter) in the box sends it, as in a code editor. */
  private onBoxKeydown(e: KeyboardEvent): void {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); this.submit(); }
  }

  /** An event put in the box to edit or send as it is. */
  private template(e: RulesetEvent | { readonly type: string }): void {
    this.text = JSON.stringify(e, null, 2);
    this.outcome = undefined;
    void this.updateComplete.then(() => this.box?.focus());
  }

  private undo(n: number): void {
    this.turn?.undoTo(n - 1);
    this.outcome = undefined;
  }

  private renderOutcome(o: Outcome) {
    if (o.kind === 'unreadable') return html`<div class="outcome refused" role="alert"><p>${o.message}</p></div>`;
    if (o.kind === 'refused') {
      return html`<div class="outcome refused" role="alert">
        <h3>Refused${o.text ? html`: ${o.text}` : nothing} — nothing changed</h3>
        <ul class="violations">${o.violations.map((v) => html`<li><span class="rule">${v.rule}</span> ${v.message} <code>${v.code}</code></li>`)}</ul>
      </div>`;
    }
    return html`<div class="outcome applied" role="status">
      <h3>Applied as event ${o.number}: ${o.text}</h3>
      ${o.log.length > 0 ? html`<ul class="log">${o.log.map((l) => html`<li><span class="rule">${l.rule}</span> ${l.message}</li>`)}</ul>` : nothing}
      ${o.changed.length > 0 ? html`<p class="changed-head">Changed${o.cut ? ' (the first 40)' : ''}:</p>
        <ul class="changed">${o.changed.map((p) => html`<li><button type="button" @click=${() => this.tree?.reveal(p)}>${p.join(' › ')}</button></li>`)}</ul>` : nothing}
      <button type="button" class="undo" @click=${() => this.undo(o.number)}>Undo event ${o.number}</button>
    </div>`;
  }

  /** Free moves (R-FREE-MOVES) are not listed one by one (a full board offers hundreds of thousands): said, with a template. */
  private renderFreeMoves(turn: TurnController) {
    const movers = turn.freeMovers, first = movers[0];
    if (!first) return nothing;
    const example = first.moves()[0]!;
    return html`<p class="free-moves">Also unchecked free moves (R-FREE-MOVES): ${movers.length} ${movers.length === 1 ? 'counter' : 'counters'}
      may move to any hex but their own and the enemy's.
      <button type="button" class="template" title=${JSON.stringify(example)} @click=${() => this.template(example)}>${JSON.stringify(example)}</button></p>`;
  }

  private renderLegal(turn: TurnController) {
    const views = turn.ruleset.views, game = views.gameOf(turn.snapshot.context), words = this.legalFilter.toLowerCase().split(/\s+/).filter(Boolean);
    // Every word must appear, in the event's words or its JSON: "force-b w2618".
    const legal = words.length === 0 ? turn.legal : turn.legal.filter((e) => {
      const text = `${views.describe(e, game)} ${JSON.stringify(e)}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
    const shown = this.allLegal ? legal : legal.slice(0, LEGAL_AT_ONCE);
    return html`<section class="legal" aria-labelledby="legal-now">
      <h3 id="legal-now">Legal now (${turn.legal.length}) — click one to put it in the box</h3>
      <input type="search" class="legal-filter" aria-label="Filter the legal events" placeholder="Filter (unit, hex, type…)" .value=${this.legalFilter}
        @input=${(e: Event) => { this.legalFilter = (e.target as HTMLInputElement).value; }}>
      ${this.renderFreeMoves(turn)}
      ${legal.length === 0 ? html`<p class="muted">${turn.legal.length === 0 ? 'Nothing: the turn is over.' : 'None matches the filter.'}</p>` : nothing}
      <ul>${shown.map((e) => {
        const json = JSON.stringify(e);
        return html`<li><button type="button" class="template" title=${json} @click=${() => this.template(e)}>${views.describe(e, game)}
          <code>${json}</code></button></li>`;
      })}</ul>
      ${legal.length > shown.length ? html`<button type="button" class="all" @click=${() => { this.allLegal = true; }}>Show all ${legal.length}</button>` : nothing}
      <label class="types">Any event type, to try: <select @change=${(e: Event) => {
        const type = (e.target as HTMLSelectElement).value;
        if (type) this.template({ type });
      }}><option value="">—</option>${turn.ruleset.events.types.map((t) => html`<option value=${t}>${t}</option>`)}</select></label>
    </section>`;
  }

  override render() {
    const turn = this.turn;
    if (!turn) return nothing;
    const step = turn.step;
    return html`<section class="console" aria-labelledby="console-title">
      <h2 id="console-title">Designer's console <span class="muted">· ${turn.ruleset.title} · ${step ? `${step.meta.rule} ${step.meta.title}` : 'turn over'}</span></h2>
      <div class="columns">
        <div class="events">
          <form @submit=${this.onSubmit}>
            <label for="event">An event as JSON (checked by the rules before it is applied):</label>
            <textarea id="event" rows=${Math.min(12, Math.max(4, this.text.split('\n').length))} spellcheck="false" autocomplete="off" placeholder='{"type": "CONTINUE"}' .value=${this.text}
              @input=${(e: Event) => { this.text = (e.target as HTMLTextAreaElement).value; }} @keydown=${this.onBoxKeydown}></textarea>
            <button type="submit" class="send">Check and apply</button> <span class="muted">Ctrl+Enter</span>
          </form>
          ${this.outcome ? this.renderOutcome(this.outcome) : nothing}
          ${this.renderLegal(turn)}
        </div>
        <div class="state">
          <h3>State after ${turn.events.length} event${turn.events.length === 1 ? '' : 's'}</h3>
          <tc-state-tree label="Game state" .root=${this.rootNow(turn)} .changed=${this.outcome?.kind === 'applied' ? this.outcome.changed : []}></tc-state-tree>
        </div>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-designer-console': DesignerConsole;
  }
}
