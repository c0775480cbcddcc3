import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { MarkedOutlineNode, OutlineStatus } from '../../src/core/outline/index.ts';
import { sequenceOutlineStyles } from './sequence-outline.styles.ts';

export type StepInspectEvent = CustomEvent<{ id: string }>;

const MARKS: Record<OutlineStatus, string> = { active: '▶', done: '✓', skipped: '–', upcoming: '' };
const STATUS_WORDS: Record<OutlineStatus, string> = {
  active: 'now', done: 'done', skipped: 'skipped', upcoming: 'upcoming',
};
/**
 * The turn's phases > segments > steps, marked active, done, skipped (with the reason) or
 * upcoming. Clicking a step shows its explanation in place and dispatches `step-inspect`; it never
 * changes the turn. It draws the plain outline data it is given.
 */
@customElement('tc-sequence-outline')
export class SequenceOutline extends LitElement {
  static override styles = sequenceOutlineStyles;

  @state() private opened?: string;
  /** The active step last scrolled into view. */
  private followed?: string;

  /** The marked outline to draw (phases at the top level). */
  @property({ attribute: false }) outline: readonly MarkedOutlineNode[] = [];
  /** Who acts in a step, in words, from its meta actor (the ruleset's `views.actorText`); the actor itself when unset. */
  @property({ attribute: false }) actorText?: (actor: string) => string;

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

  private onNodeClick(n: MarkedOutlineNode): void {
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

  private renderNode(n: MarkedOutlineNode): unknown {
    return html`<li class="${n.level} ${n.status}" data-id=${n.id} data-status=${n.status}
        aria-current=${n.status === 'active' && n.children.every((c) => c.status !== 'active') ? 'step' : nothing}>
      <button class="node" type="button" aria-expanded=${this.opened === n.id ? 'true' : 'false'}
          @click=${() => this.onNodeClick(n)}>
        <span class="mark" aria-hidden="true">${MARKS[n.status]}</span>
        <span class="rule">${n.rule}</span> <span class="title">${n.title}</span><span class="sr-only">, ${STATUS_WORDS[n.status]}</span>
      </button>
      ${n.note ? html`<span class="note">${n.note}</span>` : nothing}
      ${this.renderExplain(n)}
      ${n.children.length > 0 ? html`<ol>${n.children.map((c) => this.renderNode(c))}</ol>` : nothing}
    </li>`;
  }

  override render() {
    if (this.outline.length === 0) return html`<p>No turn loaded.</p>`;
    return html`<nav aria-label="Sequence of play">
      <h2>Sequence of play</h2>
      <ol>${this.outline.map((n) => this.renderNode(n))}</ol>
    </nav>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-sequence-outline': SequenceOutline;
  }
}
