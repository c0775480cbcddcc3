import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventKey } from '../../../src/core/event-key.ts';
import { MAX_LINEAGE, PieceStore, type EntryShape, type Stored } from '../../../src/core/pieces/store.ts';

type Piece = { readonly id: string; readonly side: number };
type Place = { readonly box: string };
const keyOf = (p: Place): string => p.box;
const start = (n: number, boxes: readonly string[]): Stored<Piece, Place>[] =>
  Array.from({ length: n }, (_, i) => ({ piece: { id: `p${i}`, side: 0 }, at: { box: boxes[i % boxes.length]! } }));

/** The plain model the store must agree with: a list of pieces, grouped by a pass over it. */
function naive(list: readonly Stored<Piece, Place>[]) {
  const byPlace = new Map<string, Stored<Piece, Place>[]>();
  for (const s of list) byPlace.set(keyOf(s.at), [...(byPlace.get(keyOf(s.at)) ?? []), s]);
  return byPlace;
}

describe('the piece store (src/core/pieces/store.ts)', () => {
  it('finds a piece by id and the pieces of a place, in the store\'s order', () => {
    const s = PieceStore.of(start(5, ['a', 'b']), keyOf);
    expect(s.get('p3')).toEqual({ piece: { id: 'p3', side: 0 }, at: { box: 'b' } });
    expect(s.inPlace('a').map((x) => x.piece.id)).toEqual(['p0', 'p2', 'p4']);
    expect(s.placeKeys()).toEqual(['a', 'b']);
  });

  it('an unknown id finds nothing, Object.prototype names included, and moving it is an error', () => {
    const s = PieceStore.of(start(2, ['a']), keyOf);
    for (const id of ['toString', '__proto__', 'constructor', 'nope']) expect(s.get(id)).toBeUndefined();
    expect(() => s.move('nope', { box: 'b' })).toThrow('unknown piece id "nope"');
    expect(() => PieceStore.of([...start(1, ['a']), ...start(1, ['b'])], keyOf)).toThrow('listed twice');
  });

  it('a move or a flip makes a new version and leaves the old one as it was', () => {
    const s0 = PieceStore.of(start(4, ['a']), keyOf);
    const s1 = s0.move('p1', { box: 'b' });
    const s2 = s1.update({ id: 'p1', side: 1 });
    expect(s0.inPlace('a').map((x) => x.piece.id)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(s1.inPlace('a').map((x) => x.piece.id)).toEqual(['p0', 'p2', 'p3']);
    expect(s2.inPlace('b')).toEqual([{ piece: { id: 'p1', side: 1 }, at: { box: 'b' } }]);
    expect(s1.get('p1')?.piece.side).toBe(0);
    expect(s2.change).toMatchObject({ parent: s1, id: 'p1' });
  });

  it('a piece moved back into a place takes its place in the store\'s order, not the end', () => {
    const s = PieceStore.of(start(4, ['a']), keyOf).move('p1', { box: 'b' }).move('p1', { box: 'a' });
    expect(s.inPlace('a').map((x) => x.piece.id)).toEqual(['p0', 'p1', 'p2', 'p3']);
  });

  it(`keeps at most ${MAX_LINEAGE} moves of lineage, so a long game does not keep its history alive`, () => {
    let s = PieceStore.of(start(2, ['a', 'b']), keyOf);
    for (let i = 0; i < 3 * MAX_LINEAGE; i++) {
      s = s.move('p0', { box: i % 2 === 0 ? 'b' : 'a' });
      let links = 0;
      for (let c = s.change; c; c = c.parent.change) links++;
      expect(links).toBeLessThanOrEqual(MAX_LINEAGE);
    }
  });

  it('after any moves and flips, it agrees with a plain list grouped by place (property)', () => {
    const boxes = ['a', 'b', 'c', 'd'];
    const op = fc.tuple(fc.nat(39), fc.nat(3), fc.boolean());
    fc.assert(fc.property(fc.array(op, { maxLength: 120 }), (ops) => {
      let store = PieceStore.of(start(40, boxes), keyOf);
      let list = start(40, boxes);
      for (const [n, b, flip] of ops) {
        const id = `p${n}`;
        if (flip) {
          const piece = { id, side: list[n]!.piece.side + 1 };
          store = store.update(piece);
          list = list.map((s) => (s.piece.id === id ? { ...s, piece } : s));
        } else {
          store = store.move(id, { box: boxes[b]! });
          list = list.map((s) => (s.piece.id === id ? { ...s, at: { box: boxes[b]! } } : s));
        }
      }
      const expected = naive(list);
      expect(store.all()).toEqual(list);
      expect(store.placeKeys()).toEqual([...expected.keys()]);
      for (const box of boxes) expect(store.inPlace(box)).toEqual(expected.get(box) ?? []);
    }), { numRuns: 200 });
  });

  it('keeps entries of a ruleset\'s own shape and hands them back as they are', () => {
    type Placed = { readonly counter: Piece; readonly at: Place };
    const shape: EntryShape<Piece, Place, Placed> = { keyOf, pieceOf: (e) => e.counter, placeOf: (e) => e.at, make: (counter, at) => ({ counter, at }) };
    const entries: Placed[] = start(3, ['a']).map((s) => ({ counter: s.piece, at: s.at }));
    const s0 = PieceStore.shaped(entries, shape);
    expect(s0.get('p1')).toBe(entries[1]);
    const s1 = s0.move('p1', { box: 'b' }).update({ id: 'p2', side: 3 });
    expect(s1.get('p1')).toEqual({ counter: { id: 'p1', side: 0 }, at: { box: 'b' } });
    expect(s1.inPlace('a')).toEqual([entries[0], { counter: { id: 'p2', side: 3 }, at: { box: 'a' } }]);
  });

  it('serializes as a record of entries by id, in the store\'s order', () => {
    const s = PieceStore.of(start(3, ['a', 'b']), keyOf).move('p0', { box: 'c' });
    expect(JSON.stringify(s)).toBe(JSON.stringify({ p0: { piece: { id: 'p0', side: 0 }, at: { box: 'c' } }, p1: s.get('p1'), p2: s.get('p2') }));
  });

  it('put: a known piece replaced where it stands (with lineage), a new one last (a store of its own)', () => {
    const s0 = PieceStore.of(start(3, ['a']), keyOf);
    const s1 = s0.put({ piece: { id: 'p0', side: 2 }, at: { box: 'b' } });
    expect(s1.ids).toEqual(['p0', 'p1', 'p2']);
    expect(s1.change).toMatchObject({ parent: s0, id: 'p0' });
    expect(s1.inPlace('b').map((x) => x.piece)).toEqual([{ id: 'p0', side: 2 }]);
    const s2 = s1.put({ piece: { id: 'new', side: 0 }, at: { box: 'a' } });
    expect(s2.ids).toEqual(['p0', 'p1', 'p2', 'new']);
    expect(s2.change).toBeUndefined();
    expect(s2.inPlace('a').map((x) => x.piece.id)).toEqual(['p1', 'p2', 'new']);
    expect(s1.has('new')).toBe(false);
  });

  it('byPlace, placeKeys and sortedIds are made once per version, in the store\'s order', () => {
    const s = PieceStore.of(start(5, ['b', 'a']), keyOf).move('p0', { box: 'c' });
    expect(s.byPlace()).toBe(s.byPlace());
    expect([...s.byPlace()].map(([k, l]) => [k, l.map((x) => x.piece.id)])).toEqual([['c', ['p0']], ['a', ['p1', 'p3']], ['b', ['p2', 'p4']]]);
    expect(PieceStore.of(start(12, ['a']), keyOf).sortedIds).toEqual(start(12, ['a']).map((x) => x.piece.id).sort());
  });

  it('two stores holding the same pieces in the same places key and serialize alike, whatever their caches', () => {
    const moved = PieceStore.of(start(6, ['a', 'b']), keyOf).move('p1', { box: 'a' }).move('p1', { box: 'b' });
    const fresh = PieceStore.of(start(6, ['a', 'b']), keyOf);
    moved.placeKeys(); // fills a cache the fresh store does not have
    expect(eventKey({ pieces: moved })).toBe(eventKey({ pieces: fresh }));
    expect(JSON.stringify(moved)).toBe(JSON.stringify(fresh));
    expect(Object.keys(moved.toJSON())).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('changedSince: the pieces whose entries differ from another version of the same game, however far apart (property)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(99), fc.constantFrom('a', 'b', 'c'), fc.boolean()), { maxLength: 60 }), fc.nat(60), (moves, split) => {
      const first = PieceStore.of(start(100, ['a', 'b', 'c']), keyOf);
      let older = first;
      let s = first;
      moves.forEach(([n, box, flip], i) => {
        const id = `p${n}`;
        s = flip ? s.update({ id, side: s.get(id)!.piece.side + 1 }) : s.move(id, { box });
        if (i === split) older = s;
      });
      const differing = s.ids.filter((id) => s.get(id) !== older.get(id));
      expect(s.changedSince(older, 1000)).toEqual(differing);
      expect(older.changedSince(s, 1000)).toEqual(differing);
      expect(s.changedSince(older, differing.length)).toEqual(differing);
      if (differing.length > 0) expect(s.changedSince(older, differing.length - 1)).toBeUndefined();
    }));
  });

  it('changedSince: a store of another game (or built anew) cannot be compared', () => {
    const a = PieceStore.of(start(4, ['a']), keyOf);
    const b = PieceStore.of(start(4, ['a']), keyOf);
    expect(a.changedSince(b, 10)).toBeUndefined();
    expect(a.move('p1', { box: 'b' }).family).toBe(a.family);
    expect(a.family).not.toBe(b.family);
  });
});
