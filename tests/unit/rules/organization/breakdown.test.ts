import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../../../src/ds/apply/organization/apply-plan.ts';
import { flipGround, type GroundUnit } from '../../../../src/ds/model/ground-units.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { planBreakdown } from '../../../../src/ds/rules/organization/breakdown.ts';
import { breakdownOptions, emergencyBreakdown } from '../../../../src/ds/rules/organization/breakdown-options.ts';
import { planCombination } from '../../../../src/ds/rules/organization/combination.ts';
import { codes, expectLegal, hex, move, north, pool, teaching, unit, unsupplied, withAirForce, withUnit, withUnits } from './helpers.ts';
import { withPlaced } from '../../../../src/ds/model/contents.ts';

type F = 'axis' | 'western' | 'soviet';
const breakDown = (s: DsGameState, f: F, u: string, into: string[]) => planBreakdown(s, f, { unit: u, into });
const groundOf = (s: DsGameState, id: string): GroundUnit => {
  const c = s.counters.get(id)?.counter;
  if (c?.kind !== 'ground') throw new Error(`no ground unit ${id}`);
  return c;
};
const flipped = (s: DsGameState, id: string): DsGameState => withPlaced(s, { counter: flipGround(groundOf(s, id)), at: s.counters.get(id)!.at });
const SAIGON = 'w3619';

