import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { InspectionEvent } from 'xstate';
import type { AnyRuleset, EngineContext, RulesetEvent } from '../../src/core/ruleset.ts';
import type { Violation } from '../../src/core/violation.ts';
import { prepareLoad, preparedFor } from '../shared/prepared-load.ts';
import { CHECKPOINT_EVERY } from '../../src/core/timeline.ts';
import { TurnController, previewLoad, type LoadFollow, type PreparedLoad } from '../shared/turn-controller.ts';
import { GameHistory } from '../shared/history.ts';
import '../history-bar/history-bar.ts';
import '../play-by-mail/play-by-mail.ts';
import type { HexSelectEvent } from '../board-map/board-map.ts';
import type { DiceModeEvent, GameLoadEvent, LoadPreview, LoadProblem, SeedChangeEvent } from '../game-file/game-file.ts';
import { actionsByTarget } from '../legal-actions/action-targets.ts';
import type { ActionArmedEvent, ActionChosenEvent, ActionPointEvent, ActionTypedEvent, TargetChosenEvent } from '../legal-actions/legal-actions.ts';
import type { UndoToEvent } from '../turn-log/turn-log.ts';
import '../action-warning/action-warning.ts';
import '../board-map/board-map.ts';
import '../designer-console/designer-console.ts';
import '../game-file/game-file.ts';
import '../legal-actions/legal-actions.ts';
import '../map-legend/map-legend.ts';
import '../place-list/place-list.ts';
import '../procedure-panel/procedure-panel.ts';
import '../restore-notice/restore-notice.ts';
import '../sequence-outline/sequence-outline.ts';
import '../step-panel/step-panel.ts';
import '../turn-log/turn-log.ts';
import '../why-not-popover/why-not-popover.ts';
import { activeIds, createInspectorRecorder } from '../inspector-panel/recorder.ts';
import { autosaveFileName, clearAutosave, restoreAutosave, writeAutosave } from '../shared/autosave.ts';
import { stepEndsWhen } from '../step-panel/step-ends.ts';
import { GuideAids } from './aids.ts';
import { armedTargets, findChoice } from './targeting.ts';
import { MoveMode } from './moving.ts';
import { RenderCache } from './render-cache.ts';
import { turnGuideStyles } from './turn-guide.styles.ts';

/** No violations: one list, so that a panel given it is not redrawn on every render of the guide. */
const NO_VIOLATIONS: readonly Violation[] = [];

/**
 * The turn guide: one turn of play of a scenario of any ruleset, with the sequence outline on the
 * left, the map in the centre, and the current step, its legal actions, the procedure under way
 * and the turn log on the right. It owns the turn (a TurnController on the ruleset's engine) and
 * hands its children plain data from the ruleset's views; they dispatch events back. Acting on the
 * board is two choices: the action (which arms the map), then its target.
 */
@customElement('tc-turn-guide')
export class TurnGuide extends LitElement {
  static override styles = turnGuideStyles;

  private turn?: TurnController;
  /** The last file's replay made for the load dialog: the turn takes it rather than replaying the file again. */
  private prepared?: PreparedLoad<unknown, EngineContext, RulesetEvent>;
  /** The outline, the events in words and the functions handed down, worked out when the turn moves. */
  private readonly cache = new RenderCache();

  /** Moving pieces on the map (pick up, drag, preview, why-not by the hex): turn-guide/moving.ts. */
  private readonly moves = new MoveMode(this, (key) => { this.armed = key; this.narrowed = undefined; });
  @state() private selected?: string;
  @state() private armed?: string;
  @state() private narrowed?: readonly RulesetEvent[];
  /** The why-not beside the hex, the pieces of the action pointed at, warnings, following the turn (issue 21). */
  private readonly aids = new GuideAids(this);
  @state() private loadProblems: readonly LoadProblem[] = [];
  /** A save found in the browser that could not be restored: kept, never overwritten, until the player decides. */
  @state() private refusedSave?: { readonly message: string; readonly text: string };
  /** Why the game is no longer being saved in the browser (storage full or blocked). */
  @state() private saveProblem?: string;
  private savedEvents?: readonly unknown[];
  private savedOwnDice?: boolean;
  /** The position last announced with `turn-change`. */
  private announced?: unknown;
  /** The centre shows the map, or the turn machine (diagram + inspector, loaded on first use). */
  @state() private view: 'map' | 'machine' = 'map';
  @state() private machineViewLoaded = false;
  /** Every event, snapshot and microstep of the game, from XState's `inspect` option (rebuilt on undo and load). */
  readonly recorder = createInspectorRecorder();
  /** Undo, redo, previews and notes (components/shared/history.ts). */
  readonly history = new GameHistory(this, () => this.turn);
  private savedNotes?: unknown;

