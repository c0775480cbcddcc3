import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { keyed } from 'lit/directives/keyed.js';
import type { InspectionEvent } from 'xstate';
import { catalogEntryOf, type ScenarioCatalog } from '../../src/core/catalog.ts';
import type { Registry } from '../../src/core/registry.ts';
import type { AnyRuleset } from '../../src/core/ruleset.ts';
import { summarizeTurn, turnOpening } from '../../src/core/turn-summary.ts';
import type { SideView } from '../../src/core/views.ts';
import type { HandOverToggleEvent } from '../hand-over/seats.ts';
import type { NextStep, TurnEndView } from '../hand-over/hand-over.ts';
import { readHandOver, writeHandOver } from '../hand-over/preference.ts';
import { readConsoleOpen, writeConsoleOpen } from '../designer-console/preference.ts';
import { SeatTracker } from '../hand-over/seat-tracker.ts';
import { clearAutosave, peekAutosave, type SavedGameNote } from '../shared/autosave.ts';
import type { OpenProblems, ScenarioFileEvent, ScenarioOpenEvent, StartScreen } from '../start-screen/start-screen.ts';
import type { TurnGuide } from '../turn-guide/turn-guide.ts';
import { guideAppStyles } from './guide-app.styles.ts';
import { readScenarioFile, readScenarioUrl, type OpenedScenario } from './open-scenario.ts';
import '../hand-over/hand-over.ts';
import '../hand-over/seats.ts';
import '../start-screen/start-screen.ts';

/** The page should show `search` in its address bar (a link that reopens the game) and `title` as its title. */
export type GuideNavigateEvent = CustomEvent<{ search: string; title: string }>;

/** A game on the table: the scenario opened, and a key that makes each opening a new guide. */
interface Playing extends OpenedScenario {
  readonly key: number;
}

/** What the hand-over dialog shows. */
interface HandOverView {
  readonly to?: SideView;
  readonly step?: NextStep;
  readonly ended?: TurnEndView;
}

/**
 * The guide as a page: the start screen (the bundled scenarios of every ruleset, a scenario file of
 * the player's), then the game — the seats at the table, the turn guide (loaded when a game is
 * opened: the start screen does not wait for it), and between two players at one screen the
 * hand-over and the end-of-turn summary. `search` names the scenario (`?scenario=<id>`), so a link
 * reopens it; the page keeps its address in step from `guide-navigate`. Rulesets, the catalog and
 * where the scenario files are served come from the page (guide/main.ts), the composition root.
 */
@customElement('tc-guide-app')
export class GuideApp extends LitElement {
  static override styles = guideAppStyles;

  private tracker = new SeatTracker();
  /** The search last acted on: the page setting the same one again changes nothing. */
  private routed?: string;
  /** Each opening numbered: one overtaken by another is dropped when it finishes. */
  private openings = 0;
  private focusGuide = false;

  @state() private playing?: Playing;
  @state() private problems?: OpenProblems;
  @state() private status = '';
  @state() private saved?: SavedGameNote;
  @state() private handOver = readHandOver();
  /** The designer's console is open (off by default, remembered by the browser). */
  @state() private consoleOpen = readConsoleOpen();
  @state() private acting: readonly string[] = [];
  @state() private dialog?: HandOverView;

