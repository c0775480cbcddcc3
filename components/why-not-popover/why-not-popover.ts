import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { Violation } from '../../src/core/violation.ts';

/** Where the popover points: a point in pixels from its container's top left corner, and the extent of the map there. */
export interface PopoverAnchor {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The popover's width in pixels (it never leaves its container sideways). */
const WIDTH = 300;
/** Drawn this far from the anchor, clear of the hex it points at. */
const GAP = 20;

/**
 * "Why not", next to the hex the player clicked: the action tried there and every rule it breaks,
 * with its number. It lies over the map beside the hex, below it or above it when the hex is low
 * on the map, and is a live region, so a screen reader says it as it appears. Its close button and
 * Escape (handled by the guide) dismiss it; so does the next click on the map.
 */
@customElement('tc-why-not-popover')
export class WhyNotPopover extends LitElement {
  static override styles = css`
    :host { position: absolute; inset: 0; pointer-events: none; z-index: 3; }
    .pop { position: absolute; width: ${WIDTH}px; max-width: calc(100% - 8px); box-sizing: border-box; pointer-events: auto;
      padding: 6px 30px 6px 10px; background: #fdf1f0; color: #1b1b1b; border: 1px solid #c0392b; border-left-width: 5px;
      border-radius: 4px; box-shadow: 0 2px 8px rgb(0 0 0 / 0.3); font: 13px/1.4 system-ui, sans-serif; }
    h3 { font-size: 13px; margin: 0 0 4px; color: #8e2a1f; }
    ul { margin: 0; padding-left: 0; list-style: none; }
    li { margin: 2px 0; }
    .rule { font: 600 12px ui-monospace, monospace; margin-right: 6px; }
    .close { position: absolute; top: 3px; right: 3px; width: 24px; height: 24px; padding: 0; font: 600 15px system-ui, sans-serif;
      background: #fff; color: #1b1b1b; border: 1px solid #8e2a1f; border-radius: 4px; cursor: pointer; }
    .close:focus-visible { outline: 3px solid #1f6feb; outline-offset: 1px; }
  `;

  /** The action tried, in words ("Place support unit: … to hex w2508"). */
  @property() tried = '';
  /** The rules it breaks (empty: nothing to show). */
  @property({ attribute: false }) violations: readonly Violation[] = [];
  /** Where the hex is; undefined: the popover is not drawn. */
  @property({ attribute: false }) anchor?: PopoverAnchor;

  private close(): void {
    this.dispatchEvent(new CustomEvent('why-not-close', { detail: {}, bubbles: true, composed: true }));
  }

  /** Below the hex, or above it when the hex is in the lower part of the map; never past a side. */
  private place(a: PopoverAnchor): Record<string, string> {
    const left = Math.max(4, Math.min(a.x - WIDTH / 2, a.width - WIDTH - 4));
    const below = a.y < a.height * 0.55;
    return below ? { left: `${left}px`, top: `${a.y + GAP}px` } : { left: `${left}px`, top: `${a.y - GAP}px`, transform: 'translateY(-100%)' };
  }

  override render() {
    const a = this.anchor;
    // The live region stays in the page, so the words are announced when they are put into it.
    return html`<div role="alert" aria-live="assertive" aria-atomic="true">${a && this.violations.length > 0
      ? html`<section class="pop" aria-label="Why not" style=${styleMap(this.place(a))}>
          <h3>Why not: ${this.tried}</h3>
          <ul>${this.violations.map((v) => html`<li><span class="rule">${v.rule}</span>${v.message}</li>`)}</ul>
          <button type="button" class="close" aria-label="Close why not" title="Close (Esc)" @click=${this.close}>×</button>
        </section>` : nothing}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-why-not-popover': WhyNotPopover;
  }
  interface HTMLElementEventMap {
    'why-not-close': CustomEvent<Record<string, never>>;
  }
}
