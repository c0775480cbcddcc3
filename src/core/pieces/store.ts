import { Chunks } from './chunks.ts';

/** A piece (counter) together with the one place it is in. */
export interface Stored<P, L> {
  readonly piece: P;
  readonly at: L;
}

/**
 * How a ruleset's entries look: the store keeps entries of the ruleset's own shape (DS keeps
 * `{ counter, at }`), so every lookup hands back the ruleset's object with no conversion.
 */
export interface EntryShape<P, L, E> {
  /** The place key of a place: stable, equal for equal places. */
  keyOf(place: L): string;
  pieceOf(entry: E): P;
  placeOf(entry: E): L;
  make(piece: P, at: L): E;
}

/** The shape of plain `{ piece, at }` entries. */
export function storedShape<P, L>(keyOf: (place: L) => string): EntryShape<P, L, Stored<P, L>> {
  return { keyOf, pieceOf: (e) => e.piece, placeOf: (e) => e.at, make: (piece, at) => ({ piece, at }) };
}

/**
 * What every version of one game's store shares: the pieces' ids in their order (the scenario's,
 * fixed for the game: the rules move and flip counters, they never create one) and a number for
 * each place key seen so far (append-only, so an older version simply has nothing at a newer one).
 */
interface Roster {
  readonly ids: readonly string[];
  readonly ordinal: ReadonlyMap<string, number>;
  readonly placeOrdinal: Map<string, number>;
  sorted?: readonly string[];
}

/** What one move changed, kept so facts of the previous version can be carried forward. */
export interface StoreChange<P extends { readonly id: string }, L, E = Stored<P, L>> {
  readonly parent: PieceStore<P, L, E>;
  readonly id: string;
  readonly before: E;
  /** Moves back to a version made otherwise: past MAX_LINEAGE the link is not kept, so history is not kept alive. */
  readonly depth: number;
}

/** How many moves back a version remembers where it came from. */
export const MAX_LINEAGE = 16;

/**
 * The pieces of a game and their places, for every ruleset: lookup by id and by place in O(1),
 * a move or a flip copying two small chunks instead of every piece (structural sharing: every
 * version stays valid), the place index kept up to date by the move itself, and one stable order
 * (the scenario's) for every listing, so that replays are identical byte for byte.
 */
export class PieceStore<P extends { readonly id: string }, L, E = Stored<P, L>> {
  private allCache?: readonly E[];
  private keysCache?: readonly string[];
  private byPlaceCache?: ReadonlyMap<string, readonly E[]>;

  private constructor(
    private readonly roster: Roster,
    private readonly entries: Chunks<E>,
    /** By place number: the place's pieces in roster order. */
    private readonly places: Chunks<readonly E[]>,
    readonly shape: EntryShape<P, L, E>,
    /** The move that made this version, when it was made by one. */
    readonly change?: StoreChange<P, L, E>,
  ) {}

  /** A store of `{ piece, at }` entries in this order; an id listed twice is an error. */
  static of<P extends { readonly id: string }, L>(pieces: readonly Stored<P, L>[], keyOf: (place: L) => string): PieceStore<P, L> {
    return PieceStore.shaped(pieces, storedShape<P, L>(keyOf));
  }

  /** A store of entries of the ruleset's own shape, in this order; an id listed twice is an error. */
  static shaped<P extends { readonly id: string }, L, E>(entries: readonly E[], shape: EntryShape<P, L, E>): PieceStore<P, L, E> {
    const ordinal = new Map<string, number>();
    const ids = entries.map((e, i) => {
      const id = shape.pieceOf(e).id;
      if (ordinal.has(id)) throw new RangeError(`piece id "${id}" is listed twice`);
      ordinal.set(id, i);
      return id;
    });
    const roster: Roster = { ids, ordinal, placeOrdinal: new Map() };
    const byPlace: E[][] = [];
    for (const e of entries) (byPlace[placeNumber(roster, shape.keyOf(shape.placeOf(e)))] ??= []).push(e);
    return new PieceStore(roster, Chunks.of(entries), Chunks.of(byPlace), shape);
  }

  /** The place key of a place: stable, equal for equal places. */
  get keyOf(): (place: L) => string { return this.shape.keyOf; }
  get size(): number { return this.roster.ids.length; }
  /** Every id, in the store's order. */
  get ids(): readonly string[] { return this.roster.ids; }
  /** Every id sorted as strings (as `[...ids].sort()`), worked out once per game. */
  get sortedIds(): readonly string[] { return (this.roster.sorted ??= [...this.roster.ids].sort()); }
  has(id: string): boolean { return this.roster.ordinal.has(id); }
  get(id: string): E | undefined {
    const i = this.roster.ordinal.get(id);
    return i === undefined ? undefined : this.entries.get(i);
  }

  /** What every version of this game's store shares (and no other store): versions of one family can be compared. */
  get family(): object { return this.roster; }

