import { describe, expect, it } from 'vitest';
import { contentsOf, moveCounter, placeIndex, updateCounter } from '../../../src/ds/model/contents.ts';
import { detachedCopy, placedCounters, sortedCounterIds } from '../../../src/ds/model/place-index.ts';
import type { Place } from '../../../src/ds/model/places.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { generateFullBoard } from '../../../src/ds/scenario/generate/full-board.ts';
import { parseScenario } from '../../../src/ds/scenario/index.ts';

/** The index as a plain list, in iteration order: what a rebuild from scratch gives. */
const flat = (index: ReadonlyMap<string, readonly { counter: { id: string } }[]>) =>
  [...index].map(([key, list]) => [key, list.map((p) => p.counter.id)]);

/** The same counters in a new record, so its index is built from every counter. */
const rebuilt = (s: DsGameState): DsGameState => ({ ...s, counters: Object.assign(Object.create(null) as Record<string, never>, s.counters) });

describe('place index kept across moves (patched from the previous state, not rebuilt)', () => {
  const r = parseScenario(generateFullBoard({ seed: 3, cols: 12, rows: 12, counters: 80 }));
  if (!r.ok) throw new Error('board does not load');
  const start = r.value;
  const ids = Object.keys(start.counters);
  const places: Place[] = [...new Map(Object.values(start.counters).map((p) => [JSON.stringify(p.at), p.at])).values()];
  places.push({ kind: 'hex', hex: start.board.grid.ids[0]! }, { kind: 'delayBox' });

  it('equals a rebuild, order of places and of counters in a place included, after each of 300 seeded moves and flips', () => {
    let s = start;
    placeIndex(s);
    let seed = 7;
    const next = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (let i = 0; i < 300; i++) {
      const id = ids[next(ids.length)]!;
      s = next(5) === 0 ? updateCounter(s, s.counters[id]!.counter) : moveCounter(s, id, places[next(places.length)]!);
      // Some states are never asked: the next one is patched through several changes at once.
      if (next(3) === 0) continue;
      expect(flat(placeIndex(s))).toEqual(flat(placeIndex(rebuilt(s))));
    }
  });

  it('leaves the earlier state its own contents', () => {
    const id = ids[0]!;
    const before = contentsOf(start, start.counters[id]!.at).map((p) => p.counter.id);
    const after = moveCounter(start, id, { kind: 'delayBox' });
    expect(contentsOf(after, { kind: 'delayBox' }).map((p) => p.counter.id)).toContain(id);
    expect(contentsOf(start, start.counters[id]!.at).map((p) => p.counter.id)).toEqual(before);
    expect(Object.getPrototypeOf(after.counters)).toBeNull();
  });
});

describe('counters read from the kept id list (placedCounters, sortedCounterIds, detachedCopy)', () => {
  const r = parseScenario(generateFullBoard({ seed: 5, cols: 12, rows: 12, counters: 80 }));
  if (!r.ok) throw new Error('board does not load');
  const start = r.value;
  const ids = Object.keys(start.counters);

  it('lists the counters as Object.values and the ids as Object.keys(...).sort() do, after moves and flips too', () => {
    let s = start;
    for (let i = 0; i < 40; i++) {
      const id = ids[(i * 7) % ids.length]!;
      s = i % 3 === 0 ? updateCounter(s, s.counters[id]!.counter) : moveCounter(s, id, { kind: 'delayBox' });
      expect(placedCounters(s.counters)).toEqual(Object.values(s.counters));
      expect(sortedCounterIds(s.counters)).toEqual(Object.keys(s.counters).sort());
    }
  });

  it('a detached copy has the same entries, no prototype, and no history to patch its index from', () => {
    const moved = moveCounter(start, ids[0]!, { kind: 'delayBox' });
    const copy = detachedCopy(moved.counters);
    expect(copy).not.toBe(moved.counters);
    expect(Object.getPrototypeOf(copy)).toBeNull();
    expect(copy['toString']).toBeUndefined();
    expect(Object.entries(copy)).toEqual(Object.entries(moved.counters));
    expect(flat(placeIndex({ ...moved, counters: copy }))).toEqual(flat(placeIndex(rebuilt(moved))));
  });
});
