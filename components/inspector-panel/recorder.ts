import { isMachineSnapshot, type InspectionEvent, type Observer } from 'xstate';
import { activeStateNodes, microstepTransitions } from '../../src/core/xstate-adapter.ts';
import { tracedFrom, type TracedTransition } from '../../src/diagram/trace.ts';

/** The kinds of inspection event the timeline keeps (XState v5's `inspect` option). */
export type InspectorEntryKind = 'event' | 'snapshot' | 'microstep' | 'action' | 'actor';

/** One line of the timeline. */
export interface InspectorEntry {
  /** 1, 2, 3... in the order the events came. */
  readonly seq: number;
  readonly kind: InspectorEntryKind;
  /** The actor concerned (its session id). */
  readonly actorId: string;
  /** The event type, or the action type for an action, or "actor started". */
  readonly title: string;
  /** The event or action params as JSON (shortened), for the filter and a tooltip. */
  readonly detail: string;
  /** Active state ids after a snapshot or microstep: the state it produced. Empty for others. */
  readonly stateIds: readonly string[];
  /** The state value after a snapshot or microstep, as JSON. */
  readonly value: string;
  /** The transitions a microstep took. */
  readonly transitions: readonly TracedTransition[];
}

export interface InspectorRecorder {
  /** Pass as `createActor(machine, { inspect })`. */
  readonly inspect: (event: InspectionEvent) => void;
  /** Everything recorded so far, oldest first (at most `limit`): the live list, read it when told. */
  readonly entries: () => readonly InspectorEntry[];
  /** Called after each new entry and after a clear; returns the unsubscribe function. */
  readonly subscribe: (listener: (entries: readonly InspectorEntry[]) => void) => () => void;
  /** Forgets every entry and numbers the next one 1. */
  readonly clear: () => void;
  /** Keeps the first `n` entries only (the game went back to an earlier event). */
  readonly truncate: (n: number) => void;
}

/**
 * `value` as JSON, cut at `max` characters: written only as far as it is shown, since an actor's
 * first event carries its whole input (the full board's game is megabytes of JSON, and stringifying
 * it whole cost the guide's first render of that board a quarter of a second).
 */
const short = (value: unknown, max = 240): string => {
  let text: string;
  try { text = boundedJson(value, max) ?? String(value); } catch { text = String(value); }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** JSON.stringify's text of `value`, stopped once longer than `limit` (undefined where it gives undefined). */
export function boundedJson(value: unknown, limit: number): string | undefined {
  let out = '';
  const full = () => out.length > limit;
  const write = (v: unknown, inArray: boolean): boolean => {
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') v = (v as { toJSON: () => unknown }).toJSON();
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') {
      if (inArray) out += 'null';
      return inArray;
    }
    if (v === null || typeof v !== 'object') { out += JSON.stringify(v) ?? 'null'; return true; }
    if (Array.isArray(v)) {
      out += '[';
      for (let i = 0; i < v.length && !full(); i++) { if (i > 0) out += ','; write(v[i], true); }
      out += ']';
      return true;
    }
    out += '{';
    let first = true;
    for (const k of Object.keys(v)) {
      if (full()) break;
      const x = (v as Record<string, unknown>)[k], at = out.length;
      out += `${first ? '' : ','}${JSON.stringify(k)}:`;
      if (write(x, false)) first = false; else out = out.slice(0, at);
    }
    out += '}';
    return true;
  };
  return write(value, false) ? out : undefined;
}

/** The active state ids of a machine snapshot (every active node, with or without meta), or none for another kind of snapshot. */
export function activeIds(snapshot: unknown): string[] {
  return isMachineSnapshot(snapshot) ? activeStateNodes(snapshot).map((n) => n.id) : [];
}

const valueOf = (snapshot: unknown): string =>
  typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot ? short(snapshot.value) : '';

function entryOf(e: InspectionEvent, seq: number): InspectorEntry | undefined {
  const base = { seq, actorId: e.actorRef.sessionId, stateIds: [] as string[], value: '', transitions: [] as TracedTransition[] };
  switch (e.type) {
    case '@xstate.event': return { ...base, kind: 'event', title: e.event.type, detail: short(e.event) };
    case '@xstate.snapshot': return { ...base, kind: 'snapshot', title: e.event.type, detail: short(e.event), stateIds: activeIds(e.snapshot), value: valueOf(e.snapshot) };
    case '@xstate.microstep': return {
      ...base, kind: 'microstep', title: e.event.type, detail: short(e.event), stateIds: activeIds(e.snapshot), value: valueOf(e.snapshot),
      transitions: tracedFrom(microstepTransitions(e)),
    };
    case '@xstate.action': return { ...base, kind: 'action', title: e.action.type, detail: short(e.action.params) };
    case '@xstate.actor': return { ...base, kind: 'actor', title: 'actor started', detail: e.actorRef.sessionId };
    default: return undefined;
  }
}

/**
 * An offline inspector: records XState's inspection events as timeline entries. It keeps every
 * entry (the guide pages through them), or only the last `limit` when one is given. Entries are
 * appended in place, so a whole game replayed through an inspected actor costs one push per entry;
 * `entries()` is the live list and listeners are told after each new entry.
 */
export function createInspectorRecorder(options: { readonly limit?: number } = {}): InspectorRecorder {
  const limit = options.limit ?? Infinity;
  let list: InspectorEntry[] = [];
  let seq = 0;
  const listeners = new Set<(entries: readonly InspectorEntry[]) => void>();
  const tell = () => { for (const l of listeners) l(list); };
  return {
    inspect: (event) => {
      const entry = entryOf(event, seq + 1);
      if (!entry) return;
      seq += 1;
      list.push(entry);
      if (list.length > limit) list.splice(0, list.length - limit);
      tell();
    },
    entries: () => list,
    subscribe: (listener) => { listeners.add(listener); return () => { listeners.delete(listener); }; },
    // Numbered from 1 again: the timeline after a clear is a new run (a replay from the start).
    clear: () => { list = []; seq = 0; tell(); },
    // Undo: the entries after the position the game went back to go; numbering goes on from there.
    truncate: (n) => { if (n < list.length) { list = list.slice(0, Math.max(0, n)); seq = list.at(-1)?.seq ?? 0; tell(); } },
  };
}

/** A connection to Stately's hosted inspector. */
export interface StatelyConnection {
  readonly inspect: Observer<InspectionEvent>;
  readonly stop: () => void;
}

/**
 * With `?inspect` in the page's URL, opens Stately's online inspector (https://stately.ai/inspect,
 * which needs the internet) through @statelyai/inspect, loaded only then; otherwise undefined.
 * Pass `inspect` to `createActor` beside the offline recorder's.
 */
export async function connectStatelyInspector(search: string = globalThis.location?.search ?? ''): Promise<StatelyConnection | undefined> {
  if (!new URLSearchParams(search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return { inspect: inspector.inspect, stop: () => inspector.stop() };
}
