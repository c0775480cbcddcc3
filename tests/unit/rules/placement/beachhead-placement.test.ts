import { describe, expect, it } from 'vitest';
import { beachheadLevelFor, beachheadOptions, beachheadShifts, beachheadViolations, placementFollowUp } from '../../../../src/ds/rules/placement/index.ts';
import { changeSupport, expectCodes, hex, load, pool, put, situation, TEACHING } from './helpers.ts';

/** The Java example: the Western Surface Fleet successfully placed in w2618, next to Christmas Island (w2518). */
const forceB = () => put(load(TEACHING), ['br-force-b', 'w2618']);
const placed = situation('western', { placed: ['br-force-b'] });

describe('Who places Beachhead markers (2.2.3.4)', () => {
  it('BH-2 FP-8 2.2.3.4 a Surface Fleet successfully placed in an All-Sea hex must be exchanged for a Beachhead-1 marker', () => {
    expect(placementFollowUp(load(TEACHING), situation('western', { pending: { unit: 'br-force-b', to: hex('w2618') } }))).toBe('beachheadRequired');
    expect(beachheadLevelFor('surfaceFleet')).toBe(1);
    expect(beachheadViolations(forceB(), 'br-force-b', 'we-bh-1', 'w2518', placed)).toEqual([]);
  });

  it('BH-1 AP-3 2.2.3.4 an Air Force successfully placed in an All-Sea hex may be exchanged for a Beachhead-2 marker', () => {
    const state = put(load(TEACHING), ['au-raaf-nw', 'w2618']);
    expect(placementFollowUp(load(TEACHING), situation('western', { pending: { unit: 'au-raaf-nw', to: hex('w2618') } }))).toBe('beachheadOptional');
    expect(placementFollowUp(load(TEACHING), situation('western', { pending: { unit: 'au-raaf-nw', to: hex('w2518') } }))).toBe('none');
    expect(beachheadLevelFor('airForce')).toBe(2);
    expect(beachheadViolations(state, 'au-raaf-nw', 'we-bh-2', 'w2518', situation('western', { placed: ['au-raaf-nw'] }))).toEqual([]);
  });

  it('BH-3 2.2.3.4 Interceptors, Bombers, CV Fleets and Sub Fleets cannot place Beachhead markers', () => {
    for (const [unit, name] of [['br-eastern-cv', 'CV Fleet'], ['us-10-af', 'Bomber'], ['us-asiatic-subs', 'Sub Fleet']] as const) {
      const state = put(load(TEACHING), [unit, 'w2618']);
      const vs = beachheadViolations(state, unit, 'we-bh-1', 'w2518', situation('western', { placed: [unit] }));
      expectCodes(vs, ['beachhead.cannotPlaceBeachhead']);
      expect(vs[0]!.message.startsWith(`A ${name} cannot place a Beachhead marker`)).toBe(true);
    }
    const interceptor = put(load(TEACHING), ['jp-5-air-div', 'w2618']);
    expectCodes(beachheadViolations(interceptor, 'jp-5-air-div', 'ax-bh-1', 'w2518', situation('axis', { placed: ['jp-5-air-div'] })), ['beachhead.cannotPlaceBeachhead']);
    expect(beachheadLevelFor('cvStrike')).toBeUndefined();
  });

  it('BH-1 BH-2 2.2.3.4 only right after a successful placement in an All-Sea hex', () => {
    expectCodes(beachheadViolations(forceB(), 'br-force-b', 'we-bh-1', 'w2518', situation('western')), ['beachhead.notPlacedAtSea']);
    expectCodes(beachheadViolations(load(TEACHING), 'br-force-b', 'we-bh-1', 'w2518', placed), ['beachhead.notPlacedAtSea']);
    const onLand = put(load(TEACHING), ['br-221-group', 'w2518']);
    expectCodes(beachheadViolations(onLand, 'br-221-group', 'we-bh-2', 'w2617', situation('western', { placed: ['br-221-group'] })), ['beachhead.notPlacedAtSea']);
    expectCodes(beachheadViolations(forceB(), 'nobody', 'we-bh-1', 'w2518', placed), ['beachhead.unknownUnit']);
  });
});

