import { describe, expect, it } from 'vitest';
import { FACTIONS } from '../../../src/ds/model/factions.ts';
import { MARKER_TYPES } from '../../../src/ds/model/markers.ts';
import { contentsOf } from '../../../src/ds/model/contents.ts';
import { placeKey, type Place } from '../../../src/ds/model/places.ts';
import { SUPPORT_UNIT_TYPES } from '../../../src/ds/model/support-units.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { generateFullBoard } from '../../../src/ds/scenario/generate/full-board.ts';
import { mulberry32 } from '../../../src/ds/scenario/generate/random.ts';
import { parseScenario, type ScenarioInput } from '../../../src/ds/scenario/index.ts';

const board = generateFullBoard();

function load(input: ScenarioInput): DsGameState {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(`generated board has problems:\n${r.errors.slice(0, 10).map((e) => `${e.path}: ${e.message}`).join('\n')}`);
  return r.value;
}

const state = load(board);

/** Every counter id the scenario lists under `places`, with how often. */
function listings(input: ScenarioInput): Map<string, number> {
  const ids: string[] = [];
  const walk = (x: unknown): void => {
    if (typeof x === 'string') ids.push(x);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (typeof x === 'object' && x !== null) {
      if ('counter' in x && typeof x.counter === 'string') ids.push(x.counter);
      else Object.values(x).forEach(walk);
    }
  };
  walk(input.places);
  const out = new Map<string, number>();
  for (const id of ids) out.set(id, (out.get(id) ?? 0) + 1);
  return out;
}

describe('generateFullBoard', () => {
  it('loads with no problems, at full size', () => {
    expect(state.board.grid.size).toBeGreaterThanOrEqual(4500);
    expect(state.board.grid.size).toBeLessThanOrEqual(5500);
    const counters = state.counters.ids.length;
    expect(counters).toBeGreaterThanOrEqual(550);
    expect(counters).toBeLessThanOrEqual(650);
  });

  it('has two joined maps: the east map continues the west map\'s rows', () => {
    expect(board.maps).toMatchObject([{ letter: 'w', rowOffset: 0 }, { letter: 'e', rowOffset: 50 }]);
    expect(state.board.grid.adjacent('w0150', 'e0101')).toBe(true);
  });

  it('every counter is in exactly one place', () => {
    const listed = listings(board);
    for (const c of board.counters ?? []) expect(listed.get(c.id), c.id).toBe(1);
    expect(listed.size).toBe(board.counters?.length);
    // Loaded: each counter is found in its place once, and the places hold all counters, once each.
    const places = new Map<string, Place>();
    for (const p of state.counters.all()) {
      const id = p.counter.id;
      expect(contentsOf(state, p.at).filter((q) => q.counter.id === id), id).toHaveLength(1);
      places.set(placeKey(p.at), p.at);
    }
    const held = [...places.values()].reduce((n, at) => n + contentsOf(state, at).length, 0);
    expect(held).toBe(board.counters?.length);
  });

  it('uses every kind of counter, place, marker type and support type', () => {
    const placed = state.counters.all();
    const kinds = new Set(placed.map((p) => p.at.kind));
    const every = ['hex', 'forcePool', 'holdingBox', 'navalZone', 'offMapBox', 'delayBox', 'navalWarfareDelayBox', 'strategicWarfareBox', 'turnTrack', 'track', 'setAside'];
    for (const k of every) {
      expect(kinds, k).toContain(k);
    }
    const markerTypes = new Set(placed.flatMap((p) => (p.counter.kind === 'marker' ? [p.counter.type] : [])));
    expect([...markerTypes].sort()).toEqual([...MARKER_TYPES].sort());
    const supportTypes = new Set(placed.flatMap((p) => (p.counter.kind === 'support' ? [p.counter.type] : [])));
    expect([...supportTypes].sort()).toEqual([...SUPPORT_UNIT_TYPES].sort());
    for (const f of FACTIONS) expect(contentsOf(state, { kind: 'forcePool', faction: f }).length, f).toBeGreaterThan(0);
  });

  it('looks like a board: land and sea, countries, contiguous Naval Zones, weather areas, hexside features', () => {
    const hexes = Object.values(state.board.hexes);
    const sea = hexes.filter((h) => h.terrain === 'allSea');
    expect(sea.length / hexes.length).toBeGreaterThan(0.3);
    expect(sea.length / hexes.length).toBeLessThan(0.6);
    expect(Object.keys(state.countries).length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(state.weatherAreas).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(state.board.hexsides).length).toBeGreaterThan(100);
    expect(new Set(Object.values(state.board.hexsides).flatMap((s) => s.features)).size).toBeGreaterThanOrEqual(5);
    expect(Object.keys(state.navalZones).length).toBeGreaterThanOrEqual(10);
    for (const zone of Object.keys(state.navalZones)) {
      const inZone = new Set(sea.filter((h) => h.navalZones[0] === zone).map((h) => h.id));
      const [start] = inZone;
      const reached = start === undefined ? new Set<string>() : new Set(state.board.grid.reachable(start, { canEnter: (h) => inZone.has(h) }).keys());
      expect(reached.size, zone).toBe(inZone.size);
    }
    expect(hexes.some((h) => h.port && h.navalZones.length > 1)).toBe(true);
  });

  it('is deterministic: same seed, same board; another seed, another board', () => {
    expect(JSON.stringify(generateFullBoard({ seed: 1 }))).toBe(JSON.stringify(board));
    const other = generateFullBoard({ seed: 2 });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(board));
    expect(load(other).counters.ids).toHaveLength(600);
  });

  it('takes its size from the options', () => {
    const small = load(generateFullBoard({ seed: 3, cols: 20, rows: 15, counters: 120 }));
    expect(small.board.grid.size).toBe(600);
    expect(small.counters.ids).toHaveLength(120);
    expect(() => generateFullBoard({ cols: 100 })).toThrow(RangeError);
    expect(() => generateFullBoard({ rows: 5 })).toThrow('rows must be an integer from 10 to 99');
  });
});

describe('mulberry32', () => {
  it('is a fixed sequence in [0, 1) for a seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(xs[0]);
  });
});
