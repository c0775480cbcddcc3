import { describe, expect, it } from 'vitest';
import { contentsOf, countersInHex, moveCounter, placeIndex, placeOf, updateCounter } from '../../../src/ds/model/contents.ts';
import type { Place } from '../../../src/ds/model/places.ts';
import { placeKey } from '../../../src/ds/model/places.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { loads, tiny } from '../scenario/helpers.ts';

const base = loads(tiny());
const ids = (state: DsGameState, place: Place): string[] => contentsOf(state, place).map((p) => p.counter.id);

/** How many places hold `id`, counted over the grouped index (not over the counter's own record). */
function placesHolding(state: DsGameState, id: string): number {
  let n = 0;
  for (const list of placeIndex(state).values()) n += list.filter((p) => p.counter.id === id).length;
  return n;
}

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !ArrayBuffer.isView(x) && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

describe('moveCounter (docs/rulings.md R-ONE-PLACE)', () => {
  it('keeps exactly one place per counter', () => {
    const to: Place = { kind: 'delayBox' };
    const after = moveCounter(base, 'br-18-div', to);
    expect(after.counters.get('br-18-div')!.at).toEqual(to);
    expect(placesHolding(after, 'br-18-div')).toBe(1);
    expect(ids(after, { kind: 'hex', hex: 'w3218' })).toEqual([]);
    expect(ids(after, to)).toEqual(['br-18-div']);
    for (const id of after.counters.ids) expect(placesHolding(after, id)).toBe(1);
  });

  it('does not mutate the old state (which can be frozen)', () => {
    const frozen = deepFreeze(loads(tiny()));
    const snapshot = JSON.stringify(frozen.counters);
    const after = moveCounter(frozen, 'jp-25-army', { kind: 'hex', hex: 'w3218' });
    expect(JSON.stringify(frozen.counters)).toBe(snapshot);
    expect(frozen.counters.get('jp-25-army')!.at).toEqual({ kind: 'hex', hex: 'w3318' });
    expect(after).not.toBe(frozen);
    expect(after.counters).not.toBe(frozen.counters);
    // What did not move is shared, not copied.
    expect(after.counters.get('br-18-div')).toBe(frozen.counters.get('br-18-div'));
    expect(after.board).toBe(frozen.board);
  });

  it('keeps the counter\'s own data', () => {
    const after = moveCounter(base, 'jp-af-1', { kind: 'navalZone', zone: 'southChinaSea', box: 'onStation' });
    expect(after.counters.get('jp-af-1')!.counter).toBe(base.counters.get('jp-af-1')!.counter);
  });

  it('reports an unknown id instead of ignoring it', () => {
    expect(() => moveCounter(base, 'nobody', { kind: 'setAside' })).toThrow(RangeError);
    expect(() => moveCounter(base, 'nobody', { kind: 'setAside' })).toThrow('unknown counter id "nobody"');
  });

  it('moving a Beachhead marker can turn its arrow (the arrow is part of its place)', () => {
    const after = moveCounter(base, 'ax-bh-1', { kind: 'hex', hex: 'w3219', arrowTo: 'w3318' });
    expect(placeOf(after, 'ax-bh-1')).toEqual({ kind: 'hex', hex: 'w3219', arrowTo: 'w3318' });
    expect(ids(after, { kind: 'hex', hex: 'w3219' })).toEqual(['ax-bh-1']);
  });
});

describe('contentsOf after moves', () => {
  it('follows a counter through several places and back', () => {
    const hex: Place = { kind: 'hex', hex: 'w3318' };
    const pool: Place = { kind: 'forcePool', faction: 'axis' };
    const track: Place = { kind: 'turnTrack', turn: 5 };
    let s = moveCounter(base, 'jp-25-army', pool);
    expect(ids(s, hex)).toEqual(['ax-blitz-1']);
    expect(ids(s, pool)).toEqual(['jp-25-army', 'jp-af-1']);
    s = moveCounter(s, 'jp-25-army', track);
    expect(ids(s, pool)).toEqual(['jp-af-1']);
    expect(ids(s, track)).toEqual(['jp-25-army']);
    s = moveCounter(s, 'jp-25-army', hex);
    expect(ids(s, hex).sort()).toEqual(['ax-blitz-1', 'jp-25-army']);
    expect(ids(s, track)).toEqual([]);
    // The original state still answers as before.
    expect(ids(base, hex)).toEqual(['jp-25-army', 'ax-blitz-1']);
  });

  it('an empty place has no contents; countersInHex gives the counters', () => {
    expect(contentsOf(base, { kind: 'strategicWarfareBox' })).toEqual([]);
    expect(countersInHex(base, 'w3318').map((c) => c.id)).toEqual(['jp-25-army', 'ax-blitz-1']);
    expect(placeOf(base, 'nobody')).toBeUndefined();
  });

  it('the index is computed once per state', () => {
    expect(placeIndex(base)).toBe(placeIndex(base));
    const after = moveCounter(base, 'br-18-div', { kind: 'setAside' });
    expect(placeIndex(after)).not.toBe(placeIndex(base));
    expect([...placeIndex(after).keys()]).toContain(placeKey({ kind: 'setAside' }));
  });
});

describe('updateCounter', () => {
  it('replaces a counter\'s data (a flip) without moving it', () => {
    const placed = base.counters.get('br-sf-1')!;
    if (placed.counter.kind !== 'support') throw new Error('fixture changed');
    const flipped = { ...placed.counter, flipped: true };
    const after = updateCounter(base, flipped);
    expect(after.counters.get('br-sf-1')).toEqual({ counter: flipped, at: placed.at });
    expect(base.counters.get('br-sf-1')!.counter).toMatchObject({ flipped: false });
    expect(placesHolding(after, 'br-sf-1')).toBe(1);
  });

  it('reports an unknown counter', () => {
    const placed = base.counters.get('br-sf-1')!;
    expect(() => updateCounter(base, { ...placed.counter, id: 'ghost' })).toThrow(RangeError);
  });
});