  /** The rulesets (the registry: each loaded when a scenario of its format is opened). */
  @property({ attribute: false }) rulesets?: Registry;
  /** The bundled scenarios. */
  @property({ attribute: false }) catalog?: ScenarioCatalog;
  /** Where a bundled scenario's file (`scenarios/...json`) is served. */
  @property({ attribute: false }) scenarioUrl: (file: string) => string | undefined = () => undefined;
  /** The page's query string: `?scenario=<id>` opens that bundled scenario, none the start screen. */
  @property() search = '';
  /** Save the game in the browser after every event, and restore it (the page sets it). */
  @property({ type: Boolean }) autosave = false;
  /** Another inspector the turn is sent to (Stately's online one, with `?inspect`). */
  @property({ attribute: false }) externalInspect?: (event: InspectionEvent) => void;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('search') && this.search !== this.routed) {
      this.routed = this.search;
      void this.route(this.search);
    }
  }

  override updated(): void {
    if (this.focusGuide && this.guide?.controller) {
      this.focusGuide = false;
      void this.guide.updateComplete.then(() => this.guide?.focusActions());
    }
  }

  /** The turn guide of the game on the table (undefined on the start screen). */
  get guide(): TurnGuide | undefined {
    return this.renderRoot.querySelector('tc-turn-guide') ?? undefined;
  }

  private navigate(search: string, title: string): void {
    this.search = this.routed = search;
    this.dispatchEvent(new CustomEvent('guide-navigate', { detail: { search, title }, bubbles: true, composed: true }));
  }

  private async route(search: string): Promise<void> {
    const id = new URLSearchParams(search).get('scenario');
    if (id === null) this.showStart();
    else await this.openBundled(id, false);
  }

  private showStart(problems?: OpenProblems): void {
    this.openings++;
    this.playing = undefined;
    this.dialog = undefined;
    this.problems = problems;
    this.status = '';
    this.saved = this.autosave ? peekAutosave() : undefined;
  }

  /** A bundled scenario, fetched from where the page serves it; its id goes in the address. */
  private async openBundled(id: string, focus: boolean): Promise<void> {
    const entry = this.catalog && catalogEntryOf(this.catalog, id);
    if (!entry || !this.rulesets) {
      const known = this.catalog?.scenarios.map((s) => s.id).join(', ') ?? 'none';
      this.showStart({ source: id, problems: [{ path: 'scenario', message: `no bundled scenario is named "${id}"; the bundled ones are: ${known}` }] });
      return;
    }
    const ticket = this.startOpening(entry.title);
    const opened = await readScenarioUrl(this.rulesets, entry, this.scenarioUrl(entry.file));
    if (ticket === this.openings) await this.play(opened, focus, `?scenario=${entry.id}`);
  }

  private async openFile(name: string, file: Blob): Promise<void> {
    if (!this.rulesets) return;
    const ticket = this.startOpening(name);
    const opened = await readScenarioFile(this.rulesets, name, file);
    if (ticket === this.openings) await this.play(opened, true, '');
  }

  private startOpening(what: string): number {
    this.problems = undefined;
    this.status = `Opening ${what}…`;
    return ++this.openings;
  }

  /** The scenario read (or why not); the guide's code is loaded with the first game. */
  private async play(opened: OpenedScenario | OpenProblems, focus: boolean, search: string): Promise<void> {
    if ('problems' in opened) { this.showStart(opened); return; }
    const ticket = this.openings;
    await import('../turn-guide/turn-guide.ts');
    if (ticket !== this.openings) return;
    this.tracker = new SeatTracker();
    this.dialog = undefined;
    this.acting = [];
    this.status = '';
    this.focusGuide = focus;
    this.playing = { ...opened, key: ticket };
    this.navigate(search, `turnchart — ${opened.title} (${opened.ruleset.title})`);
  }

  private onScenarioOpen(e: ScenarioOpenEvent): void {
    // A new game of the scenario whose game this browser holds: that save goes (the player confirmed).
    if (e.detail.fresh) clearAutosave();
    void this.openBundled(e.detail.id, true);
  }

  private onScenarioFile(e: ScenarioFileEvent): void {
    void this.openFile(e.detail.name, e.detail.file);
  }

  private async onNewGame(): Promise<void> {
    this.showStart();
    this.navigate('', 'turnchart — choose a scenario');
    await this.updateComplete;
    const start = this.renderRoot.querySelector<StartScreen>('tc-start-screen');
    await start?.updateComplete;
    start?.focusFirst();
  }

  private onHandOverToggle(e: HandOverToggleEvent): void {
    this.handOver = e.detail.on;
    writeHandOver(e.detail.on);
  }

  /** The guide is drawn once per game (guarded): the switch reaches it directly. */
  private onConsoleToggle(e: Event): void {
    this.consoleOpen = (e.target as HTMLInputElement).checked;
    writeConsoleOpen(this.consoleOpen);
    if (this.guide) this.guide.designerConsole = this.consoleOpen;
  }

  /** After each new position: who acts now, and whether the seat changes hands or a side's turn ended. */
  private onTurnChange(): void {
    const turn = this.guide?.controller;
    if (!turn) return;
    const views = turn.ruleset.views, context = turn.snapshot.context, position = views.position(views.gameOf(context));
    const step = turn.step;
    const acting = step ? views.actingSides(step.meta.actor, context) : [];
    this.acting = acting;
    const turnBegan = turnOpening(turn.log, this.tracker.logSeen, (entry) => views.logTopic(entry));
    const change = this.tracker.observe({ events: turn.events.length, acting, phasing: position.phasing, logLength: turn.log.length, ...(turnBegan === undefined ? {} : { turnBegan }) });
    const side = (id: string): SideView => position.sides.find((s) => s.id === id) ?? { id, name: id };
    const to = change.handOver !== undefined && this.handOver ? side(change.handOver) : undefined;
    const ended = change.turnEnded && {
      side: side(change.turnEnded.side),
      sections: summarizeTurn(turn.log.slice(change.turnEnded.from, change.turnEnded.to), (entry) => views.logTopic(entry)),
    };
    if (!to && !ended) return;
    const next = step && { title: step.meta.title, rule: step.meta.rule, actor: views.actorText(step.meta.actor, context) };
    const open = this.dialog;
    this.dialog = { ...open, ...(to ? { to } : {}), ...(ended ? { ended } : {}), ...(next ? { step: next } : {}) };
  }

  private async onHandOverDone(): Promise<void> {
    this.dialog = undefined;
    await this.updateComplete;
    this.guide?.focusActions();
  }

  /** The guide is drawn once per game (guarded): the app's own updates never set its game again. */
  private renderGame(p: Playing) {
    const sides = p.ruleset.views.position(p.game).sides;
    return html`
      <nav class="table" aria-label="Game">
        <button type="button" class="new-game" @click=${this.onNewGame}>New game</button>
        ${sides.length > 1 ? html`<tc-seats .sides=${sides} .acting=${this.acting} .handOver=${this.handOver}
          @hand-over-toggle=${this.onHandOverToggle}></tc-seats>` : nothing}
        <label class="console-switch"><input type="checkbox" .checked=${this.consoleOpen} @change=${this.onConsoleToggle}> Designer's console</label>
      </nav>
      ${keyed(p.key, guard([p], () => html`<tc-turn-guide .externalInspect=${this.externalInspect} ?autosave=${this.autosave} ?designerConsole=${this.consoleOpen}
        .scenarioFile=${p.file} .ruleset=${p.ruleset as AnyRuleset} .game=${p.game} @turn-change=${this.onTurnChange}></tc-turn-guide>`))}
      ${this.dialog ? html`<tc-hand-over .to=${this.dialog.to} .step=${this.dialog.step} .ended=${this.dialog.ended}
        @hand-over-done=${this.onHandOverDone}></tc-hand-over>` : nothing}`;
  }

  override render() {
    if (this.playing) return this.renderGame(this.playing);
    return html`<tc-start-screen .scenarios=${this.catalog?.scenarios ?? []} .rulesets=${this.rulesets?.entries ?? []}
      .saved=${this.saved} .problems=${this.problems} .status=${this.status}
      @scenario-open=${this.onScenarioOpen} @scenario-file=${this.onScenarioFile}></tc-start-screen>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-guide-app': GuideApp;
  }
  interface HTMLElementEventMap {
    'guide-navigate': GuideNavigateEvent;
  }
}
