import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { AnyViews, RulesetEvent } from '../../src/core/ruleset.ts';
import type { FreeMover } from '../../src/core/step.ts';
import type { Violation } from '../../src/core/violation.ts';
import { actionsByTarget, type ActionChoice } from './action-targets.ts';
import { actionsOfOtherDice, offeredChoices, resultEntryOf } from './dice-entry.ts';
import { legalActionsStyles } from './legal-actions.styles.ts';

/** Why an attempted action was refused: one rule it breaks (core's Violation). */
export type ViolationInfo = Violation;

export type ActionChosenEvent = CustomEvent<{ action: RulesetEvent }>;
/** An event the player typed (a chart result read on their own table), as JSON not yet checked. */
export type ActionTypedEvent = CustomEvent<{ json: unknown }>;
/** A choice that needs a target was picked (`key`), or the armed choice was dropped (undefined). */
export type ActionArmedEvent = CustomEvent<{ key: string | undefined }>;
/** A target of the armed choice was picked from the list (a hex id or a place key). */
export type TargetChosenEvent = CustomEvent<{ key: string }>;
/** The player points at (hovers or focuses) a choice: one of its actions, or undefined when they leave it. */
export type ActionPointEvent = CustomEvent<{ action: RulesetEvent | undefined }>;

/** Up to this many targets are listed under an armed choice at once; more wait for "List all". */
const LIST_AT_ONCE = 48;

/**
 * The actions legal now, as choices grouped by kind. A plain choice dispatches `action-chosen`;
 * one that needs a target (a hex, a zone) arms the map with `action-armed`, and its targets are
 * listed here too, so the whole turn can be played from the keyboard. Several actions on one
 * target (the forces that may attack a hex) are offered as `narrowed`. Below, "Why not".
 */
@customElement('tc-legal-actions')
export class LegalActions extends LitElement {
  static override styles = legalActionsStyles;

  /** The concrete events the rules offer now. */
  @property({ attribute: false }) actions: readonly RulesetEvent[] = [];
  /** The counters that may move freely now (R-FREE-MOVES): a choice each, their moves listed when armed. */
  @property({ attribute: false }) freeMovers: readonly FreeMover[] = [];
  /** The violations of the last refused action (empty: nothing refused). */
  @property({ attribute: false }) violations: readonly ViolationInfo[] = [];
  /** The refused action itself, to name it in "Why not". */
  @property({ attribute: false }) refused?: RulesetEvent;
  /** The ruleset's views: actions in words, where they point, the dice. */
  @property({ attribute: false }) views?: AnyViews;
  /** The game the actions name things in (units, hexes, places). */
  @property({ attribute: false }) game?: unknown;
  /** Why there is nothing to do now, when `actions` is empty. */
  @property() emptyReason = 'The turn is over: there is nothing left to do in this turn.';
  /** The player rolls their own dice: die faces and chart results are offered, not the seeded roll. */
  @property({ type: Boolean }) ownDice = false;
  /** Key of the armed choice (its targets highlighted on the map). */
  @property() armed?: string;
  /** The actions on the target just picked, when there is more than one way to act on it. */
  @property({ attribute: false }) narrowed?: readonly RulesetEvent[];

