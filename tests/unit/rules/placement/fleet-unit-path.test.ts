import { describe, expect, it } from 'vitest';
import { placementContext } from '../../../../src/ds/rules/placement/context.ts';
import { fleetPathZones, restrictedWaterway, waterwayOpen, type FleetPathTracer } from '../../../../src/ds/rules/placement/fleet-unit-path.ts';
import { supportPlacementViolations } from '../../../../src/ds/rules/placement/index.ts';
import { codes, expectCodes, hex, load, NORTH_SEAS, onStation, put, situation, station, TEACHING } from './helpers.ts';

const WESTERN_BRITISH: FleetPathTracer = { faction: 'western', home: 'britain', fromNavalBase: true };
const zones = (state = load(NORTH_SEAS), t = WESTERN_BRITISH) => [...fleetPathZones(placementContext(state, []), t)].sort();
const western = situation('western');
/** The British Surface Fleet into an All-Sea hex of the Sea of Japan (w5227, next to Genzan). */
const placeBritishFleet = (state = load(NORTH_SEAS)) => supportPlacementViolations(state, 'br-pacific-fleet', hex('w5227'), western);

describe('DS-EX-02 2.2.3.1 Fleet Unit Path through a Restricted Waterway: Genzan / Nagasaki', () => {
  it('DS-EX-02 (a) FP-5 FP-6 FP-7 FUP-2 FUP-3 FUP-5 RW-3 a British Surface Fleet may be placed in the Sea of Japan: the path runs from the Western US Box through the Yellow Sea and Nagasaki', () => {
    expect(placeBritishFleet()).toEqual([]);
    // The Sea of Okhotsk stays out of reach: Toyohara, its Restricted Waterway's port, is Japanese (RW-1).
    expect(zones()).toEqual(['japaneseCoast', 'seaOfJapan', 'yellowSea']);
  });

  it('DS-EX-02 (b) FUP-4 CV-12 a Japanese Surface Fleet or CV Fleet On Station in the Yellow Sea blocks the path', () => {
    for (const fleet of ['jp-2-fleet', 'jp-kido-butai']) {
      const state = put(load(NORTH_SEAS), [fleet, onStation('yellowSea')]);
      const vs = placeBritishFleet(state);
      expectCodes(vs, ['placement.noFleetUnitPath']);
      expect(vs[0]!.message).toContain('the Yellow Sea holds no Western Open Port');
    }
  });

  it('DS-EX-02 (c) FUP-6 a Japanese fleet On Station in the Sea of Japan (the Zone of placement) does not block it', () => {
    const state = put(load(NORTH_SEAS), ['jp-2-fleet', onStation('seaOfJapan')]);
    expect(placeBritishFleet(state)).toEqual([]);
  });

  it('DS-EX-02 (d) FUP-5 RW-3 a Japanese Air unit in Nagasaki blocks the path through that Restricted Waterway', () => {
    const state = put(load(NORTH_SEAS), ['jp-5-air-fleet', 'e4801']);
    const vs = placeBritishFleet(state);
    expectCodes(vs, ['placement.noFleetUnitPath']);
    expect(vs[0]!.message).toContain('needs Nagasaki (e4801) to be a Western Open Port');
    // The Yellow Sea itself is still reached (Okinawa is a Western Open Port there).
    expect(zones(state)).toEqual(['yellowSea']);
  });
});