  /** The ruleset the game is played by (set it with `game`, before it or at once). */
  @property({ attribute: false }) ruleset?: AnyRuleset;
  /** The scenario's game state the turn starts from (a game of `ruleset`). */
  @property({ attribute: false }) game?: unknown;
  /** Seed of the dice generator. */
  @property({ type: Number }) seed = 1;
  /** Another inspector to feed, e.g. Stately's online one (`?inspect`); set before `game`. */
  @property({ attribute: false }) externalInspect?: (event: InspectionEvent) => void;
  /** Save the game in the browser after every event and restore it on reload (the page sets it). */
  @property({ type: Boolean }) autosave = false;
  /** The player rolls their own dice and enters die faces and chart results. */
  @property({ type: Boolean }) ownDice = false;
  /** Show the designer's console above the table (the page's switch: components/designer-console/preference.ts). */
  @property({ type: Boolean }) designerConsole = false;
  /** The scenario's file (e.g. scenarios/teaching-java-1942.json): a saved game may name it. */
  @property() scenarioFile = '';

  override willUpdate(changed: PropertyValues<this>): void {
    if (this.game === undefined || !this.ruleset) return;
    // A new game, or a seed set from outside (restart() keeps the controller's seed in step).
    if (changed.has('game') || changed.has('ruleset') || (changed.has('seed') && this.turn?.seed !== this.seed)) {
      if (this.turn) this.removeController(this.turn);
      this.turn = this.newTurn(this.seed);
      this.cache.forget();
      this.loadProblems = [];
      this.disarm();
      if ((changed.has('game') || changed.has('ruleset')) && this.autosave) this.restoreSaved();
    }
    this.saveInBrowser();
  }

  /** Says `turn-change` once per new position (an event played, undone, loaded, a new game), after it is drawn. */
  override updated(): void {
    const now = this.turn?.snapshot;
    if (now !== undefined) void this.aids.follower.updated(this.renderRoot as ShadowRoot, this.turn?.step?.id ?? '');
    if (now === undefined || now === this.announced) return;
    this.announced = now;
    this.dispatchEvent(new CustomEvent('turn-change', { detail: {}, bubbles: true, composed: true }));
  }

  /** Which game the browser's autosave is of: the ruleset and the scenario's name. */
  private savedGameOf(ruleset: AnyRuleset, game: unknown): { ruleset: string; scenario: string } {
    return { ruleset: ruleset.id, scenario: ruleset.views.position(game).title };
  }

  /**
   * Saved after every change of the event list (sent, undone, loaded, replayed with a new seed) or
   * of the dice mode, never over a save the player has not decided about.
   */
  private saveInBrowser(): void {
    const turn = this.turn;
    if (!this.autosave || !turn || this.refusedSave) return;
    if (turn.events === this.savedEvents && this.ownDice === this.savedOwnDice && this.history.notes === this.savedNotes) return;
    this.savedEvents = turn.events;
    this.savedOwnDice = this.ownDice;
    this.savedNotes = this.history.notes;
    const written = writeAutosave({ ...this.savedGameOf(turn.ruleset, turn.game), seed: turn.seed, events: turn.events, ownDice: this.ownDice, notes: this.history.notes });
    const problem = written.ok ? undefined : written.message;
    if (problem !== this.saveProblem) this.saveProblem = problem;
  }

  private restoreSaved(): void {
    const saved = restoreAutosave(this.savedGameOf(this.ruleset!, this.game));
    if (saved.kind === 'ok') {
      // The dice mode is the player's choice for this game: kept with it (issue 15 #11).
      if (saved.save.ownDice !== undefined) this.ownDice = saved.save.ownDice;
      this.restart(saved.save.seed, saved.save.events);
      this.history.setNotes(saved.save.notes);
    } else if (saved.kind === 'refused') this.refusedSave = { message: saved.message, text: saved.text };
  }

  private onStartOver(): void {
    clearAutosave();
    this.refusedSave = undefined;
  }

  private newTurn(seed: number): TurnController {
    const turn = new TurnController(this, this.ruleset!, this.game, seed);
    const recorder = this.recorder;
    turn.attachInspector((e) => { recorder.inspect(e); this.externalInspect?.(e); },
      { clear: () => recorder.clear(), length: () => recorder.entries().length, truncate: (n) => recorder.truncate(n) });
    return turn;
  }

