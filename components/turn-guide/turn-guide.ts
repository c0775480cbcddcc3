import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { InspectionEvent } from 'xstate';
import { markOutline, rulesetOutline, rulesetTracer, type MarkedOutlineNode, type OutlineTrace, type OutlineTracer } from '../../src/core/outline/index.ts';
import type { AnyRuleset, AnyViews, EngineContext, RulesetEvent } from '../../src/core/ruleset.ts';
import type { HexView } from '../../src/core/views.ts';
import { TurnController, previewLoad } from '../shared/turn-controller.ts';
import type { HexSelectEvent } from '../board-map/board-map.ts';
import type { DiceModeEvent, GameLoadEvent, LoadPreview, LoadProblem, SeedChangeEvent } from '../game-file/game-file.ts';
import { actionsByTarget } from '../legal-actions/action-targets.ts';
import type { ActionArmedEvent, ActionChosenEvent, ActionTypedEvent, TargetChosenEvent } from '../legal-actions/legal-actions.ts';
import type { UndoToEvent } from '../turn-log/turn-log.ts';
import '../board-map/board-map.ts';
import '../game-file/game-file.ts';
import '../legal-actions/legal-actions.ts';
import '../place-list/place-list.ts';
import '../procedure-panel/procedure-panel.ts';
import '../restore-notice/restore-notice.ts';
import '../sequence-outline/sequence-outline.ts';
import '../step-panel/step-panel.ts';
import '../turn-log/turn-log.ts';
import { activeIds, createInspectorRecorder } from '../inspector-panel/recorder.ts';
import { autosaveFileName, clearAutosave, restoreAutosave, writeAutosave } from '../shared/autosave.ts';
import { stepEndsWhen } from '../step-panel/step-ends.ts';
import { armedTargets, findChoice } from './targeting.ts';
import { MoveMode } from './moving.ts';
import { turnGuideStyles } from './turn-guide.styles.ts';

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
  private visitedFor?: readonly unknown[];
  /** What the turn under way has done, followed event by event (one tracer per turn played). */
  private tracer?: { readonly turn: TurnController; readonly tracer: OutlineTracer };
  private trace?: OutlineTrace;
  private outlineFor?: unknown;
  private marked: readonly MarkedOutlineNode[] = [];
  private labelsFor?: readonly unknown[];
  private labels: readonly string[] = [];
  private hexInfoFor?: { readonly game: unknown; readonly info: (id: string) => HexView | undefined };
  private actorTextFor?: { readonly context: EngineContext; readonly text: (actor: string) => string };

  /** Moving pieces on the map (pick up, drag, preview, why-not by the hex): turn-guide/moving.ts. */
  private readonly moves = new MoveMode(this, (key) => { this.armed = key; this.narrowed = undefined; });
  @state() private selected?: string;
  @state() private armed?: string;
  @state() private narrowed?: readonly RulesetEvent[];
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
  /** The scenario's file (e.g. scenarios/teaching-java-1942.json): a saved game may name it. */
  @property() scenarioFile = '';

  override willUpdate(changed: PropertyValues<this>): void {
    if (this.game === undefined || !this.ruleset) return;
    // A new game, or a seed set from outside (restart() keeps the controller's seed in step).
    if (changed.has('game') || changed.has('ruleset') || (changed.has('seed') && this.turn?.seed !== this.seed)) {
      if (this.turn) this.removeController(this.turn);
      this.turn = this.newTurn(this.seed);
      this.visitedFor = undefined;
      this.loadProblems = [];
      this.disarm();
      if ((changed.has('game') || changed.has('ruleset')) && this.autosave) this.restoreSaved();
    }
    this.saveInBrowser();
  }

  /** Says `turn-change` once per new position (an event played, undone, loaded, a new game), after it is drawn. */
  override updated(): void {
    const now = this.turn?.snapshot;
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
    if (turn.events === this.savedEvents && this.ownDice === this.savedOwnDice) return;
    this.savedEvents = turn.events;
    this.savedOwnDice = this.ownDice;
    const written = writeAutosave({ ...this.savedGameOf(turn.ruleset, turn.game), seed: turn.seed, events: turn.events, ownDice: this.ownDice });
    const problem = written.ok ? undefined : written.message;
    if (problem !== this.saveProblem) this.saveProblem = problem;
  }

  private restoreSaved(): void {
    const saved = restoreAutosave(this.savedGameOf(this.ruleset!, this.game));
    if (saved.kind === 'ok') {
      // The dice mode is the player's choice for this game: kept with it (issue 15 #11).
      if (saved.save.ownDice !== undefined) this.ownDice = saved.save.ownDice;
      this.restart(saved.save.seed, saved.save.events);
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

  private send(action: RulesetEvent): void {
    if (this.turn?.send(action).length === 0) this.disarm();
  }

  private onActionChosen(e: ActionChosenEvent): void { this.send(e.detail.action); }

  private onActionTyped(e: ActionTypedEvent): void {
    if (this.turn?.sendJson(e.detail.json).length === 0) this.disarm();
  }

  private onActionArmed(e: ActionArmedEvent): void {
    this.armed = e.detail.key;
    this.narrowed = undefined;
  }

  /** The armed choice among the actions offered now. */
  private armedChoice(turn: TurnController) {
    const views = turn.ruleset.views;
    return findChoice(turn.legal, this.ownDice, views, views.gameOf(turn.snapshot.context), this.armed);
  }

  /** A target of the armed choice: act at once, or offer the several ways to act on it. */
  private chooseTarget(key: string): void {
    const turn = this.turn;
    const choice = turn && this.armedChoice(turn);
    const list = choice && actionsByTarget(choice.actions, turn.ruleset.views).get(key)?.actions;
    if (!list) return;
    if (list.length === 1) this.send(list[0]!);
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
    const views = turn.ruleset.views;
    this.moves.aimedAt(hex);
    if (actionsByTarget(choice.actions, views).has(hex)) { this.chooseTarget(hex); return; }
    // Not a target: ask the rules why, by re-aiming the armed action at this hex (nothing changes).
    const attempt = views.reaim(choice.actions[0]!, hex);
    if (attempt) turn.send(attempt);
  }

  private onPlaceSelect(e: CustomEvent<{ key: string }>): void { this.chooseTarget(e.detail.key); }

  private onUndoTo(e: UndoToEvent): void {
    this.turn?.undoTo(e.detail.count);
    this.disarm();
  }

  /** A saved game: its seed, then its events replayed one by one; a bad event stops the replay there. */
  private onGameLoad(e: GameLoadEvent): void {
    this.restart(e.detail.seed, e.detail.events);
  }

  /** What a saved game would keep of its events, found before it may replace this game. */
  private readonly preview = (seed: number, events: readonly unknown[]): LoadPreview => {
    const ruleset = this.ruleset!;
    const { applied, problems, refused } = previewLoad(ruleset, this.game, seed, events);
    return { applied, problems, ...(refused ? { refused: ruleset.views.describe(refused, this.game) } : {}) };
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
    this.visitedFor = undefined;
    this.loadProblems = this.turn.load(events);
    this.disarm();
  }

  private onKeydown(e: KeyboardEvent): void {
    if (e.key === 'Escape' && (this.armed || this.narrowed)) this.disarm();
  }

  /** The marked outline, recomputed only when the turn moves (not when an action is armed). */
  private outline(turn: TurnController): readonly MarkedOutlineNode[] {
    if (this.visitedFor !== turn.events || !this.trace) {
      if (this.tracer?.turn !== turn) this.tracer = { turn, tracer: rulesetTracer(turn.ruleset, turn.game, turn.seed) };
      this.trace = this.tracer.tracer.traceOf(turn.events);
      this.visitedFor = turn.events;
      this.outlineFor = undefined;
    }
    if (this.outlineFor !== turn.snapshot) {
      this.marked = markOutline(rulesetOutline(turn.ruleset), Object.keys(turn.snapshot.getMeta()), this.trace);
      this.outlineFor = turn.snapshot;
    }
    return this.marked;
  }

  /** The sent events in words for the log (names as they stand now), recomputed only when the list changes. */
  private eventLabels(turn: TurnController, views: AnyViews, game: unknown): readonly string[] {
    if (this.labelsFor !== turn.events) {
      this.labels = turn.events.map((e) => views.describe(e, game));
      this.labelsFor = turn.events;
    }
    return this.labels;
  }

  /** One hex in words for the map's tooltip, the same function while the game state stays. */
  private hexInfo(views: AnyViews, game: unknown): (id: string) => HexView | undefined {
    let made = this.hexInfoFor;
    if (!made || made.game !== game) this.hexInfoFor = made = { game, info: (id) => views.hex(game, id) };
    return made.info;
  }

  /** Who acts in a step, in words, in the turn under way: the same function while the position stays. */
  private actorText(views: AnyViews, context: EngineContext): (actor: string) => string {
    let made = this.actorTextFor;
    if (!made || made.context !== context) this.actorTextFor = made = { context, text: (actor) => views.actorText(actor, context) };
    return made.text;
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
    const views = turn.ruleset.views, ctx = turn.snapshot.context, game = views.gameOf(ctx), position = views.position(game);
    const refusal = turn.lastRefusal, legal = turn.legal, step = turn.step;
    const choice = findChoice(legal, this.ownDice, views, game, this.armed);
    const targets = armedTargets(this.narrowed ? undefined : choice, views, game);
    const moving = this.moves.map(turn, choice ? this.armed : undefined);
    return html`
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
      <main @keydown=${this.onKeydown}>
        <nav class="outline" aria-label="Sequence of play"><tc-sequence-outline .outline=${this.outline(turn)} .actorText=${this.actorText(views, ctx)}></tc-sequence-outline></nav>
        <div class="map">
          ${this.view === 'machine' && this.machineViewLoaded
            ? html`<tc-machine-view .ruleset=${turn.ruleset} .actorText=${this.actorText(views, ctx)} .recorder=${this.recorder} .active=${activeIds(turn.snapshot)}></tc-machine-view>`
            : html`<tc-board-map .map=${views.map(game)} .stacks=${views.stacks(game)} .hexInfo=${this.hexInfo(views, game)}
                .mapName=${position.title} .selected=${this.selected} .targets=${choice ? targets.hexes : moving.pickups}
                .movable=${moving.movable} .movePreview=${moving.preview} .notice=${moving.notice} .uncheckedMoved=${moving.uncheckedMoved}
                @hex-select=${this.onHexSelect} @piece-grab=${(e: CustomEvent<{ hex: string }>) => this.moves.grab(turn, e.detail.hex, this.armed)}></tc-board-map>
              <tc-place-list .places=${views.places(game)} .targets=${choice ? targets.places : undefined} @place-select=${this.onPlaceSelect}></tc-place-list>`}
        </div>
        <aside>
          <section><tc-step-panel .step=${step?.meta} .actor=${step ? this.actorText(views, ctx)(step.meta.actor) : undefined}
            .ends=${step ? stepEndsWhen(step.accepts, (t) => views.kindLabel(t)) : undefined}></tc-step-panel></section>
          <tc-procedure-panel .view=${views.procedure(ctx)}></tc-procedure-panel>
          <section><tc-legal-actions .actions=${legal} .views=${views} .game=${game} .violations=${refusal?.violations ?? []}
            .refused=${refusal?.event} .ownDice=${this.ownDice} .armed=${choice ? this.armed : undefined} .narrowed=${this.narrowed}
            @action-chosen=${this.onActionChosen} @action-typed=${this.onActionTyped} @action-armed=${this.onActionArmed} @target-chosen=${this.onTargetChosen}></tc-legal-actions></section>
          <section><tc-turn-log .entries=${turn.log} .marks=${turn.logMarks} .start=${turn.startMark}
            .eventLabels=${this.eventLabels(turn, views, game)} @undo-to=${this.onUndoTo}></tc-turn-log></section>
          <section><tc-game-file .format=${turn.ruleset.formats.savedGame} .scenarioId=${position.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}
            .seed=${turn.seed} .events=${turn.events} .ownDice=${this.ownDice}
            .scenarioName=${position.title} .scenarioFile=${this.scenarioFile} .previewLoad=${this.preview}
            .loadProblems=${this.loadProblems} @game-load=${this.onGameLoad} @seed-change=${this.onSeedChange}
            @dice-mode=${this.onDiceMode}></tc-game-file></section>
        </aside>
      </main>`;
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
