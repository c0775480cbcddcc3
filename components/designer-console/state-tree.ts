import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { childCount, childrenOf, findKeys, indexOfKey, preview, valueAt, kindOf, type KeySearch } from '../../src/core/state-tree.ts';
import { stateTreeStyles } from './state-tree.styles.ts';

/** Children drawn at once under a node; more on demand (a full board has thousands of hexes). */
export const PAGE = 100;

/** One line of the tree as drawn: a node, or the "more" line under a long node. */
interface Row {
  readonly id: string;
  readonly path: readonly string[];
  readonly level: number;
  readonly posinset: number;
  readonly setsize: number;
  readonly more?: number;
  readonly key: string;
  readonly value?: unknown;
  readonly expandable: boolean;
}

const idOf = (path: readonly string[]): string => JSON.stringify(path);

/**
 * A value browsed as a tree (the WAI-ARIA tree pattern): one tab stop, arrows to move, Right to
 * open or go in, Left to close or go out, Home and End, Enter to open or to show more. Nodes are
 * read when opened (src/core/state-tree.ts) and long ones a page at a time. "Find a key" lists the
 * nodes whose key matches; choosing one opens the tree down to it.
 */
@customElement('tc-state-tree')
export class StateTree extends LitElement {
  static override styles = stateTreeStyles;

  @state() private expanded: ReadonlySet<string> = new Set();
  /** How many children each opened long node shows. */
  @state() private shown: ReadonlyMap<string, number> = new Map();
  @state() private active?: string;
  @state() private search?: KeySearch;
  @state() private needle = '';
  private focusNext = false;