  /**
   * The ids whose entries differ between this version and `older`, another version of the same
   * family (however far apart, on whatever branch), in the store's order; undefined for a store of
   * another family or past `limit` differing pieces. A fact of `older` can be carried to this
   * version through them when the lineage of moves (`change`) no longer reaches back to it.
   */
  changedSince(older: PieceStore<P, L, E>, limit: number): string[] | undefined {
    if (older.roster !== this.roster) return undefined;
    return this.entries.differingSlots(older.entries, limit)?.map((i) => this.roster.ids[i]!);
  }

  /** The position of a piece in the store's order (the scenario's), or undefined. */
  ordinalOf(id: string): number | undefined { return this.roster.ordinal.get(id); }

  /** What is in the place with this key, in the store's order. */
  inPlace(key: string): readonly E[] {
    const n = this.roster.placeOrdinal.get(key);
    return (n === undefined ? undefined : this.places.get(n)) ?? NOTHING;
  }

  /** Every piece with its place, in the store's order (made once per version). */
  all(): readonly E[] {
    if (!this.allCache) {
      const out = new Array<E>(this.size);
      for (let i = 0; i < out.length; i++) out[i] = this.entries.get(i)!;
      this.allCache = out;
    }
    return this.allCache;
  }

  /** The keys of the places holding pieces, in the order of their first piece (made once per version). */
  placeKeys(): readonly string[] {
    if (!this.keysCache) {
      const firsts: { key: string; first: number }[] = [];
      for (const [key, n] of this.roster.placeOrdinal) {
        const list = this.places.get(n);
        if (list && list.length > 0) firsts.push({ key, first: this.roster.ordinal.get(this.shape.pieceOf(list[0]!).id)! });
      }
      this.keysCache = firsts.sort((a, b) => a.first - b.first).map((f) => f.key);
    }
    return this.keysCache;
  }

  /** The places holding pieces and their pieces, places in the order of their first piece (made once per version). */
  byPlace(): ReadonlyMap<string, readonly E[]> {
    return (this.byPlaceCache ??= new Map(this.placeKeys().map((key) => [key, this.inPlace(key)])));
  }

  /** A new version with the piece moved to `to` (and shown as `piece`, when given: a flip on the way). */
  move(id: string, to: L, piece?: P): PieceStore<P, L, E> {
    const before = this.get(id);
    if (!before) throw new RangeError(`unknown piece id "${id}"`);
    return this.replace(id, before, this.shape.make(piece ?? this.shape.pieceOf(before), to));
  }

  /** A new version with the piece's own data replaced (a flip, a step loss), where it is. */
  update(piece: P): PieceStore<P, L, E> {
    const before = this.get(piece.id);
    if (!before) throw new RangeError(`unknown piece id "${piece.id}"`);
    return this.replace(piece.id, before, this.shape.make(piece, this.shape.placeOf(before)));
  }

  /**
   * A new version with this entry: a known piece is replaced where it stands in the order (moved
   * and shown as the entry says, as `move` does); a new piece comes last, in a store of its own
   * (no lineage: facts of older versions are not carried to it). For setting up examples.
   */
  put(entry: E): PieceStore<P, L, E> {
    const piece = this.shape.pieceOf(entry);
    const before = this.get(piece.id);
    if (before) return this.replace(piece.id, before, entry);
    return PieceStore.shaped([...this.all(), entry], this.shape);
  }

  /** The entries by id, in the store's order: what a record of the pieces by id would serialize to. */
  toJSON(): Record<string, E> {
    const out = Object.create(null) as Record<string, E>;
    const ids = this.roster.ids;
    for (let i = 0; i < ids.length; i++) out[ids[i]!] = this.entries.get(i)!;
    return out;
  }

  private replace(id: string, before: E, after: E): PieceStore<P, L, E> {
    const i = this.roster.ordinal.get(id)!;
    const from = placeNumber(this.roster, this.shape.keyOf(this.shape.placeOf(before)));
    const to = placeNumber(this.roster, this.shape.keyOf(this.shape.placeOf(after)));
    const ordinal = this.roster.ordinal;
    let places = this.places;
    const left = places.get(from) ?? NOTHING;
    if (from === to) {
      const list = left.slice();
      list[list.indexOf(before)] = after;
      places = places.set(to, list);
    } else {
      places = places.set(from, left.length === 1 ? NOTHING : left.filter((s) => s !== before));
      const list = (places.get(to) ?? NOTHING).slice();
      let rank = list.length;
      for (let k = 0; k < list.length; k++) {
        if (ordinal.get(this.shape.pieceOf(list[k]!).id)! > i) { rank = k; break; }
      }
      list.splice(rank, 0, after);
      places = places.set(to, list);
    }
    const depth = (this.change?.depth ?? 0) + 1;
    const change = depth <= MAX_LINEAGE ? { parent: this, id, before, depth } : undefined;
    return new PieceStore(this.roster, this.entries.set(i, after), places, this.shape, change);
  }
}

const NOTHING: readonly never[] = Object.freeze([]);

function placeNumber(roster: Roster, key: string): number {
  let n = roster.placeOrdinal.get(key);
  if (n === undefined) {
    n = roster.placeOrdinal.size;
    roster.placeOrdinal.set(key, n);
  }
  return n;
}
