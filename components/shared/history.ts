import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { engineOf, type EngineSnapshot } from '../../src/core/engine.ts';
import { logEntries, type LogEntry } from '../../src/core/log.ts';
import type { EngineContext, RulesetEvent, StepMeta } from '../../src/core/ruleset.ts';
import type { FreeMover } from '../../src/core/step.ts';
import { isShortcut, type HistoryShortcut } from './history-keys.ts';
import { notesUpTo, notesOf, withNote, type LogNote } from '../../src/core/input/notes.ts';
import type { TurnController } from './turn-controller.ts';

/** What the guide shows: the position now, or a previewed one (nothing can be played there). */
export interface ShownPosition {
  readonly snapshot: EngineSnapshot<EngineContext>;
  readonly step: { id: string; meta: StepMeta; accepts: readonly string[] } | undefined;
  readonly log: readonly LogEntry[];
  readonly marks: readonly number[];
  readonly legal: readonly RulesetEvent[];
  /** The counters that may move freely there (R-FREE-MOVES). */
  readonly freeMovers: readonly FreeMover[];
  /** How many of the game's events the position is after. */
  readonly count: number;
}

/** A stretch of the game being stepped through, as when reading an opponent's turn file. */
export interface SteppedTurn {
  /** Events before the stretch: it shows positions `from` to `to`. */
  readonly from: number;
  readonly to: number;
  /** Whose turn it is, in words ("Alice's turn (Western Allies)"). */
  readonly title: string;
}

/** What the history bar shows and offers. */
export interface HistoryState {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The event undo would take back and redo would play again, in words. */
  readonly undoLabel?: string;
  readonly redoLabel?: string;
  /** The previewed position: after event `at` of `of`, with that event in words. */
  readonly preview?: { readonly at: number; readonly of: number; readonly label: string; readonly stepping?: SteppedTurn };
  /** The last thing done, said to screen readers (and shown). */
  readonly announcement: string;
}

export type HistoryPreviewEvent = CustomEvent<{ count: number }>;
export type NoteChangeEvent = CustomEvent<{ event: number; text: string }>;
export type StepThroughEvent = CustomEvent<SteppedTurn>;

/**
 * The guide's history of play: undo and redo, previews of earlier positions, and notes on events.
 * The event list stays the record of truth: undo cuts it (TurnController.undoTo), and the events
 * undone are kept as a redo branch until an event is played that is not the next of them (then the
 * branch is discarded, as editors do). A preview shows a position of the game (map, step, log up to
 * there) from the controller's checkpoints without changing the game; nothing can be played while
 * previewing. It listens on its host for the events its parts dispatch (history-*, note-change,
 * game-load) and for the keyboard shortcuts (Ctrl+Z; Ctrl+Shift+Z or Ctrl+Y).
 */
export class GameHistory implements ReactiveController {
  /** The longest event list seen along the current line of play: events past the game's are redoable. */
  private branch: readonly RulesetEvent[] = [];
  private seen?: TurnController;
  private at?: number;
  private stepping?: SteppedTurn;
  /** The event list when the preview began: a change of it ends the preview. */
  private previewOf?: readonly RulesetEvent[];
  private shownFor?: { readonly turn: TurnController; readonly at: number; readonly shown: ShownPosition };
  private noteList: readonly LogNote[] = [];
  private said = '';
  private stateFor?: { readonly key: readonly unknown[]; readonly state: HistoryState };

  constructor(private readonly host: ReactiveControllerHost & HTMLElement, private readonly turnOf: () => TurnController | undefined) {
    host.addController(this);
    // On the host once (it may be connected again); the shortcuts only while it is in the page.
    this.host.addEventListener('history-undo', this.onUndo);
    this.host.addEventListener('history-redo', this.onRedo);
    this.host.addEventListener('history-preview', this.onPreview);
    this.host.addEventListener('history-return', this.onReturn);
    this.host.addEventListener('history-branch', this.onBranch);
    this.host.addEventListener('history-step-through', this.onStepThrough);
    this.host.addEventListener('note-change', this.onNote);
    this.host.addEventListener('game-load', this.onGameLoad);
  }

