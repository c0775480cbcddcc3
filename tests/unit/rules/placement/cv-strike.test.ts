import { describe, expect, it } from 'vitest';
import { contestViolations, cvStrikeHexes, cvStrikeViolations, placementFollowUp, supportPlacementViolations } from '../../../../src/ds/rules/placement/index.ts';
import { changeSupport, expectCodes, hex, load, put, situation, SOUTH_PACIFIC, weather } from './helpers.ts';

/** DS-EX-06: TF11 successfully placed in e3009 (Micronesia). */
const tf11Placed = () => put(load(SOUTH_PACIFIC), ['us-tf11', 'e3009']);
const placed = situation('western', { placed: ['us-tf11'] });

describe('DS-EX-06 2.2.3.1 CV Strike placed into another Naval Zone: TF11 / Kavieng', () => {
  it('DS-EX-06 FP-1 FP-2 FP-3 TF11 may be placed in e3009, in the Micronesia Naval Zone', () => {
    expect(supportPlacementViolations(load(SOUTH_PACIFIC), 'us-tf11', hex('e3009'), situation('western'))).toEqual([]);
  });

  it('DS-EX-06 FP-4 once successfully placed in a hex, the CV Fleet must flip to its CV Strike side', () => {
    expect(placementFollowUp(load(SOUTH_PACIFIC), situation('western', { pending: { unit: 'us-tf11', to: hex('e3009') } }))).toBe('cvStrike');
    expect(placementFollowUp(load(SOUTH_PACIFIC), situation('western', { pending: { unit: 'us-tf11', to: { kind: 'onStation', zone: 'micronesia' } } }))).toBe('none');
  });

  it('DS-EX-06 AP-10 AP-11 AP-12 its CV Strike may go to Kavieng (e2908), one hex away in the Bismarck Sea Naval Zone', () => {
    expect(cvStrikeViolations(tf11Placed(), 'us-tf11', 'e2908', placed)).toEqual([]);
    expect(cvStrikeHexes(tf11Placed(), 'us-tf11', placed)).toContain('e2908');
    expect(cvStrikeHexes(tf11Placed(), 'us-tf11', placed)).toHaveLength(7);
  });

  it('DS-EX-06 CT-14 the CV Strike placement is itself contestable: a Japanese Air Force from Rabaul may contest it in Kavieng', () => {
    const s = situation('western', { placed: ['us-tf11'], pending: { unit: 'us-tf11', to: hex('e2908') } });
    expect(contestViolations(tf11Placed(), 'axis', 'jp-11-air-fleet', s)).toEqual([]);
    // The same whether the flow has flipped the CV Fleet already or not.
    expect(contestViolations(changeSupport(tf11Placed(), 'us-tf11', { flipped: true }), 'axis', 'jp-11-air-fleet', s)).toEqual([]);
  });
});

describe('CV Strike (2.2.3.1)', () => {
  it('AP-11 2.2.3.1 within one hex of its CV Fleet only', () => {
    const vs = cvStrikeViolations(tf11Placed(), 'us-tf11', 'e2809', placed);
    expectCodes(vs, ['cvStrike.outOfRange']);
    expect(vs[0]!.message).toContain('Rabaul (e2809) is 2 hexes from its CV Fleet in hex e3009');
  });

  it('AP-10 2.2.3.1 only immediately after its CV Fleet was successfully placed in a hex', () => {
    expectCodes(cvStrikeViolations(load(SOUTH_PACIFIC), 'us-tf11', 'e2908', placed), ['cvStrike.fleetNotPlaced']);
    expectCodes(cvStrikeViolations(tf11Placed(), 'us-tf11', 'e2908', situation('western')), ['cvStrike.fleetNotPlaced']);
    expectCodes(cvStrikeViolations(tf11Placed(), 'us-tf44', 'e2908', placed), ['cvStrike.notCvFleet']);
    expectCodes(cvStrikeViolations(tf11Placed(), 'nobody', 'e2908', placed), ['cvStrike.unknownFleet']);
    expectCodes(cvStrikeViolations(tf11Placed(), 'us-tf11', 'e9999', placed), ['cvStrike.unknownHex']);
  });

  it('AP-12 AUP-2 2.2.3.1 it traces an Air Unit Path from the CV Fleet\'s hex: not into a Land hex in Mud', () => {
    const state = weather(tf11Placed(), 'southMonsoon', 'mud');
    const vs = cvStrikeViolations(state, 'us-tf11', 'e2908', placed);
    // Kavieng is a Land hex of the South Monsoon area: no path into it (AUP-2), and no air unit placed there (PR-4).
    expectCodes(vs, ['cvStrike.noAirUnitPath', 'placement.airInMud']);
  });

  it('AP-12 PR-1 2.2.3.1 the CV Fleet\'s own counter never counts as a friendly Air unit next to its CV Strike', () => {
    const flipped = changeSupport(tf11Placed(), 'us-tf11', { flipped: true });
    expect(cvStrikeViolations(flipped, 'us-tf11', 'e2908', placed)).toEqual([]);
  });

  it('PR-1 2.2.3.3 a CV Strike is not placed next to a successfully placed friendly Air unit', () => {
    const state = put(tf11Placed(), ['us-5-af', 'e2907']);
    expectCodes(cvStrikeViolations(state, 'us-tf11', 'e2908', placed), ['placement.friendlyAirAdjacent']);
  });
});