  /** The diagram brings ELK (~450 KB gzip): it is fetched the first time the player asks for it. */
  private async showView(view: 'map' | 'machine'): Promise<void> {
    if (view === 'machine' && !this.machineViewLoaded) {
      await import('../machine-view/machine-view.ts');
      this.machineViewLoaded = true;
    }
    this.view = view;
  }

  private disarm(): void {
    this.armed = undefined;
    this.narrowed = undefined;
  }

  /**
   * Sends an action, first asking the player to confirm it when the ruleset warns of what a later
   * step will do; once taken, the focus goes back to the legal actions unless it came by the mouse on
   * the map. Nothing is sent while a position is previewed (History: return to the game first).
   */
  private send(action: RulesetEvent, refocus = true, confirmed = false): void {
    const turn = this.turn;
    if (!turn || this.history.previewing !== undefined) return;
    if ((!confirmed && this.aids.hold(turn, action, refocus)) || turn.send(action).length > 0) return;
    this.disarm();
    if (refocus) this.aids.follower.refocus();
  }

  private onWarning(confirmed: boolean): void {
    const pending = this.aids.release(confirmed);
    if (pending) this.send(pending.action, pending.refocus, true);
  }

  private onActionPoint(e: ActionPointEvent): void { this.aids.point(this.turn, e.detail.action); }

  private onActionChosen(e: ActionChosenEvent): void { this.send(e.detail.action); }

  private onActionTyped(e: ActionTypedEvent): void {
    if (this.turn?.sendJson(e.detail.json).length === 0) this.disarm();
  }

  private onActionArmed(e: ActionArmedEvent): void {
    this.armed = e.detail.key;
    this.narrowed = undefined;
    if (this.armed) this.aids.follower.reveal();
  }

  /** The armed choice among the actions offered now. */
  private armedChoice(turn: TurnController) {
    const views = turn.ruleset.views;
    return findChoice(turn.legal, turn.freeMovers, this.ownDice, views, views.gameOf(turn.snapshot.context), this.armed);
  }

  /** A target of the armed choice: act at once, or offer the several ways to act on it. */
  private chooseTarget(key: string, refocus = true): void {
    const turn = this.turn;
    const choice = turn && this.armedChoice(turn);
    const list = choice && actionsByTarget(choice.actions, turn.ruleset.views).get(key)?.actions;
    if (!list) return;
    if (list.length === 1) this.send(list[0]!, refocus);
    else this.narrowed = list;
  }

  private onTargetChosen(e: TargetChosenEvent): void { this.chooseTarget(e.detail.key); }

  private onHexSelect(e: HexSelectEvent): void {
    const hex = e.detail.hex;
    this.selected = hex;
    const turn = this.turn;
    if (turn && this.moves.pickUpAt(turn, hex, this.armed, this.ownDice)) return;
    const choice = turn && this.armedChoice(turn);
    if (!choice || this.narrowed) return;
    const views = turn.ruleset.views, byKeys = e.target instanceof Element && e.target.shadowRoot?.activeElement?.matches('.target') === true;
    this.moves.aimedAt(hex);
    if (actionsByTarget(choice.actions, views).has(hex)) { this.chooseTarget(hex, byKeys); return; }
    // Not a target: ask the rules why, by re-aiming the armed action at this hex (nothing changes),
    // and say it next to the hex.
    const attempt = views.reaim(choice.actions[0]!, hex);
    if (attempt && turn.send(attempt).length > 0) this.aids.refused(turn, hex, attempt);
  }

  private onPlaceSelect(e: CustomEvent<{ key: string }>): void { this.chooseTarget(e.detail.key); }

  private onUndoTo(e: UndoToEvent): void {
    this.history.undoTo(e.detail.count);
    this.disarm();
  }

  /** A saved game: its seed, then its events replayed one by one; a bad event stops the replay there. */
  private onGameLoad(e: GameLoadEvent): void {
    this.restart(e.detail.seed, e.detail.events);
  }

  /** A cancelled load: the dialog's replay (checkpoints, ~12 MB for 5,000 full-board events) is let go. */
  private onGameLoadCancel(): void {
    this.prepared = undefined;
  }

