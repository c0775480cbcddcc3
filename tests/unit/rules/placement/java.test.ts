import { describe, expect, it } from 'vitest';
import {
  contestingUnits, contestViolations, cvStrikeHexes, cvStrikeViolations, placementFollowUp, supportPlacementViolations,
} from '../../../../src/ds/rules/placement/index.ts';
import { changeSupport, expectCodes, hex, load, pool, put, situation, TEACHING } from './helpers.ts';

/**
 * DS-EX-10 (2.2.3.3) on the teaching scenario: "The Western faction is trying to launch an invasion of
 * Java from Christmas Island (w2518). There are supplied Japanese infantry units in both Telekbetung
 * (w2818) and Batavia (w2819), making those ports Air Bases and Naval Bases. The Axis faction has one
 * Japanese Air Force unit to hold back the Western faction."
 */
const start = () => load(TEACHING);
/** (a) done: the Eastern Fleet Carriers placed in w2717, flipped, their CV Strike in Telekbetung. */
const cvStrikeInTelekbetung = (state = start()) => changeSupport(put(state, ['br-eastern-cv', 'w2818']), 'br-eastern-cv', { flipped: true });
const afterA = ['br-eastern-cv'];
const surfaceFleetPending = situation('western', { placed: afterA, pending: { unit: 'br-force-b', to: hex('w2618') } });

describe('DS-EX-10 2.2.3.3 Air adjacency and Air Base denial: the Java invasion', () => {
  it('DS-EX-10 the Axis has one Japanese Air Force in its Force Pool; Telekbetung and Batavia are Japanese ports held by supplied infantry', () => {
    expect(contestingUnits(start(), 'axis', situation('western', { pending: { unit: 'br-eastern-cv', to: hex('w2717') } }))).toEqual(['jp-3-air-div']);
  });

  it('DS-EX-10 (a) FP-1 FP-2 FP-3 the Western faction places a CV Fleet in w2717; the Axis could contest it but declines', () => {
    expect(supportPlacementViolations(start(), 'br-eastern-cv', hex('w2717'), situation('western'))).toEqual([]);
    const s = situation('western', { pending: { unit: 'br-eastern-cv', to: hex('w2717') } });
    expect(contestViolations(start(), 'axis', 'jp-3-air-div', s)).toEqual([]);
    expect(placementFollowUp(start(), s)).toBe('cvStrike');
  });

  it('DS-EX-10 (a) FP-4 AP-10 AP-11 AP-12 the CV Fleet flips and its CV Strike moves to Telekbetung (w2818)', () => {
    const placed = put(start(), ['br-eastern-cv', 'w2717']);
    const s = situation('western', { placed: afterA });
    expect(cvStrikeViolations(placed, 'br-eastern-cv', 'w2818', s)).toEqual([]);
    expect(cvStrikeHexes(placed, 'br-eastern-cv', s)).toContain('w2818');
    // CT-14: that CV Strike placement may be contested too; Telekbetung still serves as Air Base until it succeeds (CT-15).
    const strikePending = situation('western', { placed: afterA, pending: { unit: 'br-eastern-cv', to: hex('w2818') } });
    expect(contestViolations(placed, 'axis', 'jp-3-air-div', strikePending)).toEqual([]);
  });

  it('DS-EX-10 (b) PR-2 CT-2 CT-4 the Surface Fleet in w2618: the Axis may contest it from its Air Base in Batavia', () => {
    const state = cvStrikeInTelekbetung();
    expect(supportPlacementViolations(state, 'br-force-b', hex('w2618'), situation('western', { placed: afterA }))).toEqual([]);
    expect(contestViolations(state, 'axis', 'jp-3-air-div', surfaceFleetPending)).toEqual([]);
    expect(contestingUnits(state, 'axis', surfaceFleetPending)).toEqual(['jp-3-air-div']);
  });

  it('DS-EX-10 (b) PR-2 R-GRID-JAVA with the CV Strike truly adjacent to the Surface Fleet (in w2718), the Axis may still contest: the restriction is waived for contests', () => {
    const state = changeSupport(put(start(), ['br-eastern-cv', 'w2718']), 'br-eastern-cv', { flipped: true });
    expect(contestViolations(state, 'axis', 'jp-3-air-div', surfaceFleetPending)).toEqual([]);
    // Placing, not contesting, the Japanese Air Force there would break PR-2.
    expectCodes(supportPlacementViolations(state, 'jp-3-air-div', hex('w2618'), situation('axis')), ['placement.enemyAirAdjacent']);
  });

  it('DS-EX-10 (c) PR-3 without an Air Base in Batavia the Axis could not contest from Telekbetung: the Western CV Strike there denies it as an Air Base', () => {
    const noBatavia = cvStrikeInTelekbetung(put(start(), ['jp-16-army', pool('axis')]));
    const vs = contestViolations(noBatavia, 'axis', 'jp-3-air-div', surfaceFleetPending);
    expectCodes(vs, ['placement.airForceOutOfRange']);
    expect(vs[0]!.message).not.toContain('Telekbetung');
    expect(contestingUnits(noBatavia, 'axis', surfaceFleetPending)).toEqual([]);
    // Without the CV Strike in Telekbetung, that port would have served.
    const noStrike = put(start(), ['jp-16-army', pool('axis')]);
    expect(contestViolations(noStrike, 'axis', 'jp-3-air-div', surfaceFleetPending)).toEqual([]);
  });

  it('DS-EX-10 (b) BH-2 once the Surface Fleet is successfully placed in w2618 it must become a Beachhead-1 pointing at Christmas Island', () => {
    expect(placementFollowUp(cvStrikeInTelekbetung(), surfaceFleetPending)).toBe('beachheadRequired');
  });
});
