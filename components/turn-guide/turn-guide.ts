import { LitElement, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { FACTION_NAMES, type DsGameState } from '../../src/ds/model/index.ts';
import { markOutline, turnOutline, visitedSteps, type MarkedOutlineNode } from '../../src/ds/turn/outline.ts';
import { placeNames } from '../shared/labels.ts';
import { TurnController } from '../shared/turn-controller.ts';
import type { HexSelectEvent } from '../board-map/board-map.ts';
import { describeAction } from '../legal-actions/action-labels.ts';
import type { ActionChosenEvent } from '../legal-actions/legal-actions.ts';
import type { UndoToEvent } from '../turn-log/turn-log.ts';
import '../board-map/board-map.ts';
import '../legal-actions/legal-actions.ts';
import '../sequence-outline/sequence-outline.ts';
import '../step-panel/step-panel.ts';
import '../turn-log/turn-log.ts';
import { turnGuideStyles } from './turn-guide.styles.ts';

/**
 * The turn guide: one faction turn of a scenario, with the sequence outline on the left, the map
 * in the centre, and the current step, its legal actions and the turn log on the right. It owns the
 * turn (a TurnController) and hands its children plain data; they dispatch events back.
 */
@customElement('tc-turn-guide')
export class TurnGuide extends LitElement {
  static override styles = turnGuideStyles;

  private turn?: TurnController;
  private visitedFor?: readonly unknown[];
  private visited: readonly string[] = [];

  @state() private selected?: string;

  /** The scenario's game state the faction turn starts from. */
  @property({ attribute: false }) game?: DsGameState;
  /** Seed of the dice generator. */
  @property({ type: Number }) seed = 1;

  override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('game') || changed.has('seed')) && this.game) {
      if (this.turn) this.removeController(this.turn);
      this.turn = new TurnController(this, this.game, this.seed);
      this.visitedFor = undefined;
    }
  }

  private onHexSelect(e: HexSelectEvent): void {
    this.selected = e.detail.hex;
  }

  private onActionChosen(e: ActionChosenEvent): void {
    this.turn?.send(e.detail.action);
  }

  private onUndoTo(e: UndoToEvent): void {
    this.turn?.undoTo(e.detail.count);
  }

  private outline(turn: TurnController): MarkedOutlineNode[] {
    if (this.visitedFor !== turn.events) {
      this.visited = visitedSteps(turn.game, turn.seed, turn.events);
      this.visitedFor = turn.events;
    }
    return markOutline(turnOutline(), Object.keys(turn.snapshot.getMeta()), this.visited, turn.log);
  }

  /** The turn being played (undefined until a game is set). */
  get controller(): TurnController | undefined {
    return this.turn;
  }

  override render() {
    const turn = this.turn, game = turn?.snapshot.context.game;
    if (!turn || !game) return html`<p>Loading scenario…</p>`;
    const g = game.game, names = placeNames(game), refusal = turn.lastRefusal;
    return html`
      <header>
        <h1>${game.scenario.name}</h1>
        <span class="facts">Turn ${g.turn}, ${g.season} ${g.year} · ${FACTION_NAMES[g.phasing]} faction turn</span>
      </header>
      <main>
        <div class="outline"><tc-sequence-outline .outline=${this.outline(turn)}></tc-sequence-outline></div>
        <div class="map">
          <tc-board-map .state=${game} .selected=${this.selected} @hex-select=${this.onHexSelect}></tc-board-map>
        </div>
        <aside>
          <section><tc-step-panel .step=${turn.step?.meta} .phasing=${g.phasing} .order=${g.factionOrder}></tc-step-panel></section>
          <section><tc-legal-actions .actions=${turn.legal} .names=${names} .violations=${refusal?.violations ?? []}
            .refused=${refusal?.event} @action-chosen=${this.onActionChosen}></tc-legal-actions></section>
          <section><tc-turn-log .entries=${turn.log} .marks=${turn.logMarks} .start=${turn.startMark}
            .eventLabels=${turn.events.map((e) => describeAction(e, names))} @undo-to=${this.onUndoTo}></tc-turn-log></section>
        </aside>
      </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-turn-guide': TurnGuide;
  }
}