  hostConnected(): void {
    window.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    window.removeEventListener('keydown', this.onKey);
  }

  hostUpdate(): void { this.observe(); }

  /** Notes on events, by event number (from 1), in order: saved with the game. */
  get notes(): readonly LogNote[] { return this.noteList; }
  /** Replaces the notes (a game loaded or restored). */
  setNotes(notes: readonly LogNote[] | undefined): void {
    this.noteList = notesOf(notes ?? []);
    this.host.requestUpdate();
  }
  /** The previewed position (events kept), or undefined when the game is shown as it stands. */
  get previewing(): number | undefined { return this.at; }

  /** Follows the game: a new turn or a line of play that leaves the branch starts a new branch. */
  private observe(): void {
    const turn = this.turnOf();
    if (!turn) return;
    const events = turn.events;
    if (turn !== this.seen) {
      this.seen = turn;
      this.branch = events;
      this.endPreview();
      return;
    }
    if (this.previewOf !== undefined && this.previewOf !== events) this.endPreview();
    const common = commonPrefix(events, this.branch);
    if (common === events.length) return;
    // An event other than the next one undone: the redo branch, and notes on its events, are discarded.
    if (common < this.branch.length) this.noteList = notesUpTo(this.noteList, common);
    this.branch = events;
  }

  private endPreview(): void {
    this.at = undefined;
    this.stepping = undefined;
    this.previewOf = undefined;
  }

  private label(turn: TurnController, e: RulesetEvent | undefined, n: number): string {
    if (!e) return '';
    const views = turn.ruleset.views;
    return `${n}. ${views.describe(e, views.gameOf(turn.snapshot.context))}`;
  }

  private say(text: string): void {
    this.said = text;
    this.host.requestUpdate();
  }

  undo(): void {
    this.observe();
    const turn = this.turnOf();
    if (!turn || this.at !== undefined || turn.events.length === 0) return;
    const n = turn.events.length;
    const label = this.label(turn, turn.events[n - 1], n);
    turn.undoTo(n - 1);
    this.say(`Undone: ${label}. Redo with Ctrl+Shift+Z.`);
  }

  /** Back to the position after the first `count` events; those after it stay redoable. */
  undoTo(count: number): void {
    this.observe();
    const turn = this.turnOf();
    if (!turn) return;
    this.endPreview();
    const n = turn.events.length;
    turn.undoTo(count);
    const undone = n - turn.events.length;
    if (undone > 0) this.say(`Undone ${undone} ${undone === 1 ? 'event' : 'events'}: back to ${count === 0 ? 'the start' : `after event ${count}`}. Redo with Ctrl+Shift+Z.`);
  }

  redo(): void {
    this.observe();
    const turn = this.turnOf();
    if (!turn || this.at !== undefined) return;
    const next = this.branch[turn.events.length];
    if (!next) return;
    const label = this.label(turn, next, turn.events.length + 1);
    const refused = turn.send(next);
    this.say(refused.length === 0 ? `Redone: ${label}.` : `Could not redo ${label}: ${refused[0]!.rule} ${refused[0]!.message}`);
  }

  /** Shows the position after the first `count` events, without changing the game. */
  preview(count: number, stepping?: SteppedTurn): void {
    this.observe();
    const turn = this.turnOf();
    if (!turn) return;
    const n = turn.events.length, range = stepping ?? this.stepping;
    const at = Math.max(range?.from ?? 0, Math.min(count, range?.to ?? n, n));
    if (at === n && !range) { this.returnToGame(); return; }
    this.stepping = range;
    this.at = at;
    this.previewOf = turn.events;
    const label = at === 0 ? 'the start' : this.label(turn, turn.events[at - 1], at);
    this.say(`${this.stepping ? this.stepping.title : 'Previewing'}: event ${at} of ${n} (${label}).`);
  }

  returnToGame(): void {
    const was = this.at !== undefined;
    this.endPreview();
    if (was) this.say('Back to the game as it stands.');
    else this.host.requestUpdate();
  }

