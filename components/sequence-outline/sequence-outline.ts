import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { MarkedOutlineNode, OutlineStatus } from '../../src/core/outline/index.ts';
import { sequenceOutlineStyles } from './sequence-outline.styles.ts';

export type StepInspectEvent = CustomEvent<{ id: string }>;

const MARKS: Record<OutlineStatus, string> = { active: '▶', done: '✓', skipped: '–', upcoming: '' };
const STATUS_WORDS: Record<OutlineStatus, string> = {
  active: 'now', done: 'done', skipped: 'skipped', upcoming: 'upcoming',
};
/** Keys that move the outline's one tab stop among its nodes. */
const MOVES = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * The turn's phases > segments > steps, marked active, done, skipped (with the reason) or
 * upcoming. Clicking a step shows its explanation in place and dispatches `step-inspect`; it never
 * changes the turn. It draws the plain outline data it is given. The whole outline is one tab stop
 * (a roving tabindex, on the active step until the player moves it): Up and Down go to the
 * previous and next node, Home and End to the first and last, so a keyboard player does not Tab
 * through a hundred steps to reach the map and the legal actions.
 */
@customElement('tc-sequence-outline')
export class SequenceOutline extends LitElement {
  static override styles = sequenceOutlineStyles;

  @state() private opened?: string;
  /** The active step last scrolled into view. */
  private followed?: string;
  /** The node holding the outline's one tab stop, once the player has moved it; the active step before that. */
  @state() private stop?: string;

  /** The marked outline to draw (phases at the top level). */
  @property({ attribute: false }) outline: readonly MarkedOutlineNode[] = [];
  /** Who acts in a step, in words, from its meta actor (the ruleset's `views.actorText`); the actor itself when unset. */
  @property({ attribute: false }) actorText?: (actor: string) => string;

  /** The active step when last drawn: when the turn moves on, the tab stop goes back to it. */
  private lastActive?: string;

  override willUpdate(): void {
    const active = this.activeId(this.outline);
    if (active !== this.lastActive) { this.lastActive = active; this.stop = undefined; }
  }

  override updated(): void {
    // Follow the turn: when the active step changes, scroll the panel holding the outline so the
    // step is in view (only that panel, never the page, and never while the player reads elsewhere).
    const active = this.renderRoot.querySelector<HTMLElement>('[aria-current="step"]');
    const id = active?.dataset['id'];
    if (!active || id === this.followed) return;
    this.followed = id;
    const box = this.parentElement;
    if (!box || box.scrollHeight <= box.clientHeight) return;
    const a = active.getBoundingClientRect(), b = box.getBoundingClientRect();
    if (a.top < b.top || a.bottom > b.bottom) box.scrollTop += a.top - b.top - b.height / 3;
  }

  /** The node that holds the tab stop: the one the player moved to, else the active step, else the first. */
  private stopId(): string | undefined {
    const all = this.ids(this.outline);
    if (this.stop && all.includes(this.stop)) return this.stop;
    return this.activeId(this.outline) ?? all[0];
  }

  private ids(nodes: readonly MarkedOutlineNode[]): string[] {
    return nodes.flatMap((n) => [n.id, ...this.ids(n.children)]);
  }

  private activeId(nodes: readonly MarkedOutlineNode[]): string | undefined {
    for (const n of nodes) {
      if (n.status !== 'active') continue;
      return this.activeId(n.children) ?? n.id;
    }
    return undefined;
  }

  private onKeydown(e: KeyboardEvent): void {
    if (!MOVES.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button.node')];
    const i = buttons.findIndex((b) => b === this.shadowRoot?.activeElement);
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : Math.min(buttons.length - 1, Math.max(0, i + (e.key === 'ArrowDown' ? 1 : -1)));
    const next = buttons[to];
    if (!next) return;
    e.preventDefault();
    this.stop = next.closest('li')?.dataset['id'];
    next.tabIndex = 0;
    next.focus();
  }

  private onNodeClick(n: MarkedOutlineNode): void {
    this.stop = n.id;
    this.opened = this.opened === n.id ? undefined : n.id;
    this.dispatchEvent(new CustomEvent('step-inspect', { detail: { id: n.id }, bubbles: true, composed: true }));
  }

  private renderExplain(n: MarkedOutlineNode) {
    if (this.opened !== n.id) return nothing;
    return html`<div class="explain" id="explain-${n.id}" role="note">
      <p><strong>${n.rule} ${n.title}</strong> <span class="actor">· ${this.actorText?.(n.actor) ?? n.actor}</span></p>
      <p>${n.explain || 'No summary for this step.'}</p>
    </div>`;
  }

  private renderNode(n: MarkedOutlineNode, stop: string | undefined): unknown {
    return html`<li class="${n.level} ${n.status}" data-id=${n.id} data-status=${n.status}
        aria-current=${n.status === 'active' && n.children.every((c) => c.status !== 'active') ? 'step' : nothing}>
      <button class="node" type="button" tabindex=${n.id === stop ? '0' : '-1'} aria-expanded=${this.opened === n.id ? 'true' : 'false'}
          @click=${() => this.onNodeClick(n)}>
        <span class="mark" aria-hidden="true">${MARKS[n.status]}</span>
        <span class="rule">${n.rule}</span> <span class="title">${n.title}</span><span class="sr-only">, ${STATUS_WORDS[n.status]}</span>
      </button>
      ${n.note ? html`<span class="note">${n.note}</span>` : nothing}
      ${this.renderExplain(n)}
      ${n.children.length > 0 ? html`<ol>${n.children.map((c) => this.renderNode(c, stop))}</ol>` : nothing}
    </li>`;
  }

  override render() {
    if (this.outline.length === 0) return html`<p>No turn loaded.</p>`;
    const stop = this.stopId();
    return html`<nav aria-label="Sequence of play" @keydown=${this.onKeydown}>
      <h2>Sequence of play</h2>
      <p class="sr-only">One stop for the whole outline: Up and Down arrows move between steps, Home and End to the first and last.</p>
      <ol>${this.outline.map((n) => this.renderNode(n, stop))}</ol>
    </nav>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-sequence-outline': SequenceOutline;
  }
}