describe('The marker and its arrow (2.2.3.4)', () => {
  it('BH-4 2.2.3.4 the Beachhead marker comes from the faction\'s Force Pool; Beachhead markers are the faction\'s, of any level', () => {
    expectCodes(beachheadViolations(forceB(), 'br-force-b', 'ax-bh-1', 'w2518', placed), ['beachhead.notInForcePool']);
    expectCodes(beachheadViolations(forceB(), 'br-force-b', 'nothing', 'w2518', placed), ['beachhead.unknownMarker']);
    expectCodes(beachheadViolations(forceB(), 'br-force-b', 'we-blitz-1', 'w2518', placed), ['beachhead.notBeachheadMarker']);
    // R-BEACHHEAD-SIDES: the marker now showing Beachhead-2 serves as a Beachhead-1 too.
    expect(beachheadViolations(forceB(), 'br-force-b', 'we-bh-2', 'w2518', placed)).toEqual([]);
  });

  it('BH-4 2.2.3.4 SNLF Beachhead-0 markers are not placed this way', () => {
    const state = put(load(TEACHING), ['jp-malaya-force', 'w2618'], ['ax-snlf-1', pool('axis')]);
    expectCodes(beachheadViolations(state, 'jp-malaya-force', 'ax-snlf-1', 'w2518', situation('axis', { placed: ['jp-malaya-force'] })), ['beachhead.notBeachheadMarker']);
  });

  it('BH-5 2.2.3.4 the arrow points across a hexside to an adjacent hex', () => {
    const vs = beachheadViolations(forceB(), 'br-force-b', 'we-bh-1', 'w2819', placed);
    expectCodes(vs, ['beachhead.arrowNotAdjacent']);
    expect(vs[0]!.message).toContain('Batavia (w2819), which is not next to hex w2618');
    expectCodes(beachheadViolations(forceB(), 'br-force-b', 'we-bh-1', 'w9999', placed), ['beachhead.arrowNotAdjacent']);
  });

  it('BH-7 2.2.3.4 the arrow never points to an All-Sea hex', () => {
    expectCodes(beachheadViolations(forceB(), 'br-force-b', 'we-bh-1', 'w2617', placed), ['beachhead.arrowToSea']);
  });

  it('BH-6 2.2.3.4 the arrow never points to a hex of a Neutral Minor Country (Portuguese Timor, w2625)', () => {
    const state = put(load(TEACHING), ['br-force-b', 'w2624']);
    const vs = beachheadViolations(state, 'br-force-b', 'we-bh-1', 'w2625', placed);
    expectCodes(vs, ['beachhead.arrowToNeutral']);
    expect(vs[0]!.message).toContain('Portuguese Timor, a Neutral Minor Country');
  });

  it('BH-8 2.2.3.4 no Beachhead marker in a hex that already holds one, of any faction', () => {
    const state = put(forceB(), ['ax-bh-1', { kind: 'hex', hex: 'w2618', arrowTo: 'w2518' }]);
    expectCodes(beachheadViolations(state, 'br-force-b', 'we-bh-1', 'w2518', placed), ['beachhead.hexHasBeachhead']);
    expect(beachheadOptions(state, 'br-force-b', placed)).toEqual([]);
  });

  it('BH-5 2.2.3.4 the options: each Western Beachhead marker with the one Land hex next to w2618', () => {
    expect(beachheadOptions(forceB(), 'br-force-b', placed)).toEqual([
      { marker: 'we-bh-1', arrowTo: 'w2518' },
      { marker: 'we-bh-2', arrowTo: 'w2518' },
    ]);
    expect(beachheadOptions(load(TEACHING), 'br-force-b', placed)).toEqual([]);
  });

  it('BH-9 2.2.3.4 a Beachhead-2 gives the defender two CRT column shifts, a Beachhead-1 one (Beachhead-0: not given)', () => {
    expect(beachheadShifts(2)).toBe(2);
    expect(beachheadShifts(1)).toBe(1);
    expect(beachheadShifts(0)).toBeUndefined();
  });

  it('BH-3 2.2.3.4 a flipped support unit is judged by the side it shows', () => {
    const state = changeSupport(put(load(TEACHING), ['br-eastern-cv', 'w2618']), 'br-eastern-cv', { flipped: true });
    expectCodes(beachheadViolations(state, 'br-eastern-cv', 'we-bh-1', 'w2518', situation('western', { placed: ['br-eastern-cv'] })), ['beachhead.cannotPlaceBeachhead']);
  });
});
