/**
 * Any game state as a tree of JSON-like nodes, for the designer's console: read a level at a time
 * (a board of thousands of hexes is never walked whole to draw its first line), searched by key
 * within a bound, compared by reference (states are structurally shared, so a change is found by
 * descending only where references differ), and written out as JSON. An object that says how it
 * serialises (`toJSON`: the piece store, the game log) is shown as that, as `JSON.stringify` would;
 * a Map is shown as an object of its entries, a Set and a typed array as arrays.
 */

/** What a node holds, as the tree shows it. */
export type TreeKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' | 'undefined' | 'function' | 'other';

/** One child of a node: its key (a property name, or an index as text) and its value. */
export interface TreeEntry {
  readonly key: string;
  readonly value: unknown;
}

type Viewed =
  | { readonly kind: 'array'; readonly items: ArrayLike<unknown> }
  | { readonly kind: 'object'; readonly record: Record<string, unknown>; readonly keys: readonly string[] }
  | { readonly kind: Exclude<TreeKind, 'array' | 'object'> };

/** Views of the containers read so far: a toJSON result is made once per value, not once per look. */
const viewed = new WeakMap<object, Viewed>();

function viewOf(value: unknown): Viewed {
  if (value === null) return { kind: 'null' };
  if (typeof value === 'function') return { kind: 'function' };
  if (typeof value !== 'object') {
    const t = typeof value;
    return { kind: t === 'string' || t === 'number' || t === 'boolean' || t === 'undefined' ? t : 'other' };
  }
  const known = viewed.get(value);
  if (known) return known;
  const made = containerView(value);
  viewed.set(value, made);
  return made;
}

function containerView(value: object): Viewed {
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    const shown: unknown = (value as { toJSON(): unknown }).toJSON();
    return shown === value ? plainView(value) : viewOf(shown);
  }
  if (value instanceof Map) {
    const record: Record<string, unknown> = {};
    for (const [k, v] of value) record[String(k)] = v;
    return { kind: 'object', record, keys: Object.keys(record) };
  }
  if (value instanceof Set) return { kind: 'array', items: [...value] };
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return { kind: 'array', items: value as unknown as ArrayLike<unknown> };
  return plainView(value);
}

function plainView(value: object): Viewed {
  if (Array.isArray(value)) return { kind: 'array', items: value };
  const record = value as Record<string, unknown>;
  return { kind: 'object', record, keys: Object.keys(record) };
}

/** The kind of a value as the tree shows it. */
export function kindOf(value: unknown): TreeKind {
  return viewOf(value).kind;
}

/** How many children a node has (0 for a leaf). */
export function childCount(value: unknown): number {
  const v = viewOf(value);
  return v.kind === 'array' ? v.items.length : v.kind === 'object' ? v.keys.length : 0;
}

/** The children of a node from index `from` up to (not including) `to`, in the value's own order. */
export function childrenOf(value: unknown, from = 0, to = Infinity): readonly TreeEntry[] {
  const v = viewOf(value);
  const out: TreeEntry[] = [];
  if (v.kind === 'array') {
    for (let i = Math.max(0, from); i < Math.min(to, v.items.length); i++) out.push({ key: String(i), value: v.items[i] });
  } else if (v.kind === 'object') {
    for (let i = Math.max(0, from); i < Math.min(to, v.keys.length); i++) out.push({ key: v.keys[i]!, value: v.record[v.keys[i]!] });
  }
  return out;
}

/** The child of a node at `key`; undefined when there is none. */
export function childAt(value: unknown, key: string): { readonly value: unknown } | undefined {
  const v = viewOf(value);
  if (v.kind === 'array') {
    const i = Number(key);
    return Number.isInteger(i) && i >= 0 && i < v.items.length ? { value: v.items[i] } : undefined;
  }
  return v.kind === 'object' && Object.prototype.hasOwnProperty.call(v.record, key) ? { value: v.record[key] } : undefined;
}

/** Where the child at `key` stands among a node's children (-1 when there is none). */
export function indexOfKey(value: unknown, key: string): number {
  const v = viewOf(value);
  if (v.kind === 'array') return childAt(value, key) ? Number(key) : -1;
  return v.kind === 'object' ? v.keys.indexOf(key) : -1;
}

/** The value at a path of keys from `root`, or undefined when the path leads nowhere. */
export function valueAt(root: unknown, path: readonly string[]): { readonly value: unknown } | undefined {
  let at: unknown = root;
  for (const key of path) {
    const child = childAt(at, key);
    if (!child) return undefined;
    at = child.value;
  }
  return { value: at };
}

