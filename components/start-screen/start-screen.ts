import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { CatalogEntry } from '../../src/core/catalog.ts';
import type { RulesetInfo } from '../../src/core/ruleset.ts';
import type { InputProblem } from '../../src/core/violation.ts';
import type { SavedGameNote } from '../shared/autosave.ts';
import { startScreenStyles } from './start-screen.styles.ts';
import { thumbnailSvg } from './thumbnail.ts';

/** A bundled scenario chosen: `fresh` starts it from its beginning, replacing its game saved in this browser. */
export type ScenarioOpenEvent = CustomEvent<{ id: string; fresh: boolean }>;
/** A scenario file chosen from the player's disk, not read yet. */
export type ScenarioFileEvent = CustomEvent<{ name: string; file: Blob }>;

/** Why a scenario could not be opened: the file (or link) and every problem, located. */
export interface OpenProblems {
  /** The file's name, or the scenario named in the link. */
  readonly source: string;
  readonly problems: readonly InputProblem[];
}

const events = (n: number): string => `${n.toLocaleString('en')} ${n === 1 ? 'event' : 'events'}`;

/**
 * The first screen: the bundled scenarios of every ruleset (title, ruleset, where it starts, the
 * sides, a thumbnail of the map), each opened as a new game or, when this browser holds its saved
 * game, continued; and "Open a scenario file…", whose problems are listed as the CLI's `validate`
 * lists them (JSON path, then what is wrong). It holds no game: the page opens what it asks for.
 */
@customElement('tc-start-screen')
export class StartScreen extends LitElement {
  static override styles = startScreenStyles;

  /** The card whose "New game" waits for the player to confirm replacing its saved game. */
  @state() private confirming?: string;

  /** The bundled scenarios. */
  @property({ attribute: false }) scenarios: readonly CatalogEntry[] = [];
  /** The rulesets whose files can be opened. */
  @property({ attribute: false }) rulesets: readonly RulesetInfo[] = [];
  /** The game saved in this browser, if any. */
  @property({ attribute: false }) saved?: SavedGameNote;
  /** Why the last scenario asked for could not be opened. */
  @property({ attribute: false }) problems?: OpenProblems;
  /** What is being done now ("Opening … "), said politely. */
  @property() status = '';

  override updated(changed: PropertyValues): void {
    if (changed.has('confirming') && this.confirming) this.renderRoot.querySelector<HTMLElement>('.confirm button.replace')?.focus();
  }

  /** Puts the keyboard focus on the first scenario's first button. */
  focusFirst(): void {
    this.renderRoot.querySelector<HTMLElement>('.card button')?.focus();
  }

  private emit<T>(name: string, detail: T): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private open(id: string, fresh: boolean): void {
    this.confirming = undefined;
    this.emit('scenario-open', { id, fresh });
  }

  private onFile(e: Event): void {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file) this.emit('scenario-file', { name: file.name, file });
    // The same file chosen again (after fixing it) must fire another change.
    input.value = '';
  }

  private savedOf(s: CatalogEntry): SavedGameNote | undefined {
    const saved = this.saved;
    return saved && saved.ruleset === s.ruleset && saved.scenario === s.title ? saved : undefined;
  }

  private renderActions(s: CatalogEntry) {
    const saved = this.savedOf(s);
    if (!saved) {
      return html`<button type="button" class="new" aria-label="New game: ${s.title}" @click=${() => this.open(s.id, false)}>New game</button>`;
    }
    if (this.confirming === s.id) {
      return html`<div class="confirm" role="group" aria-label="Replace the saved game?">
        <p>A new game replaces the game of this scenario saved in this browser (${events(saved.events)}).</p>
        <button type="button" class="replace" @click=${() => this.open(s.id, true)}>Start a new game</button>
        <button type="button" class="keep" @click=${() => { this.confirming = undefined; }}>Keep the saved game</button>
      </div>`;
    }
    return html`<button type="button" class="continue" aria-label="Continue: ${s.title} (${events(saved.events)})" @click=${() => this.open(s.id, false)}>Continue</button>
      <button type="button" class="new" aria-label="New game: ${s.title}" @click=${() => { this.confirming = s.id; }}>New game</button>`;
  }

  private renderCard(s: CatalogEntry) {
    const saved = this.savedOf(s);
    return html`<li class="card" data-id=${s.id}>
      ${thumbnailSvg(s.thumbnail)}
      <div class="about">
        <h3>${s.title}</h3>
        <p class="ruleset">${s.rulesetTitle}</p>
        <p class="facts">${s.facts}</p>
        <p class="sides muted">${s.sides.map((x) => x.name).join(' · ')}</p>
        ${saved ? html`<p class="saved">Saved in this browser: ${events(saved.events)}</p>` : nothing}
        <div class="actions">${this.renderActions(s)}</div>
      </div>
    </li>`;
  }

  private renderProblems(p: OpenProblems) {
    const n = p.problems.length;
    return html`<section class="problems" role="alert" aria-labelledby="problems-title">
      <h3 id="problems-title">${p.source} cannot be opened: ${n} ${n === 1 ? 'problem' : 'problems'}</h3>
      <ul>${p.problems.map((x) => html`<li>${x.path === '(file)' ? nothing : html`<code class="path">${x.path}</code>: `}${x.message}</li>`)}</ul>
    </section>`;
  }

  override render() {
    const formats = this.rulesets.map((r) => `${r.title} (${r.formats.scenario})`).join(', ');
    return html`
      <header>
        <h1>turnchart</h1>
        <p>Play a turn of a hex-and-counter wargame with a guide that knows the sequence of play: choose a scenario.</p>
      </header>
      <main>
        <section aria-labelledby="bundled-title">
          <h2 id="bundled-title">Scenarios</h2>
          <ul class="cards">${this.scenarios.map((s) => this.renderCard(s))}</ul>
        </section>
        <section class="own" aria-labelledby="own-title">
          <h2 id="own-title">Your own scenario</h2>
          <label class="file"><span>Open a scenario file…</span>
            <input type="file" accept=".json,application/json" @change=${this.onFile}></label>
          <p class="muted">It is checked as <code>turnchart validate</code> checks it; its <code>format</code> says which game it is of: ${formats}.</p>
          ${this.problems ? this.renderProblems(this.problems) : nothing}
        </section>
        <p class="status" role="status">${this.status}</p>
      </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-start-screen': StartScreen;
  }
  interface HTMLElementEventMap {
    'scenario-open': ScenarioOpenEvent;
    'scenario-file': ScenarioFileEvent;
  }
}
