import { describe, expect, it } from 'vitest';
import { contentsOf } from '../../../src/ds/model/contents.ts';
import { placeKey } from '../../../src/ds/model/places.ts';
import { supportFace } from '../../../src/ds/model/support-units.ts';
import { isMultiZonePort } from '../../../src/ds/model/terrain.ts';
import { parseScenarioText } from '../../../src/ds/scenario/index.ts';
import { fixture, fixtureFiles, fixtureText, loads, tiny, type Json } from './helpers.ts';

/** Every counter id listed anywhere under `places`, in listing order. */
function listedIds(places: Json): string[] {
  const out: string[] = [];
  const walk = (x: Json): void => {
    if (typeof x === 'string') out.push(x);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (x !== null && typeof x === 'object') {
      if (typeof x.counter === 'string') out.push(x.counter);
      else Object.values(x).forEach(walk);
    }
  };
  walk(places);
  return out;
}

describe('bundled fixtures load', () => {
  it.each(fixtureFiles())('%s loads from its text', (file) => {
    const r = parseScenarioText(fixtureText(file));
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  it.each(fixtureFiles())('%s: every listed counter is placed, each in exactly one place', (file) => {
    const doc = fixture(file);
    const state = loads(doc);
    const counters = doc.counters as Json[];
    const ids = counters.map((c) => (c as { id: string }).id);
    const listed = listedIds(doc.places ?? {});
    // Each counter is listed exactly once, and the state holds exactly the listed counters.
    expect([...listed].sort()).toEqual([...ids].sort());
    expect([...state.counters.ids].sort()).toEqual([...ids].sort());
    // Grouping the state by place finds every counter once.
    const seen = new Map<string, number>();
    for (const placed of state.counters.all()) {
      const inPlace = contentsOf(state, placed.at).filter((p) => p.counter.id === placed.counter.id);
      expect(inPlace).toHaveLength(1);
      seen.set(placed.counter.id, (seen.get(placed.counter.id) ?? 0) + 1);
    }
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('tiny.json as a game state', () => {
  const state = loads(tiny());

  it('carries game, board and registries', () => {
    expect(state.scenario.name).toContain('Tiny fixture');
    expect(state.game).toMatchObject({ turn: 3, year: 1942, season: 'winter', phasing: 'axis', kamikazes: false, japaneseGovernment: 'army' });
    expect(Object.keys(state.board.hexes)).toHaveLength(7);
    expect(state.board.grid.adjacent('w3218', 'w3318')).toBe(true);
    expect(Object.values(state.board.hexsides)).toEqual([{ between: ['w3218', 'w3318'], features: ['allSea', 'strait'] }]);
    expect(isMultiZonePort(state.board.hexes.w3218!)).toBe(true);
    expect(state.countries.malaya).toMatchObject({ status: 'dependent', dependentOf: 'britain', policies: [], truces: [] });
    expect(state.navalZones.bayOfBengal?.adjacentZones).toEqual(['southChinaSea']);
    expect(state.restrictedWaterways).toEqual([{ zones: ['southChinaSea', 'bayOfBengal'], ports: ['w3218'] }]);
    expect(state.facts).toEqual({ unsupplied: [], zonesOfControl: { axis: ['w3218'] }, failures: [] });
  });

  it('fills defaults: step marks, flags, designations', () => {
    const div = state.counters.get('br-18-div')!.counter;
    expect(div).toMatchObject({ kind: 'ground', values: { attack: 2, defense: 3, movement: 1 }, stepMarks: 'dots', elite: false, delayStripe: false, designations: [] });
    expect(state.counters.get('jp-af-1')!.counter).toMatchObject({ kind: 'support', flipped: false, delayStripe: false });
  });

  it('puts counters where the places say, the Beachhead with its arrow', () => {
    expect(state.counters.get('ax-bh-1')!.at).toEqual({ kind: 'hex', hex: 'w3219', arrowTo: 'w3218' });
    expect(contentsOf(state, { kind: 'hex', hex: 'w3318' }).map((p) => p.counter.id)).toEqual(['jp-25-army', 'ax-blitz-1']);
    expect(state.counters.get('we-convoy-1')!.at).toEqual({ kind: 'navalZone', zone: 'southChinaSea', box: 'convoys' });
    expect(state.counters.get('turn-marker')!.at).toEqual({ kind: 'track', track: 'turn', space: 3 });
    expect(placeKey(state.counters.get('jp-af-1')!.at)).toBe('forcePool:axis');
  });
});

describe('every-place.json uses every kind of place', () => {
  const state = loads(fixture('every-place.json'));
  const kinds = new Set(state.counters.all().map((p) => p.at.kind));

  it('has a counter in each place kind', () => {
    expect([...kinds].sort()).toEqual([
      'delayBox', 'forcePool', 'hex', 'holdingBox', 'navalWarfareDelayBox', 'navalZone', 'offMapBox',
      'setAside', 'strategicWarfareBox', 'track', 'turnTrack',
    ]);
  });

  it('shows every support back face up', () => {
    const faces = state.counters.all().flatMap((p) => (p.counter.kind === 'support' ? [supportFace(p.counter)] : []));
    expect(faces).toEqual(expect.arrayContaining(['cvStrike', 'devastation', 'escortTroopConvoy']));
  });

  it('keeps marker fields', () => {
    expect(state.counters.get('ax-snlf-bh')!.counter).toMatchObject({ type: 'beachhead', level: 0, snlf: true });
    expect(state.counters.get('jp-government')!.counter).toMatchObject({ type: 'government', leading: 'navy' });
    expect(state.counters.get('siam-ceded')!.counter).toMatchObject({ type: 'cededLand', country: 'siam' });
    expect(state.counters.get('si-inf-1')!.at).toEqual({ kind: 'holdingBox', unit: 'jp-aex' });
    expect(state.counters.get('axis-vp')!.at).toEqual({ kind: 'track', track: 'victoryPoints', space: -3 });
    // "the Axis Japanese Mandate marker is on the VP Track" (2.3.2.4)
    expect(state.counters.get('jp-mandate')!.at).toEqual({ kind: 'track', track: 'victoryPoints', space: 12 });
    expect(state.counters.get('in-4-corps')!.counter).toMatchObject({ stepMarks: 'squares', colonial: true });
  });
});
