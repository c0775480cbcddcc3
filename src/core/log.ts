/**
 * The turn's log: what automatic steps did, what dice showed, what the players chose. It is for
 * people (the guide shows it); the record of truth is the event list, which replays to any state.
 */
export interface LogEntry {
  /** Rule number the entry comes from, e.g. '2.2.1'. */
  readonly rule: string;
  readonly message: string;
  /** 'unchecked': a free move, which no rule of the texts checked (src/core/free-move.ts). */
  readonly kind: 'automatic' | 'roll' | 'choice' | 'unchecked';
}

export const logEntry = (rule: string, message: string, kind: LogEntry['kind'] = 'automatic'): LogEntry => ({ rule, message, kind });

/**
 * What the engine reads of a turn's log: how long it is, and its entries. A plain array is one; a
 * GameLog is another.
 */
export interface LogLike extends Iterable<LogEntry> {
  readonly length: number;
  slice(start?: number, end?: number): readonly LogEntry[];
}

/** The entries of a log, as an array. */
export const logEntries = (log: LogLike): readonly LogEntry[] => (Array.isArray(log) ? log : log.slice());

/**
 * A log that grows by appending, without copying what came before. Every state of a game has its
 * own log, and a game's log grows by an entry or two per event: a new array per state copied the
 * whole log each time, which over a long game is quadratic (a 5,000-event game has 7,500 entries).
 * Logs share one store, as slices of a growing array do: a log is the first `length` entries of
 * its store; appending to the log that ends the store pushes onto it, appending to any older log
 * (after an undo, say) starts a store of its own. So a log never changes once made, entries before
 * its length are never written again, and a later log's entries never show in an earlier one.
 * Reading (`map`, `filter`, iteration…) goes through an array of its entries, made once per log.
 */
export class GameLog implements LogLike {
  static readonly empty = new GameLog([], 0);

  readonly #store: LogEntry[];
  #entries: readonly LogEntry[] | undefined;

  private constructor(store: LogEntry[], readonly length: number) {
    this.#store = store;
  }

  /** A log of `entries`, in order. */
  static of(entries: readonly LogEntry[]): GameLog {
    return entries.length === 0 ? GameLog.empty : new GameLog([...entries], entries.length);
  }

  /** This log with `entries` after it (the same log when there are none). */
  append(...entries: readonly LogEntry[]): GameLog {
    if (entries.length === 0) return this;
    // The empty log is shared by every game: never pushed onto.
    const store = this.length > 0 && this.#store.length === this.length ? this.#store : this.#store.slice(0, this.length);
    for (const e of entries) store.push(e);
    return new GameLog(store, this.length + entries.length);
  }

  /** The entries, as an array (made once, then kept). */
  toArray(): readonly LogEntry[] {
    return (this.#entries ??= this.#store.slice(0, this.length));
  }

  at(i: number): LogEntry | undefined {
    const k = i < 0 ? this.length + i : i;
    return k >= 0 && k < this.length ? this.#store[k] : undefined;
  }

  /** Entries from `start` to `end`, as Array.prototype.slice counts them; the tail is read without the whole array. */
  slice(start = 0, end = this.length): LogEntry[] {
    const from = start < 0 ? Math.max(0, this.length + start) : Math.min(start, this.length);
    const to = end < 0 ? Math.max(0, this.length + end) : Math.min(end, this.length);
    return this.#store.slice(from, Math.max(from, to));
  }

  map<U>(fn: (entry: LogEntry, index: number) => U): U[] { return this.toArray().map((e, i) => fn(e, i)); }
  filter(fn: (entry: LogEntry, index: number) => boolean): LogEntry[] { return this.toArray().filter((e, i) => fn(e, i)); }
  some(fn: (entry: LogEntry, index: number) => boolean): boolean { return this.toArray().some((e, i) => fn(e, i)); }
  find(fn: (entry: LogEntry, index: number) => boolean): LogEntry | undefined { return this.toArray().find((e, i) => fn(e, i)); }

  *[Symbol.iterator](): Iterator<LogEntry> {
    for (let i = 0; i < this.length; i++) yield this.#store[i]!;
  }

  /** Saved and printed as the array of its entries. */
  toJSON(): readonly LogEntry[] { return this.toArray(); }
}