  /** Plays on from the previewed position: the events after it are undone (and stay redoable). */
  branchHere(): void {
    const at = this.at;
    if (at === undefined) return;
    this.undoTo(at);
  }

  /** The position to show: the game now, or the one previewed. */
  shown(turn: TurnController): ShownPosition {
    const at = this.at;
    if (at === undefined || turn !== this.seen) {
      return { snapshot: turn.snapshot, step: turn.step, log: turn.log, marks: turn.logMarks, legal: turn.legal, freeMovers: turn.freeMovers, count: turn.events.length };
    }
    const made = this.shownFor;
    if (made && made.turn === turn && made.at === at) return made.shown;
    const snapshot = turn.positionAt(at);
    const active = engineOf(turn.ruleset).activeStep(snapshot);
    const shown: ShownPosition = {
      snapshot,
      step: active && { id: active.step.id, meta: active.meta, accepts: active.step.accepts },
      log: logEntries(snapshot.context.log),
      marks: turn.logMarks.slice(0, at),
      legal: [],
      freeMovers: [],
      count: at,
    };
    this.shownFor = { turn, at, shown };
    return shown;
  }

  /**
   * What the history bar shows: the same object while nothing it shows changes, so that the bar is
   * not redrawn on every render of the guide (arming an action, say).
   */
  state(turn: TurnController): HistoryState {
    const made = this.stateFor, key = [turn, turn.events, this.at, this.branch, this.stepping, this.said] as const;
    if (made && made.key.every((k, i) => k === key[i])) return made.state;
    const state = this.stateNow(turn);
    this.stateFor = { key, state };
    return state;
  }

  private stateNow(turn: TurnController): HistoryState {
    const n = turn.events.length, at = this.at;
    const redo = this.branch[n];
    return {
      canUndo: at === undefined && n > 0,
      canRedo: at === undefined && redo !== undefined && commonPrefix(turn.events, this.branch) === n,
      ...(n > 0 ? { undoLabel: this.label(turn, turn.events[n - 1], n) } : {}),
      ...(redo ? { redoLabel: this.label(turn, redo, n + 1) } : {}),
      ...(at === undefined ? {} : {
        preview: { at, of: n, label: at === 0 ? 'the start of the game' : this.label(turn, turn.events[at - 1], at), ...(this.stepping ? { stepping: this.stepping } : {}) },
      }),
      announcement: this.said,
    };
  }

  private readonly onUndo = (): void => this.undo();
  private readonly onRedo = (): void => this.redo();
  private readonly onReturn = (): void => this.returnToGame();
  private readonly onBranch = (): void => this.branchHere();
  private readonly onPreview = (e: Event): void => this.preview((e as HistoryPreviewEvent).detail.count);
  private readonly onStepThrough = (e: Event): void => {
    const s = (e as StepThroughEvent).detail;
    this.preview(s.from, s);
  };
  private readonly onNote = (e: Event): void => {
    const { event, text } = (e as NoteChangeEvent).detail;
    this.noteList = withNote(this.noteList, event, text);
    this.say(text.trim() === '' ? `Note on event ${event} removed.` : `Note on event ${event} saved.`);
  };
  /**
   * A saved game brings its notes (none: none); an opponent's turn file adds theirs to the notes
   * already taken, theirs kept where both have one on an event (the file is the later word).
   */
  private readonly onGameLoad = (e: Event): void => {
    const detail = (e as CustomEvent<{ notes?: readonly LogNote[]; theirNotes?: readonly LogNote[] }>).detail;
    if ('notes' in detail) this.setNotes(detail.notes);
    if (detail.theirNotes?.length) this.setNotes([...this.noteList, ...detail.theirNotes]);
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    const shortcut: HistoryShortcut | undefined = isShortcut(e);
    if (!shortcut || !this.host.isConnected) return;
    e.preventDefault();
    if (shortcut === 'undo') this.undo();
    else this.redo();
  };
}

/** How many events two lists share from the start (the same event objects). */
function commonPrefix(a: readonly RulesetEvent[], b: readonly RulesetEvent[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}