  /** The value browsed: its children are the tree's first level. */
  @property({ attribute: false }) root: unknown;
  /** The tree's accessible name. */
  @property() label = 'State';
  /** Paths to mark as changed by the last event. */
  @property({ attribute: false }) changed: readonly (readonly string[])[] = [];

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('root') && this.needle) this.search = findKeys(this.root, this.needle);
  }

  override updated(): void {
    if (!this.focusNext) return;
    this.focusNext = false;
    this.renderRoot.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
  }

  /** The lines drawn: the open nodes' children, a page at a time. */
  private rows(): Row[] {
    const out: Row[] = [];
    const visit = (value: unknown, path: readonly string[], level: number): void => {
      const n = childCount(value), id = idOf(path), shown = this.shown.get(id) ?? PAGE;
      childrenOf(value, 0, shown).forEach((c, i) => {
        const p = [...path, c.key], cid = idOf(p), expandable = childCount(c.value) > 0;
        out.push({ id: cid, path: p, level, posinset: i + 1, setsize: n, key: c.key, value: c.value, expandable });
        if (expandable && this.expanded.has(cid)) visit(c.value, p, level + 1);
      });
      if (n > shown) out.push({ id: idOf([...path, '\u2026']), path, level, posinset: shown + 1, setsize: n, more: n - shown, key: '', expandable: false });
    };
    visit(this.root, [], 1);
    return out;
  }

  private setExpanded(id: string, open: boolean): void {
    const next = new Set(this.expanded);
    if (open) next.add(id); else next.delete(id);
    this.expanded = next;
  }

  /** The next page of a long node's children, the focus on the first of them. */
  private showMore(row: Row): void {
    const id = idOf(row.path), from = this.shown.get(id) ?? PAGE;
    this.shown = new Map(this.shown).set(id, from + PAGE);
    const first = childrenOf(valueAt(this.root, row.path)?.value, from, from + 1)[0];
    if (first) this.active = idOf([...row.path, first.key]);
  }

  private moveTo(row: Row | undefined): void {
    if (!row) return;
    this.active = row.id;
    this.focusNext = true;
  }

  private activate(row: Row): void {
    this.active = row.id;
    if (row.more !== undefined) { this.showMore(row); this.focusNext = true; }
    else if (row.expandable) this.setExpanded(row.id, !this.expanded.has(row.id));
  }

  private onKeydown(e: KeyboardEvent, rows: readonly Row[]): void {
    const i = Math.max(0, rows.findIndex((r) => r.id === this.active)), row = rows[i];
    if (!row) return;
    const open = this.expanded.has(row.id);
    switch (e.key) {
      case 'ArrowDown': this.moveTo(rows[i + 1]); break;
      case 'ArrowUp': this.moveTo(rows[i - 1]); break;
      case 'Home': this.moveTo(rows[0]); break;
      case 'End': this.moveTo(rows.at(-1)); break;
      case 'ArrowRight':
        if (row.expandable && !open) this.setExpanded(row.id, true);
        else if (row.expandable) this.moveTo(rows[i + 1]);
        break;
      case 'ArrowLeft':
        if (row.expandable && open) this.setExpanded(row.id, false);
        else this.moveTo(rows.find((r) => r.id === idOf(row.more === undefined ? row.path.slice(0, -1) : row.path)));
        break;
      case 'Enter': case ' ': this.activate(row); break;
      default: return;
    }
    e.preventDefault();
  }

  /** Opens the tree down to `path` (its pages too) and puts the focus on it. */
  reveal(path: readonly string[]): void {
    const expanded = new Set(this.expanded), shown = new Map(this.shown);
    let at: unknown = this.root;
    for (let d = 0; d < path.length; d++) {
      const parent = idOf(path.slice(0, d)), index = indexOfKey(at, path[d]!);
      if (index < 0) return;
      if (index >= (shown.get(parent) ?? PAGE)) shown.set(parent, Math.ceil((index + 1) / PAGE) * PAGE);
      if (d > 0) expanded.add(parent);
      at = valueAt(at, [path[d]!])!.value;
    }
    this.expanded = expanded;
    this.shown = shown;
    this.active = idOf(path);
    this.focusNext = true;
  }

  private onFind(needle: string): void {
    this.needle = needle;
    this.search = needle.trim() ? findKeys(this.root, needle) : undefined;
  }

  private renderRow(row: Row, focusable: boolean, changed: ReadonlySet<string>) {
    const tab = focusable ? '0' : '-1', indent = `padding-left: ${(row.level - 1) * 16 + 4}px`;
    if (row.more !== undefined) {
      return html`<li role="treeitem" class="more" data-id=${row.id} tabindex=${tab} aria-level=${row.level} aria-posinset=${row.posinset}
        aria-setsize=${row.setsize} style=${indent} @click=${() => this.activate(row)}>Show ${Math.min(PAGE, row.more)} more (${row.more} not shown)</li>`;
    }
    const open = this.expanded.has(row.id);
    return html`<li role="treeitem" data-id=${row.id} tabindex=${tab} aria-level=${row.level} aria-posinset=${row.posinset} aria-setsize=${row.setsize}
      aria-expanded=${row.expandable ? String(open) : nothing} aria-selected=${this.active === row.id ? 'true' : 'false'}
      class=${changed.has(row.id) ? 'changed' : ''} style=${indent} @click=${() => this.activate(row)}>
      <span class="twisty" aria-hidden="true"></span><span class="key">${row.key}</span>:
      <span class="value kind-${kindOf(row.value)}">${preview(row.value)}</span></li>`;
  }

  private renderSearch(search: KeySearch) {
    const n = search.matches.length;
    return html`<p class="found" role="status">${n === 0 ? 'No key matches.' : `${n}${search.cut ? '+' : ''} key${n === 1 ? '' : 's'} match${n === 1 ? 'es' : ''}${search.cut ? ' (the search stopped early: narrow it)' : ''}.`}</p>
      ${n > 0 ? html`<ul class="matches" aria-label="Keys found">${search.matches.slice(0, 50).map((m) => html`<li><button type="button"
        @click=${() => this.reveal(m.path)}>${m.path.join(' › ')}</button></li>`)}</ul>` : nothing}`;
  }

  override render() {
    const rows = this.rows();
    const focus = rows.some((r) => r.id === this.active) ? this.active : rows[0]?.id;
    // Every changed path and its ancestors: an opened node shows where below it the change is.
    const changed = new Set(this.changed.flatMap((p) => p.map((_, i) => idOf(p.slice(0, i + 1)))));
    return html`
      <input type="search" class="find" aria-label="Find a key in the state" placeholder="Find a key (e.g. counters, hex)"
        .value=${this.needle} @input=${(e: Event) => this.onFind((e.target as HTMLInputElement).value)}>
      ${this.search ? this.renderSearch(this.search) : nothing}
      <ul role="tree" aria-label=${this.label} @keydown=${(e: KeyboardEvent) => this.onKeydown(e, rows)}
        @focusin=${(e: FocusEvent) => { const id = (e.target as HTMLElement).dataset['id']; if (id) this.active = id; }}>
        ${rows.map((r) => this.renderRow(r, r.id === focus, changed))}
      </ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tc-state-tree': StateTree;
  }
}
