import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { InspectionEvent } from 'xstate';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { FACTION_NAMES, type DsGameState, type PlaceNames } from '../../src/ds/model/index.ts';
import { markOutline, rulesetOutline, rulesetTracer, type MarkedOutlineNode, type OutlineTrace, type OutlineTracer } from '../../src/core/outline/index.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import { placeNames } from '../shared/labels.ts';
import { TurnController, previewLoad } from '../shared/turn-controller.ts';
import type { HexSelectEvent } from '../board-map/board-map.ts';
import type { DiceModeEvent, GameLoadEvent, LoadPreview, LoadProblem, SeedChangeEvent } from '../game-file/game-file.ts';
import { describeAction } from '../../src/ds/view/actions.ts';
import { actionsByTarget, reaimAt } from '../legal-actions/action-targets.ts';
import type { ActionArmedEvent, ActionChosenEvent, TargetChosenEvent } from '../legal-actions/legal-actions.ts';
import type { UndoToEvent } from '../turn-log/turn-log.ts';
import '../board-map/board-map.ts';
import '../combat-panel/combat-panel.ts';
import { combatView } from '../../src/ds/view/combat/view.ts';
import '../game-file/game-file.ts';
import '../legal-actions/legal-actions.ts';
import '../place-list/place-list.ts';
import '../restore-notice/restore-notice.ts';
import '../sequence-outline/sequence-outline.ts';
import '../step-panel/step-panel.ts';
import '../turn-log/turn-log.ts';
import { activeIds, createInspectorRecorder } from '../inspector-panel/recorder.ts';
import { autosaveFileName, clearAutosave, restoreAutosave, writeAutosave } from '../shared/autosave.ts';
import { stepEndsWhen } from '../step-panel/step-ends.ts';
import { armedTargets, findChoice } from './targeting.ts';
import { turnGuideStyles } from './turn-guide.styles.ts';

/**
 * The turn guide: one faction turn of a scenario, with the sequence outline on the left, the map
 * in the centre, and the current step, its legal actions and the turn log on the right. It owns the
 * turn (a TurnController) and hands its children plain data; they dispatch events back. Acting on
 * the board is two choices: the action (which arms the map), then its target.
 */
@customElement('tc-turn-guide')
export class TurnGuide extends LitElement {
  static override styles = turnGuideStyles;

  private turn?: TurnController;
  private visitedFor?: readonly unknown[];
  /** What the faction turn under way has done, followed event by event (one tracer per turn played). */
  private tracer?: { readonly turn: TurnController; readonly tracer: OutlineTracer };
  private trace?: OutlineTrace;
  private outlineFor?: unknown;
  private marked: readonly MarkedOutlineNode[] = [];
  private labelsFor?: readonly unknown[];
  private labels: readonly string[] = [];

  @state() private selected?: string;
  @state() private armed?: string;
  @state() private narrowed?: readonly DsEvent[];
  @state() private loadProblems: readonly LoadProblem[] = [];
  /** A save found in the browser that could not be restored: kept, never overwritten, until the player decides. */
  @state() private refusedSave?: { readonly message: string; readonly text: string };
  /** Why the game is no longer being saved in the browser (storage full or blocked). */
  @state() private saveProblem?: string;
  private savedEvents?: readonly unknown[];
  private savedOwnDice?: boolean;
  /** The centre shows the map, or the turn machine (diagram + inspector, loaded on first use). */
  @state() private view: 'map' | 'machine' = 'map';
  @state() private machineViewLoaded = false;
  /** Every event, snapshot and microstep of the game, from XState's `inspect` option (rebuilt on undo and load). */
  readonly recorder = createInspectorRecorder();