  /** What a saved game would keep of its events, found before it may replace this game. */
  private readonly preview = async (seed: number, events: readonly unknown[], follow?: LoadFollow): Promise<LoadPreview | undefined> => {
    const ruleset = this.ruleset!, game = this.game;
    const out = await previewLoad(ruleset, game, seed, events, follow);
    if (!out) return undefined;
    this.prepared = out.prepared;
    return { applied: out.applied, problems: out.problems, ...(out.refused ? { refused: ruleset.views.describe(out.refused, game) } : {}) };
  };

  /** A new seed changes every seeded roll: the turn is replayed with it, as far as its events stay legal. */
  private onSeedChange(e: SeedChangeEvent): void {
    this.restart(e.detail.seed, this.turn?.events ?? []);
  }

  private onDiceMode(e: DiceModeEvent): void {
    this.ownDice = e.detail.ownDice;
    this.disarm();
  }

  private restart(seed: number, events: readonly unknown[]): void {
    if (this.game === undefined || !this.ruleset) return;
    if (this.turn) this.removeController(this.turn);
    this.seed = seed;
    this.turn = this.newTurn(seed);
    this.cache.forget();
    // One replay serves the turn, its inspector and the outline: the load dialog's, or one made here
    // (an autosave restored, a new seed) with its inspection kept for the outline to read.
    const prepared = preparedFor(this.prepared, this.game, seed, events) ? this.prepared
      : prepareLoad(this.ruleset, this.game, seed, events, CHECKPOINT_EVERY);
    this.loadProblems = this.turn.load(events, prepared);
    this.cache.adoptLoad(this.turn, prepared);
    this.prepared = undefined;
    this.disarm();
  }

  private onKeydown(e: KeyboardEvent): void {
    if (e.key === 'Escape' && !this.aids.closeWhyNot() && (this.armed || this.narrowed)) this.disarm();
  }

  /** The skip link: past the outline and the map, to the first legal action. */
  private onSkip(e: Event): void {
    e.preventDefault();
    this.focusActions();
  }

  /** The turn being played (undefined until a game is set). */
  get controller(): TurnController | undefined {
    return this.turn;
  }

  /** Puts the keyboard focus on the first legal action (after a dialog over the guide closes). */
  focusActions(): void {
    this.renderRoot.querySelector('tc-legal-actions')?.focusFirst();
  }

