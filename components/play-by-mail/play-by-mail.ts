import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { writeTurnFile } from '../../src/core/input/turn-file.ts';
import type { LogNote } from '../../src/core/input/notes.ts';
import type { AnyRuleset } from '../../src/core/ruleset.ts';
import { makeTurnFile } from '../../src/core/turn-check.ts';
import type { SteppedTurn } from '../shared/history.ts';
import { playByMailStyles } from './play-by-mail.styles.ts';
import { readOpponentTurn, type TurnReading } from './turn-reading.ts';

type Verified = Extract<TurnReading, { ok: true }>;

/**
 * Play by mail in the guide (docs/turn-files.md): "Open opponent's turn file…" verifies the file
 * against the scenario on the table (a refused file leaves the game as it was, and says which
 * event broke which rule), then replaces the game by theirs (`game-load`) and steps through their
 * turn (`history-step-through`: the history's preview, with Next, Previous and Play to end) until
 * the player takes over. "Save my turn file" writes the game with the player's turn marked: the
 * events after those of the file opened (by default the last side's turn, as `turnchart turn`).
 */
@customElement('tc-play-by-mail')
export class PlayByMail extends LitElement {
  static override styles = playByMailStyles;

  @property({ attribute: false }) ruleset?: AnyRuleset;
  /** The scenario's game, before any event (what the turn file's events replay from). */
  @property({ attribute: false }) game?: unknown;
  @property({ type: Number }) seed = 1;
  /** The events played so far. */
  @property({ attribute: false }) events: readonly unknown[] = [];
  /** The scenario's file, when known: a turn file may name its scenario by it, and the one saved names it. */
  @property() scenarioFile = '';
  /** The players' notes on events: saved in the turn file, and an opponent's file brings theirs. */
  @property({ attribute: false }) notes: readonly LogNote[] = [];

  @query('input[type=file]') private fileInput?: HTMLInputElement;
  @query('button.open') private openButton?: HTMLButtonElement;
  @state() private refused?: { readonly title: string; readonly lines: readonly string[] };
  /** A verified file that would replace a game in progress: the player is asked first. */
  @state() private pending?: { readonly name: string; readonly reading: Verified };
  @state() private status = '';
  /** How many events the last opponent's file held: the player's own turn starts after them. */
  private takeOverAt?: number;

  private emit(name: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private async onFileChosen(): Promise<void> {
    const input = this.fileInput, chosen = input?.files?.[0];
    if (!input || !chosen || !this.ruleset) return;
    input.value = '';
    // What was said about the last file no longer holds while this one is read.
    this.refused = undefined;
    this.status = `Reading ${chosen.name}…`;
    const reading = await readOpponentTurn(chosen, chosen.name, this.ruleset, this.game, this.scenarioFile || undefined);
    this.status = '';
    if (!reading.ok) { this.refused = { title: reading.title, lines: reading.lines }; return; }
    this.refused = undefined;
    // Their file holds the game so far: a game here that is not part of it would be lost.
    const theirs = reading.file.events.map((e) => JSON.stringify(e));
    const mine = this.events.map((e) => JSON.stringify(e));
    if (mine.length > 0 && (this.seed !== reading.file.seed || mine.some((e, i) => e !== theirs[i]))) this.pending = { name: chosen.name, reading };
    else this.take(reading);
  }

  /** Their game on the table; `replacing` a game that was not part of theirs drops that game's notes too. */
  private take(reading: Verified, replacing = false): void {
    const file = reading.file;
    this.pending = undefined;
    this.takeOverAt = file.events.length;
    this.status = `${reading.summary} Step through it with Next, then take over.`;
    // Their notes join the notes already taken when the game so far is the same game.
    const notes = replacing ? { notes: file.notes ?? [] } : file.notes ? { theirNotes: file.notes } : {};
    this.emit('game-load', { seed: file.seed, events: file.events, ...notes });
    const stepping: SteppedTurn = { from: file.turn.from, to: file.events.length, title: reading.title };
    this.emit('history-step-through', stepping);
  }

  private keepMine(): void {
    const name = this.pending?.name;
    this.pending = undefined;
    this.status = `${name ?? 'The file'} was not opened; the game is unchanged.`;
    this.openButton?.focus();
  }

  private onSave(): void {
    const ruleset = this.ruleset;
    if (!ruleset) return;
    const from = this.takeOverAt !== undefined && this.takeOverAt <= this.events.length ? this.takeOverAt : undefined;
    const file = makeTurnFile(ruleset, this.game, {
      seed: this.seed, events: this.events, notes: this.notes, ...(this.scenarioFile ? { scenarioFile: this.scenarioFile } : {}), ...(from === undefined ? {} : { turn: { from } }),
    });
    const slug = ruleset.views.position(this.game).title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'game';
    const name = `${slug}-turn-file-${this.events.length}.json`;
    const url = URL.createObjectURL(new Blob([writeTurnFile(file)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.hidden = true;
    this.renderRoot.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    const count = this.events.length - file.turn.from;
    const notes = file.notes?.length ?? 0;
    const withNotes = notes === 0 ? '' : `, with ${notes} ${notes === 1 ? 'note' : 'notes'} on the game's events`;
    this.status = `Saved your turn (${count} ${count === 1 ? 'event' : 'events'}, side ${file.turn.side}${withNotes}) as ${name}: send it to your opponent.`;
  }

  override render() {
    const r = this.refused, p = this.pending;
    return html`
      <h2>Play by mail</h2>
      <div class="row">
        <button type="button" class="open" @click=${() => this.fileInput?.click()}>Open opponent's turn file…</button>
        <button type="button" class="save" ?disabled=${this.events.length === 0} @click=${this.onSave}>Save my turn file</button>
        <input type="file" accept=".json,application/json" hidden aria-label="Opponent's turn file" @change=${this.onFileChosen}>
      </div>
      <p class="status muted" role="status">${this.status}</p>
      ${r ? html`<div class="alert" role="alert"><p>${r.title}</p><ul>${r.lines.map((l) => html`<li>${l}</li>`)}</ul>
        <button type="button" class="dismiss" @click=${() => { this.refused = undefined; this.openButton?.focus(); }}>Dismiss</button></div>` : nothing}
      ${p ? html`<div class="confirm" role="group" aria-labelledby="pbm-q">
        <p id="pbm-q" role="alert">${p.reading.summary} Opening it replaces the game on the table (${this.events.length} events), which is not part of theirs.</p>
        <div class="row"><button type="button" class="replace" @click=${() => this.take(p.reading, true)}>Replace my game</button>
        <button type="button" class="keep" @click=${this.keepMine}>Keep my game</button></div></div>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-play-by-mail': PlayByMail;
  }
}
