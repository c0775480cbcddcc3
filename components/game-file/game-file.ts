import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import {
  MAX_SAVED_GAME_BYTES, savedGameCodec, scenarioProblem, tooLargeProblem, type SavedGameCodec, type SavedGameFile,
} from '../../src/core/input/saved-game.ts';
import type { LogNote } from '../../src/core/input/notes.ts';
import { fail, type InputProblem, type Result } from '../../src/core/violation.ts';
import { gameFileStyles } from './game-file.styles.ts';
import type { LoadFollow } from '../shared/prepared-load.ts';
import type { LoadPreview, LoadProblem } from './load-dialog.ts';
import './load-dialog.ts';

export type { LoadPreview, LoadProblem } from './load-dialog.ts';

/** A saved game read from a file: the guide replays `events` from the scenario with `seed`. */
export type GameLoadEvent = CustomEvent<{ seed: number; events: readonly unknown[]; scenario?: string; notes?: readonly LogNote[] }>;
/** The player switched between seeded dice and entering their own rolls. */
export type DiceModeEvent = CustomEvent<{ ownDice: boolean }>;
/** The player set a new dice seed (always an integer in 0..4294967295). */
export type SeedChangeEvent = CustomEvent<{ seed: number }>;
/** The player cancelled the load dialog: what `previewLoad` worked out for that file will not be used. */
export type GameLoadCancelEvent = CustomEvent<Record<string, never>>;

const MAX_SEED = 0xffffffff;
const SEED_ERROR = `The seed is a whole number from 0 to ${MAX_SEED}.`;

/** A seed typed by the player, or undefined when it is not an integer in 0..4294967295. */
export function parseSeed(text: string): number | undefined {
  const t = text.trim();
  if (!/^\d{1,10}$/.test(t)) return undefined;
  const n = Number(t);
  return n <= MAX_SEED ? n : undefined;
}

