import { Chunks } from './chunks.ts';

/** A piece (counter) together with the one place it is in. */
export interface Stored<P, L> {
  readonly piece: P;
  readonly at: L;
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
}

/** What one move changed, kept so facts of the previous version can be carried forward. */
export interface StoreChange<P extends { readonly id: string }, L> {
  readonly parent: PieceStore<P, L>;
  readonly id: string;
  readonly before: Stored<P, L>;
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
export class PieceStore<P extends { readonly id: string }, L> {
  private allCache?: readonly Stored<P, L>[];
  private keysCache?: readonly string[];

  private constructor(
    private readonly roster: Roster,
    private readonly entries: Chunks<Stored<P, L>>,
    /** By place number: the place's pieces in roster order. */
    private readonly places: Chunks<readonly Stored<P, L>[]>,
    /** The place key of a place: stable, equal for equal places. */
    readonly keyOf: (place: L) => string,
    /** The move that made this version, when it was made by one. */
    readonly change?: StoreChange<P, L>,
  ) {}

  /** A store of `pieces` in this order; an id listed twice is an error. */
  static of<P extends { readonly id: string }, L>(pieces: readonly Stored<P, L>[], keyOf: (place: L) => string): PieceStore<P, L> {
    const ordinal = new Map<string, number>();
    pieces.forEach((s, i) => {
      if (ordinal.has(s.piece.id)) throw new RangeError(`piece id "${s.piece.id}" is listed twice`);
      ordinal.set(s.piece.id, i);
    });
    const roster: Roster = { ids: pieces.map((s) => s.piece.id), ordinal, placeOrdinal: new Map() };
    const byPlace: Stored<P, L>[][] = [];
    for (const s of pieces) (byPlace[placeNumber(roster, keyOf(s.at))] ??= []).push(s);
    return new PieceStore(roster, Chunks.of(pieces), Chunks.of(byPlace), keyOf);
  }

  get size(): number { return this.roster.ids.length; }
  /** Every id, in the store's order. */
  get ids(): readonly string[] { return this.roster.ids; }
  has(id: string): boolean { return this.roster.ordinal.has(id); }
  get(id: string): Stored<P, L> | undefined {
    const i = this.roster.ordinal.get(id);
    return i === undefined ? undefined : this.entries.get(i);
  }

  /** The position of a piece in the store's order (the scenario's), or undefined. */
  ordinalOf(id: string): number | undefined { return this.roster.ordinal.get(id); }

  /** What is in the place with this key, in the store's order. */
  inPlace(key: string): readonly Stored<P, L>[] {
    const n = this.roster.placeOrdinal.get(key);
    return (n === undefined ? undefined : this.places.get(n)) ?? [];
  }

  /** Every piece with its place, in the store's order (made once per version). */
  all(): readonly Stored<P, L>[] {
    if (!this.allCache) {
      const out = new Array<Stored<P, L>>(this.size);
      for (let i = 0; i < out.length; i++) out[i] = this.entries.get(i)!;
      this.allCache = out;
    }
    return this.allCache;
  }

  /** The entries by id, in the store's order: what a record of the pieces by id would serialize to. */
  toJSON(): Record<string, Stored<P, L>> {
    const out = Object.create(null) as Record<string, Stored<P, L>>;
    const ids = this.roster.ids;
    for (let i = 0; i < ids.length; i++) out[ids[i]!] = this.entries.get(i)!;
    return out;
  }

  /** The keys of the places holding pieces, in the order of their first piece (made once per version). */
  placeKeys(): readonly string[] {
    if (!this.keysCache) {
      const firsts: { key: string; first: number }[] = [];
      for (const [key, n] of this.roster.placeOrdinal) {
        const list = this.places.get(n);
        if (list && list.length > 0) firsts.push({ key, first: this.roster.ordinal.get(list[0]!.piece.id)! });
      }
      this.keysCache = firsts.sort((a, b) => a.first - b.first).map((f) => f.key);
    }
    return this.keysCache;
  }

  /** A new version with the piece moved to `to` (and shown as `piece`, when given: a flip on the way). */
  move(id: string, to: L, piece?: P): PieceStore<P, L> {
    const before = this.get(id);
    if (!before) throw new RangeError(`unknown piece id "${id}"`);
    return this.replace(id, before, { piece: piece ?? before.piece, at: to });
  }

  /** A new version with the piece's own data replaced (a flip, a step loss), where it is. */
  update(piece: P): PieceStore<P, L> {
    const before = this.get(piece.id);
    if (!before) throw new RangeError(`unknown piece id "${piece.id}"`);
    return this.replace(piece.id, before, { piece, at: before.at });
  }

  private replace(id: string, before: Stored<P, L>, after: Stored<P, L>): PieceStore<P, L> {
    const i = this.roster.ordinal.get(id)!;
    const from = placeNumber(this.roster, this.keyOf(before.at));
    const to = placeNumber(this.roster, this.keyOf(after.at));
    let places = this.places.set(from, (this.places.get(from) ?? []).filter((s) => s !== before));
    const list = (places.get(to) ?? []).slice();
    const rank = list.findIndex((s) => this.roster.ordinal.get(s.piece.id)! > i);
    list.splice(rank < 0 ? list.length : rank, 0, after);
    places = places.set(to, list);
    const depth = (this.change?.depth ?? 0) + 1;
    const change = depth <= MAX_LINEAGE ? { parent: this, id, before, depth } : undefined;
    return new PieceStore(this.roster, this.entries.set(i, after), places, this.keyOf, change);
  }
}

function placeNumber(roster: Roster, key: string): number {
  let n = roster.placeOrdinal.get(key);
  if (n === undefined) {
    n = roster.placeOrdinal.size;
    roster.placeOrdinal.set(key, n);
  }
  return n;
}
