/**
 * A persistent array of fixed-size chunks: reading slot i is two array reads; writing one copies
 * its chunk (CHUNK slots) and the top array (one slot per chunk), never the whole array. With 600
 * pieces that is 32 + 19 slots a move instead of 600, and older versions stay valid and unchanged
 * (they share every chunk the write did not touch).
 */
export const CHUNK_BITS = 5;
const CHUNK = 1 << CHUNK_BITS;
const MASK = CHUNK - 1;

export class Chunks<T> {
  private constructor(private readonly top: readonly (readonly (T | undefined)[])[], readonly length: number) {}

  static empty<T>(): Chunks<T> {
    return new Chunks<T>([], 0);
  }

  /** The array's values in order, as chunks (built once, then shared by every version). */
  static of<T>(values: readonly T[]): Chunks<T> {
    const top: T[][] = [];
    for (let i = 0; i < values.length; i += CHUNK) top.push(values.slice(i, i + CHUNK));
    return new Chunks<T>(top, values.length);
  }

  get(i: number): T | undefined {
    return this.top[i >> CHUNK_BITS]?.[i & MASK];
  }

  /** A new version with slot i set (growing the array when i is past its end). */
  set(i: number, value: T): Chunks<T> {
    const c = i >> CHUNK_BITS;
    const top = this.top.slice();
    while (top.length <= c) top.push([]);
    const chunk = top[c]!.slice();
    chunk[i & MASK] = value;
    top[c] = chunk;
    return new Chunks<T>(top, Math.max(this.length, i + 1));
  }

  /**
   * The slots whose values differ from `other`'s (by identity), in order: chunks the two versions
   * share are skipped whole, so two versions a few writes apart are compared in a pass over the
   * top array. Stops and answers undefined past `limit` differing slots.
   */
  differingSlots(other: Chunks<T>, limit: number): number[] | undefined {
    const out: number[] = [];
    const length = Math.max(this.length, other.length);
    for (let c = 0; c << CHUNK_BITS < length; c++) {
      const mine = this.top[c];
      const theirs = other.top[c];
      if (mine === theirs) continue;
      for (let k = 0; k < CHUNK; k++) {
        if (mine?.[k] === theirs?.[k]) continue;
        if (out.length === limit) return undefined;
        out.push((c << CHUNK_BITS) + k);
      }
    }
    return out;
  }

  /** Every slot in order, undefined for a slot never set. */
  *values(): Generator<T | undefined> {
    for (let i = 0; i < this.length; i++) yield this.get(i);
  }
}