/** A file name from a scenario id: letters, digits, dot, dash and underscore only. */
export function saveFileName(scenarioId: string): string {
  const safe = scenarioId.replace(/[^\w.-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return `${safe || 'game'}-turn.json`;
}

/** A chosen file read as a saved game; a file that vanished or cannot be read is a problem too. */
async function readFile(file: Blob, codec: SavedGameCodec): Promise<Result<SavedGameFile, InputProblem>> {
  try {
    return codec.readText(await file.text());
  } catch (e) {
    return fail([{ path: '(file)', message: `cannot read the file: ${e instanceof Error ? e.message : String(e)}` }]);
  }
}

/**
 * The events the replay stopped at, one sentence each: the event refused (numbered from 1, as the
 * turn log numbers actions) and how far the game was restored.
 */
export function describeLoadProblems(problems: readonly LoadProblem[]): string[] {
  const byIndex = new Map<number, string[]>();
  for (const p of problems) byIndex.set(p.index, [...(byIndex.get(p.index) ?? []), p.message]);
  return [...byIndex].map(([i, messages]) => {
    const upTo = i === 0 ? 'to the start of the turn' : `up to event ${i}`;
    // A rule's message may end with a full stop: the sentence goes on after it.
    return `Event ${i + 1} was not applied: ${messages.map((m) => m.replace(/\.$/, '')).join('; ')}; the game was restored ${upTo}.`;
  });
}

/** A file read and checked, waiting for the player to confirm that it replaces the game. */
interface PendingLoad {
  readonly name: string;
  readonly file: SavedGameFile;
  readonly preview: LoadPreview;
}

/**
 * Saving and loading the game as a file (scenario note, dice seed, events) in the ruleset's
 * saved-game format, and the dice settings.
 * It holds no game: the guide gives it the seed and events to save, and replays what it loads
 * (`game-load`). A file that cannot be read, or that is a game of another scenario, is explained
 * here and nothing is dispatched. Before a file replaces a game in progress, or when only part of
 * it replays (`previewLoad`, from the guide, says how much), a dialog asks the player first.
 */
@customElement('tc-game-file')
export class GameFile extends LitElement {
  static override styles = gameFileStyles;

  @query('input[type=file]') private fileInput?: HTMLInputElement;
  @query('button.load') private loadButton?: HTMLButtonElement;

  /** Problems of the last file chosen, with its name; undefined once dismissed or loaded. */
  @state() private fileProblems?: { name: string; problems: readonly InputProblem[] };
  /** The file the player is asked about; undefined when no dialog is open. */
  @state() private pending?: PendingLoad;
  /** What "Save the current game first" did while the dialog was open. */
  @state() private savedFirst = '';
  /** The `loadProblems` the player dismissed (shown again only when new ones are set). */
  @state() private dismissedLoadProblems?: readonly LoadProblem[];
  @state() private seedError = false;
  @state() private status = '';
  /** A chosen file being replayed (a long game takes a while): its name, how far, and how to stop it. */
  @state() private replaying?: { readonly name: string; readonly done: number; readonly total: number };
  /** Stops the replay of the file chosen last (a newer choice, or Stop, aborts it). */
  private reading?: AbortController;

  /** The `format` of the ruleset's saved games (`ruleset.formats.savedGame`): written, and required of a file loaded. */
  @property() format = '';
  /** Id of the scenario played, used for the file name and as the saved game's scenario note. */
  @property() scenarioId = '';
  /** Name of the scenario played: a file naming another scenario is refused (none given: not checked). */
  @property() scenarioName = '';
  /** The scenario's file, when known: a saved game may name its scenario by it. */
  @property() scenarioFile = '';
  /** What replaying a saved game would keep (set by the guide); without it every event is assumed kept. */
  @property({ attribute: false }) previewLoad?: (seed: number, events: readonly unknown[], follow?: LoadFollow) => LoadPreview | Promise<LoadPreview | undefined>;
  /** Seed of the dice generator. */
  @property({ type: Number }) seed = 1;
  /** The events sent so far, in order (what a save holds). */
  @property({ attribute: false }) events: readonly unknown[] = [];
  /** The player's notes on events, saved with them. */
  @property({ attribute: false }) notes: readonly LogNote[] = [];
  /** The player rolls their own dice and enters each result. */
  @property({ type: Boolean }) ownDice = false;
  /** Events the turn stopped at when the last loaded game was replayed (set by the guide). */
  @property({ attribute: false }) loadProblems: readonly LoadProblem[] = [];

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('seed')) this.seedError = false;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A file still replaying for a panel that is gone is not loaded anywhere.
    this.reading?.abort();
  }

  private emit<T>(name: string, detail: T): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private onSave(): void {
    const text = savedGameCodec(this.format).write({ scenario: this.scenarioId || undefined, seed: this.seed, events: this.events, notes: this.notes });
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = saveFileName(this.scenarioId);
    a.hidden = true;
    this.renderRoot.append(a);
    a.click();
    a.remove();
    // The download has started from the click; the URL is only needed until then.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    const n = this.events.length;
    this.status = `Saved ${n} ${n === 1 ? 'event' : 'events'} as ${a.download}.`;
  }

  private async onFileChosen(): Promise<void> {
    const input = this.fileInput;
    const file = input?.files?.[0];
    if (!input || !file) return;
    // Cleared so that choosing the same file again (after fixing it) fires `change` again.
    input.value = '';
    // What was said about the last file no longer holds while this one is read; one still replaying is stopped.
    this.fileProblems = undefined;
    this.reading?.abort();
    const reading = new AbortController();
    this.reading = reading;
    this.replaying = undefined;
    this.status = `Reading ${file.name}…`;
    const read = file.size > MAX_SAVED_GAME_BYTES ? fail([tooLargeProblem(file.size)]) : await readFile(file, savedGameCodec(this.format));
    // Another file was chosen while this one was read: what is said is about that one.
    if (reading.signal.aborted) return;
    if (!read.ok) {
      this.fileProblems = { name: file.name, problems: read.errors };
      this.status = '';
      return;
    }
    const other = this.scenarioName ? scenarioProblem(read.value, { name: this.scenarioName, file: this.scenarioFile || undefined }) : undefined;
    if (other) {
      this.fileProblems = { name: file.name, problems: [other] };
      this.status = '';
      return;
    }
    this.fileProblems = undefined;
    const events = read.value.events;
    const follow: LoadFollow = {
      signal: reading.signal,
      onProgress: (done, total) => { this.replaying = { name: file.name, done, total }; },
    };
    this.status = `Replaying ${file.name} (${events.length} ${events.length === 1 ? 'event' : 'events'}, each checked)…`;
    const preview = this.previewLoad ? await this.previewLoad(read.value.seed, events, follow) : { applied: events.length, problems: [] };
    // Stopped, or another file chosen meanwhile: what that one says stands.
    if (reading.signal.aborted || !preview) return;
    this.reading = undefined;
    this.replaying = undefined;
    const pending = { name: file.name, file: read.value, preview };
    // Nothing to lose and nothing left out: no need to ask.
    if (this.events.length === 0 && preview.problems.length === 0) this.load(pending);
    else {
      this.savedFirst = '';
      this.status = '';
      this.pending = pending;
    }
  }

  private load({ name, file, preview }: PendingLoad): void {
    const n = file.events.length;
    const kept = preview.problems.length === 0 ? `${n} ${n === 1 ? 'event' : 'events'}` : `kept ${preview.applied} of ${n} events`;
    this.status = `Loaded ${name}: ${kept}.`;
    // `notes` always set: a saved game without notes clears those of the game it replaces.
    this.emit('game-load', { seed: file.seed, events: file.events, scenario: file.scenario, notes: file.notes ?? [] });
  }

  private onConfirm(): void {
    const pending = this.pending;
    void this.closeDialog();
    if (pending) this.load(pending);
  }

  private onCancel(): void {
    const name = this.pending?.name;
    void this.closeDialog();
    if (name) this.status = `${name} was not loaded; the game is unchanged.`;
    this.emit('game-load-cancel', {});
  }

  /** Stop: the file being replayed is not loaded. */
  private onStopReplaying(): void {
    const replaying = this.replaying;
    if (!replaying) return;
    this.reading?.abort();
    this.reading = undefined;
    this.replaying = undefined;
    this.status = `${replaying.name} was not loaded; the game is unchanged.`;
    this.loadButton?.focus();
  }

  private onSaveFirst(): void {
    this.onSave();
    this.savedFirst = this.status;
  }

  /** The focus goes back to Load once the dialog is gone (the page is inert while it is open). */
  private async closeDialog(): Promise<void> {
    this.pending = undefined;
    this.savedFirst = '';
    await this.updateComplete;
    this.loadButton?.focus();
  }

  private dismissFileProblems(): void {
    this.fileProblems = undefined;
    this.loadButton?.focus();
  }

  private dismissLoadProblems(): void {
    this.dismissedLoadProblems = this.loadProblems;
    this.loadButton?.focus();
  }

  private onDiceMode(e: Event): void {
    this.ownDice = (e.target as HTMLInputElement).checked;
    this.emit('dice-mode', { ownDice: this.ownDice });
  }

  private onSeedChange(e: Event): void {
    const seed = parseSeed((e.target as HTMLInputElement).value);
    this.seedError = seed === undefined;
    if (seed !== undefined) this.emit('seed-change', { seed });
  }

  private renderAlert(title: string, lines: readonly unknown[], dismiss: () => void) {
    return html`
      <div class="alert" role="alert">
        <p>${title}</p>
        <ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>
        <button type="button" @click=${dismiss}>Dismiss</button>
      </div>`;
  }

  private renderProblems() {
    const f = this.fileProblems;
    const fileAlert = f && this.renderAlert(`${f.name} was not loaded; the game is unchanged.`,
      f.problems.map((p) => p.path === '(file)' ? p.message : html`<span class="path">${p.path}</span>: ${p.message}`),
      () => this.dismissFileProblems());
    const showLoad = this.loadProblems.length > 0 && this.loadProblems !== this.dismissedLoadProblems;
    const loadAlert = showLoad && this.renderAlert('The saved game was only partly restored.',
      describeLoadProblems(this.loadProblems), () => this.dismissLoadProblems());
    return html`${fileAlert || nothing}${loadAlert || nothing}`;
  }

  override render() {
    return html`
      <h2>Game file</h2>
      <div class="row">
        <button type="button" class="save" @click=${this.onSave}>Save game</button>
        <button type="button" class="load" @click=${() => this.fileInput?.click()}>Load game…</button>
        <input type="file" accept=".json,application/json" hidden aria-label="Saved game file" @change=${this.onFileChosen}>
      </div>
      <p class="status muted" role="status">${this.status}</p>
      ${this.replaying ? html`<div class="replaying row">
        <progress max=${this.replaying.total} .value=${this.replaying.done} aria-label="Events of ${this.replaying.name} replayed"></progress>
        <span>${this.replaying.done} of ${this.replaying.total} events replayed</span>
        <button type="button" class="stop" @click=${this.onStopReplaying}>Stop</button></div>` : nothing}
      ${this.renderProblems()}
      ${this.pending ? html`<tc-load-dialog .fileName=${this.pending.name} .total=${this.pending.file.events.length}
        .preview=${this.pending.preview} .current=${this.events.length} .unnamed=${this.pending.file.scenario === undefined}
        .saved=${this.savedFirst} @load-confirm=${this.onConfirm} @load-cancel=${this.onCancel}
        @load-save-first=${this.onSaveFirst}></tc-load-dialog>` : nothing}
      <fieldset>
        <legend>Dice</legend>
        <label><input type="checkbox" .checked=${this.ownDice} @change=${this.onDiceMode}> I roll my own dice</label>
        <div class="row seed">
          <label for="seed">Dice seed</label>
          <input id="seed" type="text" inputmode="numeric" autocomplete="off" .value=${String(this.seed)}
            aria-invalid=${this.seedError ? 'true' : 'false'} aria-describedby="seed-error dice-hint" @change=${this.onSeedChange}>
        </div>
        <p id="seed-error" class="error" aria-live="polite">${this.seedError ? SEED_ERROR : nothing}</p>
        <p id="dice-hint" class="hint">Seeded dice: the same seed and actions give the same turn. With your own dice you enter each die or chart result.</p>
      </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-game-file': GameFile;
  }
  interface HTMLElementEventMap {
    'game-load': GameLoadEvent;
    'game-load-cancel': GameLoadCancelEvent;
    'dice-mode': DiceModeEvent;
    'seed-change': SeedChangeEvent;
  }
}
