import { describe, expect, it } from 'vitest';
import { contentsOf, counterStore, moveCounter, placeIndex, updateCounter, withPlaced } from '../../../src/ds/model/contents.ts';
import type { Place } from '../../../src/ds/model/places.ts';
import type { DsGameState, Placed } from '../../../src/ds/model/state.ts';
import { generateFullBoard } from '../../../src/ds/scenario/generate/full-board.ts';
import { parseScenario } from '../../../src/ds/scenario/index.ts';

/** The index as a plain list, in iteration order: what a rebuild from scratch gives. */
const flat = (index: ReadonlyMap<string, readonly { counter: { id: string } }[]>) =>
  [...index].map(([key, list]) => [key, list.map((p) => p.counter.id)]);

/** The same counters in a new store, so its index is built from every counter. */
const rebuilt = (s: DsGameState): DsGameState => ({ ...s, counters: counterStore(s.counters.all()) });

/** The record of counters by id that the game kept before the store, in its order. */
function record(s: DsGameState): Record<string, Placed> {
  const out = Object.create(null) as Record<string, Placed>;
  for (const p of s.counters.all()) out[p.counter.id] = p;
  return out;
}

describe('the DS counter store: place index kept by the moves', () => {
  const r = parseScenario(generateFullBoard({ seed: 3, cols: 12, rows: 12, counters: 80 }));
  if (!r.ok) throw new Error('board does not load');
  const start = r.value;
  const ids = start.counters.ids;
  const places: Place[] = [...new Map(start.counters.all().map((p) => [JSON.stringify(p.at), p.at])).values()];
  places.push({ kind: 'hex', hex: start.board.grid.ids[0]! }, { kind: 'delayBox' });

  it('equals a rebuild, order of places and of counters in a place included, after each of 300 seeded moves and flips', () => {
    let s = start;
    placeIndex(s);
    let seed = 7;
    const next = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (let i = 0; i < 300; i++) {
      const id = ids[next(ids.length)]!;
      s = next(5) === 0 ? updateCounter(s, s.counters.get(id)!.counter) : moveCounter(s, id, places[next(places.length)]!);
      if (next(3) === 0) continue;
      expect(flat(placeIndex(s))).toEqual(flat(placeIndex(rebuilt(s))));
      for (const key of s.counters.placeKeys()) expect(s.counters.inPlace(key)).toEqual(rebuilt(s).counters.inPlace(key));
    }
  });

  it('leaves the earlier state its own contents', () => {
    const id = ids[0]!;
    const before = contentsOf(start, start.counters.get(id)!.at).map((p) => p.counter.id);
    const after = moveCounter(start, id, { kind: 'delayBox' });
    expect(contentsOf(after, { kind: 'delayBox' }).map((p) => p.counter.id)).toContain(id);
    expect(contentsOf(start, start.counters.get(id)!.at).map((p) => p.counter.id)).toEqual(before);
    expect(after.counters.get('toString')).toBeUndefined();
  });

  it('lists the ids in the scenario\'s order and sorted as strings, after moves and flips too', () => {
    let s = start;
    for (let i = 0; i < 40; i++) {
      const id = ids[(i * 7) % ids.length]!;
      s = i % 3 === 0 ? updateCounter(s, s.counters.get(id)!.counter) : moveCounter(s, id, { kind: 'delayBox' });
      expect(s.counters.ids).toEqual(ids);
      expect(s.counters.sortedIds).toEqual([...ids].sort());
      expect(s.counters.all().map((p) => p.counter.id)).toEqual(ids);
    }
  });

  it('serializes exactly as the record of counters by id it replaced: { "<id>": { counter, at } }, in the scenario\'s order', () => {
    let s = start;
    for (let i = 0; i < 20; i++) s = moveCounter(s, ids[(i * 11) % ids.length]!, places[i % places.length]!);
    expect(JSON.stringify(s.counters)).toBe(JSON.stringify(record(s)));
    expect(JSON.stringify(s.counters, null, 1)).toBe(JSON.stringify(record(s), null, 1));
    expect(Object.keys(JSON.parse(JSON.stringify(s.counters)) as object)).toEqual(ids);
  });

  it('withPlaced: a known counter is replaced where it stands in the order, a new one comes last', () => {
    const first = start.counters.get(ids[0]!)!;
    const moved = withPlaced(start, { counter: first.counter, at: { kind: 'delayBox' } });
    expect(moved.counters.ids).toEqual(ids);
    expect(moved.counters.get(ids[0]!)!.at).toEqual({ kind: 'delayBox' });
    expect(moved.counters.change?.parent).toBe(start.counters);
    const extra = { ...first.counter, id: 'zz-new' } as Placed['counter'];
    const added = withPlaced(moved, { counter: extra, at: { kind: 'delayBox' } });
    expect(added.counters.ids).toEqual([...ids, 'zz-new']);
    const delayed = contentsOf(added, { kind: 'delayBox' }).map((p) => p.counter.id);
    expect([delayed[0], delayed.at(-1)]).toEqual([ids[0], 'zz-new']);
    expect(Object.keys(JSON.parse(JSON.stringify(added.counters)) as object)).toEqual([...ids, 'zz-new']);
  });
});