  /** The long list of the armed choice's targets is open. */
  @state() private listOpen = false;
  /** The last choice was made from the keyboard (a click with no pointer: Enter or Space). */
  private keyboardChose = false;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('armed')) this.listOpen = false;
  }

  override updated(changed: PropertyValues<this>): void {
    // Keyboard players land on the first target (or the button opening a long list), or the
    // first option on the chosen target. A mouse player's focus stays put: moving it forces a
    // layout of the whole page (the map's thousands of hexes) and the pointer is on the map anyway.
    if (!this.keyboardChose) return;
    if ((changed.has('armed') && this.armed) || (changed.has('narrowed') && this.narrowed)) {
      this.renderRoot.querySelector<HTMLElement>('.armed button')?.focus();
    }
  }

  private emit<T>(name: string, detail: T): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** Puts the keyboard focus on the first action offered (or the panel's heading when there is none). */
  focusFirst(options?: FocusOptions): void {
    const first = this.renderRoot.querySelector<HTMLElement>('button, input, summary');
    if (first) { first.focus(options); return; }
    const heading = this.renderRoot.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus(options);
  }

  /** Which action the player points at, so the map can show the pieces it names. */
  private point(action: RulesetEvent | undefined): void { this.emit('action-point', { action }); }

  private choose(action: RulesetEvent): void { this.emit('action-chosen', { action }); }

  private describe(views: AnyViews, e: RulesetEvent): string { return views.describe(e, this.game); }
  private arm(key: string | undefined): void { this.emit('action-armed', { key }); }

  /** Any click inside the panel: `detail` is 0 when a key (Enter, Space) pressed the button. */
  private onClickCapture(e: MouseEvent): void { this.keyboardChose = e.detail === 0; }

  private onKeydown(e: KeyboardEvent): void {
    if (e.key === 'Escape' && this.armed) { e.stopPropagation(); this.arm(undefined); }
  }

  private onResultEntry(e: SubmitEvent): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const input = form.elements.namedItem('result') as HTMLInputElement;
    const result = this.views && resultEntryOf(this.actions, this.views);
    // The event the chart entry makes of the text, sent as a file's event would be: its shape is checked
    // by the ruleset's parser, its legality by the rules; a typo is refused with where and why.
    if (result && input.value.trim()) this.emit('action-typed', { json: result.entry.event(input.value.trim()) });
  }

  private renderChoice(views: AnyViews, c: ActionChoice, several: boolean) {
    const text = several ? c.label.replace(`${views.kindLabel(c.kind)}: `, '') : c.label;
    if (!c.targeted) {
      return html`<li><button type="button" data-type=${c.kind} aria-label=${c.label} title=${c.label}
        @pointerenter=${() => this.point(c.actions[0])} @pointerleave=${() => this.point(undefined)}
        @focus=${() => this.point(c.actions[0])} @blur=${() => this.point(undefined)}
        @click=${() => this.choose(c.actions[0]!)}>${text}</button></li>`;
    }
    const n = c.targetCount?.() ?? actionsByTarget(c.actions, views).size, pressed = this.armed === c.key;
    const targets = `${n} target${n === 1 ? '' : 's'}`;
    // The visible text is part of the accessible name (WCAG 2.5.3): "<label> · 12 targets on the map".
    const label = `${c.label} · ${targets} on the map`;
    return html`<li><button type="button" data-type=${c.kind} data-key=${c.key} aria-pressed=${pressed ? 'true' : 'false'}
      aria-label=${label} title=${label} @click=${() => this.arm(pressed ? undefined : c.key)}>${text}<span class="hint"> · ${targets}</span></button></li>`;
  }

  private renderArmed(views: AnyViews, c: ActionChoice) {
    const targets = [...actionsByTarget(c.actions, views)];
    const list = () => html`<ul>${targets.map(([key, { actions: ways }]) => {
      const name = views.targetName(this.game, key);
      const label = ways.length === 1 ? this.describe(views, ways[0]!) : `${c.label} at ${name} (${ways.length} ways)`;
      return html`<li><button type="button" data-target=${key} aria-label=${label} title=${label}
        @click=${() => this.emit('target-chosen', { key })}>${name}</button></li>`;
    })}</ul>`;
    // A long list (an air unit may reach hundreds of hexes) is drawn only when asked for: the map
    // shows the targets at once, and drawing hundreds of buttons would delay it. Its switch is a
    // disclosure button, not a <details>: inserting a <details> (its own shadow tree) cost the click's
    // frame 1.5 ms of style recalculation in Chromium.
    const long = targets.length > LIST_AT_ONCE;
    return html`<div class="armed" role="group" aria-label="Targets of ${c.label}">
      <p>${c.label}: click a highlighted hex on the map, or choose here.</p>
      ${long ? html`<div class="all-targets">
          <button type="button" class="list-all" aria-expanded=${this.listOpen ? 'true' : 'false'}
            @click=${() => { this.listOpen = !this.listOpen; }}><span class="marker" aria-hidden="true">${this.listOpen ? '▾' : '▸'}</span>List all ${targets.length} targets</button>${this.listOpen ? list() : nothing}</div>` : list()}
      <button type="button" class="cancel" @click=${() => this.arm(undefined)}>Cancel (Esc)</button>
    </div>`;
  }

  private renderNarrowed(views: AnyViews, list: readonly RulesetEvent[]) {
    return html`<div class="armed narrowed" role="group" aria-label="Choose how">
      <p>Choose how (${list.length}):</p>
      <ul>${list.map((a) => {
        const full = this.describe(views, a);
        return html`<li><button type="button" data-type=${a.type} aria-label=${full} title=${full}
          @pointerenter=${() => this.point(a)} @pointerleave=${() => this.point(undefined)}
          @focus=${() => this.point(a)} @blur=${() => this.point(undefined)} @click=${() => this.choose(a)}>${full}</button></li>`;
      })}</ul>
      <button type="button" class="cancel" @click=${() => this.arm(undefined)}>Cancel (Esc)</button>
    </div>`;
  }

  private renderResultEntry(views: AnyViews) {
    const result = this.ownDice ? resultEntryOf(this.actions, views) : undefined;
    if (!result) return nothing;
    const { label, hint } = result.entry;
    return html`<form class="entry" @submit=${this.onResultEntry}>
      <label for="result">${label}</label>
      <input id="result" name="result" autocomplete="off" placeholder=${hint}>
      <button type="submit">Enter result</button>
    </form>`;
  }

  /** The legal actions of the other dice mode, which have no button here: said, so that the count adds up. */
  private renderOtherDice(views: AnyViews) {
    const n = actionsOfOtherDice(this.actions, this.ownDice, views);
    if (n === 0) return nothing;
    return html`<p class="other-dice">${this.ownDice
      ? `+${n} with the seeded dice (the guide rolls), when “I roll my own dice” is off`
      : `+${n} with your own dice (die faces and chart results), when “I roll my own dice” is on`}</p>`;
  }

  private renderWhyNot(views: AnyViews) {
    if (this.violations.length === 0) return nothing;
    return html`
      <section class="why-not" role="alert" aria-label="Why not">
        <h3>Why not${this.refused ? html`: ${this.describe(views, this.refused)}` : nothing}</h3>
        <ul>${this.violations.map((v) => html`<li><span class="rule">${v.rule}</span>${v.message}</li>`)}</ul>
      </section>`;
  }

  override render() {
    const views = this.views;
    if (!views) return nothing;
    // The count is of the actions offered here (a choice on the board counts each of its targets);
    // those of the other dice mode are named below it, not counted in it.
    // Free moves (R-FREE-MOVES) are not the rules' actions: counted apart, by the counters that may move.
    const n = this.actions.length - actionsOfOtherDice(this.actions, this.ownDice, views);
    const movers = this.freeMovers.length;
    const count = movers === 0 ? `(${n})` : `(${n}; ${movers} ${movers === 1 ? 'counter' : 'counters'} may move freely)`;
    const choices = offeredChoices(this.actions, this.ownDice, views, this.game, this.freeMovers);
    const kinds = [...new Set(choices.map((c) => c.kind))];
    return html`<div @keydown=${this.onKeydown} @click=${{ handleEvent: (e: MouseEvent) => this.onClickCapture(e), capture: true }}>
      <h2>Legal actions <span class="count" aria-live="polite">${count}</span></h2>
      ${this.renderOtherDice(views)}
      ${this.actions.length === 0 && movers === 0 ? html`<p class="empty">${this.emptyReason}</p>` : nothing}
      ${this.narrowed ? this.renderNarrowed(views, this.narrowed) : nothing}
      ${kinds.map((kind) => {
        const group = choices.filter((c) => c.kind === kind), several = group.length > 1 || kinds.length > 1;
        const armed = group.find((c) => c.key === this.armed && !this.narrowed);
        return html`<div class="group" role="group" aria-label="${views.kindLabel(kind)} (${group.length})">
          ${several ? html`<h3>${views.kindLabel(kind)} (${group.length})</h3>` : nothing}
          <ul>${group.map((c) => this.renderChoice(views, c, several))}</ul>
          ${armed ? this.renderArmed(views, armed) : nothing}
        </div>`;
      })}
      ${this.renderResultEntry(views)}
      ${this.renderWhyNot(views)}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-legal-actions': LegalActions;
  }
  interface HTMLElementEventMap {
    'action-chosen': ActionChosenEvent;
    'action-typed': ActionTypedEvent;
    'action-armed': ActionArmedEvent;
    'target-chosen': TargetChosenEvent;
    'action-point': ActionPointEvent;
  }
}