  /** The scenario's game state the faction turn starts from. */
  @property({ attribute: false }) game?: DsGameState;
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
    if (!this.game) return;
    // A new game, or a seed set from outside (restart() keeps the controller's seed in step).
    if (changed.has('game') || (changed.has('seed') && this.turn?.seed !== this.seed)) {
      if (this.turn) this.removeController(this.turn);
      this.turn = this.newTurn(this.seed);
      this.visitedFor = undefined;
      this.loadProblems = [];
      this.disarm();
      if (changed.has('game') && this.autosave) this.restoreSaved();
    }
    this.saveInBrowser();
  }

  /**
   * Saved after every change of the event list (sent, undone, loaded, replayed with a new seed) or
   * of the dice mode, never over a save the player has not decided about.
   */
  private saveInBrowser(): void {
    const turn = this.turn, game = this.game;
    if (!this.autosave || !turn || !game || this.refusedSave) return;
    if (turn.events === this.savedEvents && this.ownDice === this.savedOwnDice) return;
    this.savedEvents = turn.events;
    this.savedOwnDice = this.ownDice;
    const written = writeAutosave({ scenario: game.scenario.name, seed: turn.seed, events: turn.events, ownDice: this.ownDice });
    const problem = written.ok ? undefined : written.message;
    if (problem !== this.saveProblem) this.saveProblem = problem;
  }

  private restoreSaved(): void {
    const saved = restoreAutosave(this.game!.scenario.name);
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
    const turn = new TurnController(this, this.game!, seed);
    turn.attachInspector((e) => { this.recorder.inspect(e); this.externalInspect?.(e); }, () => this.recorder.clear());
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

  private send(action: DsEvent): void {
    if (this.turn?.send(action).length === 0) this.disarm();
  }

  private onActionChosen(e: ActionChosenEvent): void { this.send(e.detail.action); }

  private onActionArmed(e: ActionArmedEvent): void {
    this.armed = e.detail.key;
    this.narrowed = undefined;
  }

  /** A target of the armed choice: act at once, or offer the several ways to act on it. */
  private chooseTarget(key: string): void {
    const turn = this.turn;
    const choice = turn && findChoice(turn.legal, this.ownDice, placeNames(turn.snapshot.context.game), this.armed);
    const list = choice && actionsByTarget(choice.actions).get(key);
    if (!list) return;
    if (list.length === 1) this.send(list[0]!);
    else this.narrowed = list;
  }

  private onTargetChosen(e: TargetChosenEvent): void { this.chooseTarget(e.detail.key); }

  private onHexSelect(e: HexSelectEvent): void {
    const hex = e.detail.hex;
    this.selected = hex;
    const turn = this.turn;
    const choice = turn && findChoice(turn.legal, this.ownDice, placeNames(turn.snapshot.context.game), this.armed);
    if (!choice || this.narrowed) return;
    if (actionsByTarget(choice.actions).has(hex)) { this.chooseTarget(hex); return; }
    // Not a target: ask the rules why, by re-aiming the armed action at this hex (nothing changes).
    const attempt = reaimAt(choice.actions[0]!, hex);
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
    const { applied, problems, refused } = previewLoad(this.game!, seed, events);
    return { applied, problems, ...(refused ? { refused: describeAction(refused, placeNames(this.game!)) } : {}) };
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
    if (!this.game) return;
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
      if (this.tracer?.turn !== turn) this.tracer = { turn, tracer: rulesetTracer(dsRuleset, turn.game, turn.seed) };
      this.trace = this.tracer.tracer.traceOf(turn.events);
      this.visitedFor = turn.events;
      this.outlineFor = undefined;
    }
    if (this.outlineFor !== turn.snapshot) {
      this.marked = markOutline(rulesetOutline(dsRuleset), Object.keys(turn.snapshot.getMeta()), this.trace);
      this.outlineFor = turn.snapshot;
    }
    return this.marked;
  }

  /** The sent events in words for the log, recomputed only when the list changes. */
  private eventLabels(turn: TurnController, names: PlaceNames): readonly string[] {
    if (this.labelsFor !== turn.events) {
      this.labels = turn.events.map((e) => describeAction(e, names));
      this.labelsFor = turn.events;
    }
    return this.labels;
  }

  /** The turn being played (undefined until a game is set). */
  get controller(): TurnController | undefined {
    return this.turn;
  }

  override render() {
    const turn = this.turn, game = turn?.snapshot.context.game;
    if (!turn || !game) return html`<p>Loading scenario…</p>`;
    const g = game.game, names = placeNames(game), refusal = turn.lastRefusal, legal = turn.legal;
    const choice = findChoice(legal, this.ownDice, names, this.armed);
    const targets = armedTargets(this.narrowed ? undefined : choice, names);
    return html`
      <header>
        <h1>${game.scenario.name}</h1>
        <span class="facts">Turn ${g.turn}, ${g.season} ${g.year} · ${FACTION_NAMES[g.phasing]} faction turn</span>
        <div class="views" role="group" aria-label="Centre view">
          <button type="button" aria-pressed=${this.view === 'map' ? 'true' : 'false'} @click=${() => this.showView('map')}>Map</button>
          <button type="button" aria-pressed=${this.view === 'machine' ? 'true' : 'false'} @click=${() => this.showView('machine')}>Turn machine</button>
        </div>
      </header>
      ${this.refusedSave ? html`<tc-restore-notice .message=${this.refusedSave.message} .text=${this.refusedSave.text}
        .fileName=${autosaveFileName(game.scenario.name)} @restore-start-over=${this.onStartOver}></tc-restore-notice>` : nothing}
      ${this.saveProblem ? html`<p class="save-problem" role="status">${this.saveProblem}</p>` : nothing}
      <main @keydown=${this.onKeydown}>
        <nav class="outline" aria-label="Sequence of play"><tc-sequence-outline .outline=${this.outline(turn)}></tc-sequence-outline></nav>
        <div class="map">
          ${this.view === 'machine' && this.machineViewLoaded
            ? html`<tc-machine-view .recorder=${this.recorder} .active=${activeIds(turn.snapshot)}></tc-machine-view>`
            : html`<tc-board-map .state=${game} .selected=${this.selected} .targets=${choice ? targets.hexes : undefined}
                @hex-select=${this.onHexSelect}></tc-board-map>
              <tc-place-list .state=${game} .targets=${choice ? targets.places : undefined} @place-select=${this.onPlaceSelect}></tc-place-list>`}
        </div>
        <aside>
          <section><tc-step-panel .step=${turn.step?.meta} .phasing=${g.phasing} .order=${g.factionOrder}
            .ends=${turn.step ? stepEndsWhen(turn.step.accepts) : undefined}></tc-step-panel></section>
          <tc-combat-panel .view=${combatView(turn.snapshot.context)}></tc-combat-panel>
          <section><tc-legal-actions .actions=${legal} .names=${names} .violations=${refusal?.violations ?? []}
            .refused=${refusal?.event} .ownDice=${this.ownDice} .armed=${choice ? this.armed : undefined} .narrowed=${this.narrowed}
            @action-chosen=${this.onActionChosen} @action-armed=${this.onActionArmed} @target-chosen=${this.onTargetChosen}></tc-legal-actions></section>
          <section><tc-turn-log .entries=${turn.log} .marks=${turn.logMarks} .start=${turn.startMark}
            .eventLabels=${this.eventLabels(turn, names)} @undo-to=${this.onUndoTo}></tc-turn-log></section>
          <section><tc-game-file .scenarioId=${game.scenario.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')} .seed=${turn.seed} .events=${turn.events} .ownDice=${this.ownDice}
            .scenarioName=${game.scenario.name} .scenarioFile=${this.scenarioFile} .previewLoad=${this.preview}
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
}