describe('2.3.4 Breakdown', () => {
  it('DS-EX-21 BD-6 OG-3 2.3.4.1: a two-step Japanese HQ takes two Japanese one-step infantry from the Force Pool and goes to the Delay Box for its Delay Stripe', () => {
    const s = teaching();
    const after = applyChanges(s, expectLegal(breakDown(s, 'axis', 'jp-southern-hq', ['jp-56-div', 'jp-korean-bde'])));
    expect(after.counters.get('jp-56-div')?.at).toEqual(hex(SAIGON));
    expect(after.counters.get('jp-korean-bde')?.at).toEqual(hex(SAIGON));
    expect(after.counters.get('jp-southern-hq')?.at).toEqual({ kind: 'delayBox' });
  });

  it('DS-EX-22 BD-7 2.3.4.1: a two-step Japanese 3-3-1 flips to its 2-1-1 side and a one-step Japanese infantry from the Force Pool joins it', () => {
    const u331 = unit('jp-331', { steps: 2, values: { attack: 3, defense: 3, movement: 1 }, back: { ...unit('x'), name: 'jp-331', values: { attack: 2, defense: 1, movement: 1 } } });
    const s = withUnit(teaching(), u331, hex('w3218'));
    const after = applyChanges(s, expectLegal(breakDown(s, 'axis', 'jp-331', ['jp-56-div'])));
    expect(groundOf(after, 'jp-331')).toMatchObject({ steps: 1, values: { attack: 2, defense: 1, movement: 1 } });
    expect(after.counters.get('jp-56-div')?.at).toEqual(hex('w3218'));
  });

  it('DS-EX-23 BD-8 BD-2 2.3.4.1: the British three-step mech army flips to its two-step infantry side and takes the 2-1-2 armor; the two-step unit may then break down again', () => {
    const s0 = teaching();
    const s1 = applyChanges(s0, expectLegal(planCombination(s0, 'western', { units: ['br-1-burma', 'br-burma-rifles'], into: 'br-14-army' })));
    const s2 = applyChanges(s1, expectLegal(planCombination(s1, 'western', { units: ['br-7-armd-bde', 'br-14-army'], into: 'br-14-army' })));
    expect(codes(breakDown(s2, 'western', 'br-14-army', ['br-16-bde']))).toEqual(['organization.stepType']);
    const s3 = applyChanges(s2, expectLegal(breakDown(s2, 'western', 'br-14-army', ['br-7-armd-bde'])));
    expect(groundOf(s3, 'br-14-army')).toMatchObject({ steps: 2, type: 'infantry' });
    expect(s3.counters.get('br-7-armd-bde')?.at).toEqual(hex('w4215'));
    const s4 = applyChanges(s3, expectLegal(breakDown(s3, 'western', 'br-14-army', ['br-16-bde', 'br-23-bde'])));
    expect(s4.counters.get('br-14-army')?.at).toEqual(pool('western'));
    expect(s4.counters.get('br-16-bde')?.at).toEqual(hex('w4215'));
  });

  it('DS-EX-24 BD-11 2.3.4.2: a three-step Japanese 3-2-1 HQ cannot be replaced by a two-step 3-3-1 infantry', () => {
    const s = withUnits(teaching(),
      [unit('jp-hq-321', { type: 'hq', steps: 3, values: { attack: 3, defense: 2, movement: 1 } }), hex('w3218')],
      [unit('jp-331', { steps: 2, values: { attack: 3, defense: 3, movement: 1 } }), pool('axis')]);
    expect(codes(breakDown(s, 'axis', 'jp-hq-321', ['jp-331']))).toEqual(['breakdown.noSwitching']);
    expect(codes(breakDown(s, 'axis', 'jp-hq-321', ['jp-56-div']))).toEqual(['breakdown.noSmallerSide']);
  });

  it('DS-EX-25 BD-7 BD-13 2.3.4.2: a two-step colonial army flips to its 0-1-1 colonial side and takes a colonial unit; a non-colonial unit may not be taken', () => {
    const s = teaching();
    const after = applyChanges(s, expectLegal(breakDown(s, 'axis', 'jp-formosa-army', ['jp-korean-bde'])));
    expect(groundOf(after, 'jp-formosa-army')).toMatchObject({ steps: 1, colonial: true, values: { attack: 0, defense: 1, movement: 1 } });
    expect(codes(breakDown(s, 'axis', 'jp-formosa-army', ['jp-56-div']))).toEqual(['breakdown.colonial']);
  });

  it('DS-EX-26 BD-7 BD-12 EL-1 2.3.4.3: a Russian Shock army flips to its 2-1-1 and takes a plain Russian infantry; not an Airborne, Cavalry or Shock unit', () => {
    const s = flipped(north(), 'ru-shock-1');
    expect(groundOf(s, 'ru-shock-1').steps).toBe(2);
    const after = applyChanges(s, expectLegal(breakDown(s, 'soviet', 'ru-shock-1', ['ru-inf-4'])));
    expect(groundOf(after, 'ru-shock-1')).toMatchObject({ steps: 1, designations: ['Shock'] });
    for (const elite of ['ru-airborne-1', 'ru-cav-1', 'ru-shock-2']) {
      expect(codes(breakDown(s, 'soviet', 'ru-shock-1', [elite])), elite).toEqual(['breakdown.elite']);
    }
    expect(breakdownOptions(s, 'soviet', { unit: groundOf(s, 'ru-shock-1'), at: hex('w5727') })).toEqual([{ unit: 'ru-shock-1', into: ['ru-inf-4'] }]);
  });

  it('BD-9 2.3.4.1: the ABDA Army takes the unit in its Holding Box, not one from the Force Pool or the map', () => {
    const s = teaching();
    const after = applyChanges(s, expectLegal(breakDown(s, 'western', 'br-abda-army', ['nei-1-knil'])));
    expect(groundOf(after, 'br-abda-army')).toMatchObject({ name: 'FE Infantry', steps: 1 });
    expect(after.counters.get('nei-1-knil')?.at).toEqual(hex('w2720'));
    expect(codes(breakDown(s, 'western', 'br-abda-army', ['nei-2-knil']))).toEqual(['breakdown.holdingBox']);
    const inPool = withUnit(s, unit('nei-3', { nationality: 'nei' }), pool('western'));
    expect(codes(breakDown(inPool, 'western', 'br-abda-army', ['nei-3']))).toEqual(['breakdown.holdingBox']);
  });

  it('BD-10 2.3.4.2: a fortress cannot voluntarily break down; a one-step unit has nothing to break down', () => {
    const s = teaching();
    expect(codes(breakDown(s, 'western', 'br-cey-fort', ['br-16-bde']))).toEqual(['breakdown.fortress']);
    expect(codes(breakDown(s, 'western', 'br-1-burma', ['br-16-bde']))).toEqual(['breakdown.oneStep']);
  });

  it('BD-14 OG-14 2.3.4.2: a Kwantung unit breaks down into Kwantung units only; a non-Kwantung Japanese unit never takes a Kwantung unit', () => {
    const s = move(move(north(), 'jp-kwa-hq', hex('w5125')), 'jp-kwa-1', pool('axis'));
    const plain = withUnit(s, unit('jp-plain'), pool('axis'));
    expect(breakDown(plain, 'axis', 'jp-kwa-hq', ['jp-kwa-1', 'jp-kwa-3']).ok).toBe(true);
    expect(codes(breakDown(plain, 'axis', 'jp-kwa-hq', ['jp-kwa-1', 'jp-plain']))).toEqual(['breakdown.kwantung']);
    const army = withUnit(plain, unit('jp-army', { steps: 2 }), hex('w5124'));
    expect(codes(breakDown(army, 'axis', 'jp-army', ['jp-plain', 'jp-kwa-3']))).toEqual(['breakdown.kwantung']);
  });

  it('BD-15 OG-2 2.3: the one-step units must be in the Force Pool, an absolute limit', () => {
    const empty = move(move(teaching(), 'jp-56-div', { kind: 'delayBox' }), 'jp-korean-bde', { kind: 'delayBox' });
    expect(codes(breakDown(empty, 'axis', 'jp-southern-hq', ['jp-56-div', 'jp-korean-bde']))).toEqual(['breakdown.notInForcePool', 'breakdown.notInForcePool']);
    expect(breakdownOptions(empty, 'axis', { unit: groundOf(empty, 'jp-southern-hq'), at: hex(SAIGON) })).toEqual([]);
  });

  it('BD-3 BD-4 2.3.4: a multi-step unit breaks down unsupplied and in a hex with an enemy Air unit', () => {
    const s = withAirForce(unsupplied(teaching(), 'jp-southern-hq'), 'br-af-x', 'british', SAIGON);
    expect(breakDown(s, 'axis', 'jp-southern-hq', ['jp-56-div', 'jp-korean-bde']).ok).toBe(true);
  });

  it('BD-6 2.3.4.1: the count of units taken follows the unit: two when it is replaced, one when it flips', () => {
    const s = teaching();
    expect(codes(breakDown(s, 'axis', 'jp-southern-hq', ['jp-56-div']))).toEqual(['breakdown.count']);
    expect(codes(breakDown(s, 'axis', 'jp-formosa-army', ['jp-korean-bde', 'jp-56-div']))).toEqual(['breakdown.count']);
    expect(codes(breakDown(s, 'axis', 'jp-southern-hq', ['jp-56-div', 'jp-56-div']))).toEqual(['breakdown.count']);
  });

  it('BD-5 2.3.4: an Emergency Breakdown follows the breakdown rules; a fortress is eliminated instead', () => {
    const s = teaching();
    expect(emergencyBreakdown(s, 'br-cey-fort')).toEqual({ kind: 'eliminate', to: pool('western') });
    const hq = emergencyBreakdown(s, 'jp-southern-hq');
    // One breakdown per pair of units taken, in the canonical order (R-ORG-UNIT-ORDER; issue 15 #9).
    expect(hq.kind === 'breakDown' && hq.options).toEqual([{ unit: 'jp-southern-hq', into: ['jp-56-div', 'jp-korean-bde'] }]);
    expect(emergencyBreakdown(s, 'br-1-burma').kind).toBe('none');
    expect(emergencyBreakdown(move(s, 'jp-56-div', { kind: 'delayBox' }), 'jp-southern-hq').kind).toBe('none');
  });

  it('bad input: unknown ids, another faction\'s unit, a unit off the map', () => {
    const s = teaching();
    expect(codes(breakDown(s, 'axis', 'nope', ['jp-56-div']))).toEqual(['breakdown.unknownUnit']);
    expect(codes(breakDown(s, 'axis', 'jp-southern-hq', ['nope', 'jp-56-div']))).toEqual(['breakdown.unknownUnit']);
    expect(codes(breakDown(s, 'western', 'jp-southern-hq', ['jp-56-div', 'jp-korean-bde']))).toEqual(['breakdown.notYourUnit']);
    expect(codes(breakDown(s, 'axis', 'jp-southern-hq', ['br-16-bde', 'jp-56-div']))).toEqual(['breakdown.notInForcePool']);
    expect(codes(breakDown(s, 'western', 'br-sing-fort', []))).toEqual(['breakdown.notOnMap']);
  });
});
