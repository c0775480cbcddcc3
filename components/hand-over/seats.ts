import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SideView } from '../../src/core/views.ts';
import { panelStyles } from '../shared/panel.styles.ts';

/** The player turned the hand-over screen on (two at the table) or off (solo play). */
export type HandOverToggleEvent = CustomEvent<{ on: boolean }>;

/**
 * The seats at the table: one per side, in turn order, the one that acts now marked; and the
 * switch for the hand-over screen (on for two players at one screen, off for solo play).
 */
@customElement('tc-seats')
export class Seats extends LitElement {
  static override styles = [panelStyles, css`
    :host { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 14px; }
    h2 { font-size: 13px; margin: 0; color: #444; }
    ul { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; padding: 0; margin: 0; }
    li { padding: 2px 8px 2px 6px; border-radius: 3px; background: #f4f7fb; }
    li[aria-current='true'] { background: #fff4c2; font-weight: 600; }
    .now { font-weight: normal; font-size: 12px; color: #5a4500; }
    label { font-size: 13px; display: inline-flex; align-items: center; gap: 4px; }
  `];

  /** The sides in turn order. */
  @property({ attribute: false }) sides: readonly SideView[] = [];
  /** The sides whose player acts now. */
  @property({ attribute: false }) acting: readonly string[] = [];
  /** The hand-over screen is on. */
  @property({ type: Boolean }) handOver = true;

  private onToggle(e: Event): void {
    const on = (e.target as HTMLInputElement).checked;
    this.dispatchEvent(new CustomEvent('hand-over-toggle', { detail: { on }, bubbles: true, composed: true }));
  }

  override render() {
    return html`
      <h2 id="seats-title">Seats</h2>
      <ul aria-labelledby="seats-title">${this.sides.map((s) => {
        const now = this.acting.includes(s.id);
        return html`<li class="seat colour-${s.id}" data-side=${s.id} aria-current=${now ? 'true' : nothing}>${s.name}${now ? html`<span class="now"> · acts now</span>` : nothing}</li>`;
      })}</ul>
      <label><input type="checkbox" .checked=${this.handOver} @change=${this.onToggle}> Hand over between players</label>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-seats': Seats;
  }
  interface HTMLElementEventMap {
    'hand-over-toggle': HandOverToggleEvent;
  }
}