  override render() {
    const turn = this.turn;
    if (!turn) return html`<p>Loading scenario…</p>`;
    const shown = this.history.shown(turn);
    const views = turn.ruleset.views, ctx = shown.snapshot.context, game = views.gameOf(ctx), position = this.cache.position(views, game);
    const refusal = turn.lastRefusal, legal = shown.legal, step = shown.step;
    const choice = findChoice(legal, shown.freeMovers, this.ownDice, views, game, this.armed);
    const targets = armedTargets(this.narrowed ? undefined : choice, views, game), whyNot = this.aids.shownWhyNot(turn), pending = this.aids.pending;
    const moving = this.moves.map(turn, choice ? this.armed : undefined);
    return html`
      <a class="skip" href="#" @click=${this.onSkip}>Skip to legal actions</a>
      <header>
        <h1>${position.title}</h1>
        <span class="facts">${position.facts}</span>
        <div class="views" role="group" aria-label="Centre view">
          <button type="button" aria-pressed=${this.view === 'map' ? 'true' : 'false'} @click=${() => this.showView('map')}>Map</button>
          <button type="button" aria-pressed=${this.view === 'machine' ? 'true' : 'false'} @click=${() => this.showView('machine')}>Turn machine</button>
        </div>
      </header>
      ${this.refusedSave ? html`<tc-restore-notice .message=${this.refusedSave.message} .text=${this.refusedSave.text}
        .fileName=${autosaveFileName(position.title)} @restore-start-over=${this.onStartOver}></tc-restore-notice>` : nothing}
      ${this.saveProblem ? html`<p class="save-problem" role="status">${this.saveProblem}</p>` : nothing}
      ${this.designerConsole ? html`<tc-designer-console .turn=${turn} .position=${turn.snapshot}></tc-designer-console>` : nothing}
      <main @keydown=${this.onKeydown}>
        <nav class="outline" aria-label="Sequence of play"><tc-sequence-outline .outline=${this.cache.outlineAt(turn, shown.snapshot, shown.count)} .actorText=${this.cache.actorText(views, ctx)}></tc-sequence-outline></nav>
        <div class="map">
          ${this.view === 'machine' && this.machineViewLoaded
            ? html`<tc-machine-view .ruleset=${turn.ruleset} .actorText=${this.cache.actorText(views, ctx)} .recorder=${this.recorder} .active=${activeIds(shown.snapshot)}></tc-machine-view>`
            : html`<tc-board-map .map=${views.map(game)} .stacks=${views.stacks(game)} .hexInfo=${this.cache.hexInfo(views, game)}
                .mapName=${position.title} .selected=${this.selected} .targets=${choice ? targets.hexes : moving.pickups}
                .movable=${moving.movable} .movePreview=${moving.preview} .notice=${moving.notice} .uncheckedMoved=${moving.uncheckedMoved}
                .marked=${this.aids.marked(turn)} @hex-select=${this.onHexSelect} @pointerdown=${this.aids.closeWhyNot} @wheel=${this.aids.closeWhyNot}
                @piece-grab=${(e: CustomEvent<{ hex: string }>) => this.moves.grab(turn, e.detail.hex, this.armed)}></tc-board-map>
              <tc-why-not-popover .tried=${whyNot?.tried ?? ''} .violations=${whyNot?.refusal.violations ?? NO_VIOLATIONS} .anchor=${whyNot?.anchor}
                @why-not-close=${this.aids.closeWhyNot}></tc-why-not-popover>
              <section class="legend" aria-label="Map legend"><tc-map-legend .map=${views.map(game)} .sides=${position.sides}></tc-map-legend></section>
              <tc-place-list .places=${views.places(game)} .targets=${choice ? targets.places : undefined} @place-select=${this.onPlaceSelect}></tc-place-list>`}
        </div>
        <aside>
          <section><tc-history-bar .state=${this.history.state(turn)}></tc-history-bar></section>
          <section><tc-step-panel .step=${step?.meta} .actor=${step ? this.cache.actorText(views, ctx)(step.meta.actor) : undefined}
            .ends=${step ? stepEndsWhen(step.accepts, (t) => views.kindLabel(t)) : undefined}></tc-step-panel></section>
          <tc-procedure-panel .view=${views.procedure(ctx)}></tc-procedure-panel>
          <section ?hidden=${this.history.previewing !== undefined}><tc-legal-actions .actions=${legal} .freeMovers=${shown.freeMovers} .views=${views} .game=${game} .violations=${whyNot ? NO_VIOLATIONS : refusal?.violations ?? NO_VIOLATIONS}
            .refused=${refusal?.event} .ownDice=${this.ownDice} .armed=${choice ? this.armed : undefined} .narrowed=${this.narrowed}
            @action-chosen=${this.onActionChosen} @action-typed=${this.onActionTyped} @action-armed=${this.onActionArmed} @target-chosen=${this.onTargetChosen} @action-point=${this.onActionPoint}></tc-legal-actions></section>
          <section><tc-turn-log .entries=${shown.log} .marks=${shown.marks} .start=${turn.startMark} .notes=${this.history.notes}
            ?previewing=${this.history.previewing !== undefined} .eventLabels=${this.cache.eventLabels(turn, views, views.gameOf(turn.snapshot.context))} @undo-to=${this.onUndoTo}></tc-turn-log></section>
          <section><tc-game-file .format=${turn.ruleset.formats.savedGame} .scenarioId=${position.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}
            .seed=${turn.seed} .events=${turn.events} .ownDice=${this.ownDice} .notes=${this.history.notes}
            .scenarioName=${position.title} .scenarioFile=${this.scenarioFile} .previewLoad=${this.preview}
            .loadProblems=${this.loadProblems} @game-load=${this.onGameLoad} @game-load-cancel=${this.onGameLoadCancel} @seed-change=${this.onSeedChange}
            @dice-mode=${this.onDiceMode}></tc-game-file></section>
          <section><tc-play-by-mail .ruleset=${turn.ruleset} .game=${turn.game} .seed=${turn.seed} .events=${turn.events} .notes=${this.history.notes}
            .scenarioFile=${this.scenarioFile} @game-load=${this.onGameLoad}></tc-play-by-mail></section>
        </aside>
      </main>
      ${pending ? html`<tc-action-warning .action=${views.describe(pending.action, game)} .warnings=${pending.warnings}
        @warning-confirm=${() => this.onWarning(true)} @warning-cancel=${() => this.onWarning(false)}></tc-action-warning>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-turn-guide': TurnGuide;
  }
  interface HTMLElementEventMap {
    /** The turn has a new position (drawn): an event played, undone or loaded, or a new game. */
    'turn-change': CustomEvent<Record<string, never>>;
  }
}