/** One line for a node: a leaf's value as JSON (shortened), a container's size. */
export function preview(value: unknown, max = 80): string {
  const v = viewOf(value);
  switch (v.kind) {
    case 'array': return `[${v.items.length} item${v.items.length === 1 ? '' : 's'}]`;
    case 'object': return `{${v.keys.length} key${v.keys.length === 1 ? '' : 's'}}`;
    case 'undefined': return 'undefined';
    case 'function': return 'ƒ()';
    case 'other': return String(value);
    default: {
      const text = JSON.stringify(value);
      return text.length > max ? `${text.slice(0, max - 1)}…` : text;
    }
  }
}

/** A match of a key search: the path to the node, from the root. */
export interface KeyMatch {
  readonly path: readonly string[];
}

/** What a bounded search found, and whether it stopped before looking everywhere. */
export interface KeySearch {
  readonly matches: readonly KeyMatch[];
  /** The search stopped at `maxNodes` nodes or `maxMatches` matches: there may be more. */
  readonly cut: boolean;
}

/**
 * The nodes whose key contains `needle` (case-insensitive), breadth first so the shallowest come
 * first; at most `maxMatches`, and at most `maxNodes` nodes looked at (a full board holds millions
 * of values: the search stays within a frame or two). A value reached twice is searched once.
 */
export function findKeys(root: unknown, needle: string, options: { maxNodes?: number; maxMatches?: number } = {}): KeySearch {
  const want = needle.trim().toLowerCase();
  const maxNodes = options.maxNodes ?? 50_000, maxMatches = options.maxMatches ?? 200;
  const matches: KeyMatch[] = [];
  if (want === '') return { matches, cut: false };
  const seen = new Set<object>();
  let queue: { value: unknown; path: readonly string[] }[] = [{ value: root, path: [] }];
  let looked = 0;
  while (queue.length > 0) {
    const next: typeof queue = [];
    for (const node of queue) {
      for (const child of childrenOf(node.value)) {
        if (++looked > maxNodes || matches.length >= maxMatches) return { matches, cut: true };
        const path = [...node.path, child.key];
        if (child.key.toLowerCase().includes(want)) matches.push({ path });
        const v = child.value;
        if (typeof v === 'object' && v !== null && !seen.has(v)) {
          seen.add(v);
          next.push({ value: v, path });
        }
      }
    }
    queue = next;
  }
  return { matches, cut: false };
}

/**
 * The paths where `after` differs from `before`: where a value was replaced by another (compared
 * by reference for containers, by value for leaves), added or removed, to the deepest changed node;
 * at most `limit` of them (`cut` says there were more).
 */
export function changedPaths(before: unknown, after: unknown, limit = 50): { readonly paths: readonly (readonly string[])[]; readonly cut: boolean } {
  const paths: (readonly string[])[] = [];
  let cut = false;
  const walk = (a: unknown, b: unknown, path: readonly string[]): void => {
    if (cut || Object.is(a, b)) return;
    const ka = kindOf(a), kb = kindOf(b);
    if (ka !== kb || (ka !== 'object' && ka !== 'array')) { add(path); return; }
    const keys = new Set([...childrenOf(a).map((c) => c.key), ...childrenOf(b).map((c) => c.key)]);
    for (const key of keys) {
      const ca = childAt(a, key), cb = childAt(b, key);
      if (!ca || !cb) add([...path, key]);
      else walk(ca.value, cb.value, [...path, key]);
      if (cut) return;
    }
  };
  const add = (path: readonly string[]): void => {
    if (paths.length >= limit) { cut = true; return; }
    paths.push(path);
  };
  walk(before, after, []);
  return { paths, cut };
}

/**
 * The value as plain JSON data (toJSON honoured, Maps as objects, Sets and typed arrays as arrays,
 * functions and undefined left out, a value met again inside itself written as "[circular]").
 */
export function toPlainJson(value: unknown): unknown {
  const inside = new Set<unknown>();
  const walk = (v: unknown): unknown => {
    const kind = kindOf(v);
    if (kind !== 'object' && kind !== 'array') return kind === 'function' || kind === 'undefined' ? undefined : kind === 'other' ? String(v) : v;
    if (inside.has(v)) return '[circular]';
    inside.add(v);
    const children = childrenOf(v);
    let out: unknown;
    if (kind === 'array') out = children.map((c) => walk(c.value) ?? null);
    else {
      const rec: Record<string, unknown> = {};
      for (const c of children) {
        const w = walk(c.value);
        if (w !== undefined) rec[c.key] = w;
      }
      out = rec;
    }
    inside.delete(v);
    return out;
  };
  return walk(value);
}