describe('Fleet Unit Path (2.2.3.1)', () => {
  it('FUP-1 2.2.3.1 a zone with a Home Country Naval Base needs no path, even with every neighbour closed', () => {
    const state = put(load(NORTH_SEAS), ['jp-2-fleet', onStation('seaOfJapan')], ['us-7-fleet', onStation('japaneseCoast')]);
    const japanese: FleetPathTracer = { faction: 'axis', home: 'japan', fromNavalBase: true };
    expect(zones(state, japanese)).toContain('japaneseCoast');
  });

  it('FUP-2 2.2.3.1 a Home Country Open Port starts a path; without a Western Off-Map Box the Axis starts only from Japan', () => {
    const japanese: FleetPathTracer = { faction: 'axis', home: 'japan', fromNavalBase: true };
    // Hakodate and Toyohara are Japanese Home Country ports; Nagasaki and Okinawa are held by US units.
    expect(zones(load(NORTH_SEAS), japanese)).toEqual(['japaneseCoast', 'seaOfJapan', 'seaOfOkhotsk']);
  });

  it('FUP-2 2.2.3.1 only a Western faction counts a Western Off-Map Box as a Home Country Open Port', () => {
    const soviet: FleetPathTracer = { faction: 'soviet', home: 'ussr', fromNavalBase: true };
    expect(zones(load(NORTH_SEAS), soviet)).toEqual([]);
  });

  it('FUP-3 2.2.3.1 the chain runs only between adjacent zones and boxes: no adjacency, no path', () => {
    const state = load(NORTH_SEAS);
    const cut = { ...state, offMapBoxes: {}, navalZones: { ...state.navalZones, yellowSea: { ...state.navalZones['yellowSea']!, adjacentOffMapBoxes: [] } } };
    expect(zones(cut)).toEqual([]);
    expectCodes(placeBritishFleet(cut), ['placement.noFleetUnitPath']);
  });

  it('FUP-4 2.2.3.1 each zone along the path but the Zone of placement holds a friendly Open Port', () => {
    // Without Nagasaki and Okinawa held, the Yellow Sea holds no Western Open Port: the path stops there.
    const state = put(load(NORTH_SEAS), ['us-nagasaki-div', { kind: 'forcePool', faction: 'western' }], ['us-okinawa-corps', { kind: 'forcePool', faction: 'western' }]);
    expect(zones(state)).toEqual(['yellowSea']);
  });

  it('FUP-5 RW-2 2.2.3.1 Sea of Japan to Japanese Coast needs Hakodate, Nagasaki or Toyohara open', () => {
    const state = load(NORTH_SEAS);
    const ctx = placementContext(state, []);
    expect(restrictedWaterway(state, 'japaneseCoast', 'seaOfJapan')?.ports).toEqual(['e5205', 'e4801', 'e5505']);
    // For the Western faction Nagasaki is open (in the Sea of Japan); for the Axis, Hakodate and Toyohara.
    expect(waterwayOpen(ctx, 'seaOfJapan', 'japaneseCoast', 'western')).toBe(true);
    expect(waterwayOpen(ctx, 'seaOfJapan', 'japaneseCoast', 'axis')).toBe(true);
    expect(waterwayOpen(ctx, 'seaOfJapan', 'japaneseCoast', 'soviet')).toBe(false);
  });

  it('FUP-5 RW-1 2.2.3.1 Sea of Japan to Sea of Okhotsk needs Toyohara (e5505) open', () => {
    const state = load(NORTH_SEAS);
    expect(restrictedWaterway(state, 'seaOfOkhotsk', 'seaOfJapan')?.ports).toEqual(['e5505']);
    expect(waterwayOpen(placementContext(state, []), 'seaOfJapan', 'seaOfOkhotsk', 'western')).toBe(false);
    expect(waterwayOpen(placementContext(state, []), 'seaOfJapan', 'seaOfOkhotsk', 'axis')).toBe(true);
    expectCodes(supportPlacementViolations(state, 'br-pacific-fleet', hex('e5605'), western), ['placement.noNavalBaseInZone', 'placement.noFleetUnitPath']);
  });

  it('RW-4 2.2.3.1 South China Sea to Bay of Bengal needs Batavia or Singapore open: both Japanese, so British fleets stay in the Bay of Bengal', () => {
    const state = load(TEACHING);
    expect(restrictedWaterway(state, 'southChinaSea', 'bayOfBengal')?.ports).toEqual(['w2819', 'w3218']);
    const vs = supportPlacementViolations(state, 'br-force-b', station('southChinaSea'), western);
    expect(codes(vs)).toEqual(['placement.noFleetUnitPath']);
    expect(vs[0]!.message).toContain('needs Batavia (w2819) or Singapore (w3218) to be a Western Open Port');
    expect(supportPlacementViolations(state, 'br-force-b', station('bayOfBengal'), western)).toEqual([]);
  });

  it('FUP-6 2.2.3.1 enemy units On Station block a path through a zone, not into it', () => {
    const state = put(load(TEACHING), ['jp-3-air-div', onStation('bayOfBengal')]);
    // The Bay of Bengal is the Zone of placement: still reached from the Indian Ocean Box.
    expect(supportPlacementViolations(state, 'br-force-b', station('bayOfBengal'), western)).toEqual([]);
  });
});
