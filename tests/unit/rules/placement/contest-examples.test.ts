import { describe, expect, it } from 'vitest';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { contestingUnits, contestSides, contestViolations, supportPlacementViolations } from '../../../../src/ds/rules/placement/index.ts';
import { airBases } from '../../../../src/ds/rules/placement/bases.ts';
import { placementContext } from '../../../../src/ds/rules/placement/context.ts';
import { changeSupport, expectCodes, hex, load, pending, pool, put, situation, SOUTH_PACIFIC, station, TEACHING, unsupplied } from './helpers.ts';

const teaching = () => load(TEACHING);

/** DS-EX-01: Manila's US units supplied (a US Air Base) and a US Air Force in the Western Force Pool. */
const manila = (): DsGameState => changeSupport({ ...teaching(), facts: { ...teaching().facts, unsupplied: [] } }, 'us-10-af', { type: 'airForce' });
const japaneseOnManila = pending('axis', 'jp-3-air-div', hex('w3824'));

describe('DS-EX-01 2.2.3 Contest before successful placement: Manila', () => {
  it('DS-EX-01 AP-1 the Axis may attempt the Japanese Air Force on Manila (w3824): Lingayen is a Japanese Air Base next to it', () => {
    expect(supportPlacementViolations(manila(), 'jp-3-air-div', hex('w3824'), situation('axis'))).toEqual([]);
  });

  it('DS-EX-01 (a) CT-2 CT-4 CT-15 SU-4 the Western faction may contest using Manila as its US Air Base: the Japanese unit is not yet successfully placed', () => {
    expect(contestViolations(manila(), 'western', 'us-10-af', japaneseOnManila)).toEqual([]);
    expect(contestingUnits(manila(), 'western', japaneseOnManila)).toEqual(['us-10-af']);
    // The same if the flow already shows the pending unit in Manila: a pending unit has no effect.
    expect(contestViolations(put(manila(), ['jp-3-air-div', 'w3824']), 'western', 'us-10-af', japaneseOnManila)).toEqual([]);
  });

  it('DS-EX-01 SU-2 the Soviet faction, with no Russian Air Base, could not contest and is not asked', () => {
    expect(contestingUnits(manila(), 'soviet', japaneseOnManila)).toEqual([]);
  });

  it('DS-EX-01 (b) PR-3 once successfully placed, the Japanese Air unit makes Manila no US Air Base for the Segment', () => {
    const after = put(manila(), ['jp-3-air-div', 'w3824']);
    expect(airBases(placementContext(after, []), 'us', 'western')).not.toContain('w3824');
    // The next Japanese placement near Manila cannot be contested from it.
    const next = pending('axis', 'jp-malaya-force', hex('w3823'), ['jp-3-air-div']);
    const vs = contestViolations(put(after, ['jp-malaya-force', pool('axis')]), 'western', 'us-10-af', next);
    expectCodes(vs, ['placement.noAirBase']);
  });
});

describe('DS-EX-07 2.2.3.2 Contest range from an Air Base: Guadalcanal', () => {
  const sp = () => load(SOUTH_PACIFIC);
  it('DS-EX-07 CT-2 CT-4 AP-1 a US Air Force may contest an enemy placement within three hexes of the Guadalcanal Air Base (Rabaul, 3 hexes)', () => {
    expect(sp().board.grid.distance('e2611', 'e2809')).toBe(3);
    expect(contestViolations(sp(), 'western', 'us-5-af', pending('axis', 'jp-11-air-fleet', hex('e2809')))).toEqual([]);
  });

  it('DS-EX-07 CT-2 not four hexes away (Kavieng): the Air Force could not be placed there', () => {
    const vs = contestViolations(sp(), 'western', 'us-5-af', pending('axis', 'jp-11-air-fleet', hex('e2908')));
    expectCodes(vs, ['placement.airForceOutOfRange']);
    expect(vs[0]!.message).toContain('Guadalcanal (e2611) is the nearest US Air Base, 4 hexes away');
  });
});

describe('DS-EX-08 2.2.3.2 CV Strike contests a Surface Fleet: Bay of Bengal', () => {
  const bay = () => put(teaching(), ['jp-malaya-force', pool('axis')]);
  const s = pending('axis', 'jp-malaya-force', hex('w2717'));

  it('DS-EX-08 CT-6 FP-2 FP-3 a British CV Fleet may contest on its CV Strike side: British Naval Bases in the Bay of Bengal and a path from the Indian Ocean Box', () => {
    expect(supportPlacementViolations(bay(), 'jp-malaya-force', hex('w2717'), situation('axis'))).toEqual([]);
    expect(contestViolations(bay(), 'western', 'br-eastern-cv', s, 'cvStrike')).toEqual([]);
    expect(contestSides(bay(), 'western', 'br-eastern-cv', s)).toEqual(['cvFleet', 'cvStrike']);
  });

  it('DS-EX-08 FP-3 without a British Naval Base in the Bay of Bengal, no contest', () => {
    const state = unsupplied(bay(), 'br-cey-fort', 'br-2-div', 'br-burcorps', 'br-abda-army', 'br-eastern-hq');
    expectCodes(contestViolations(state, 'western', 'br-eastern-cv', s, 'cvStrike'), ['placement.noNavalBaseInZone']);
    expect(contestSides(state, 'western', 'br-eastern-cv', s)).toEqual([]);
  });

  it('DS-EX-08 FP-2 without a Fleet Unit Path to the Bay of Bengal, no contest', () => {
    const t = bay();
    const state = { ...t, offMapBoxes: {}, navalZones: { ...t.navalZones, bayOfBengal: { ...t.navalZones['bayOfBengal']!, adjacentOffMapBoxes: [] } } };
    expectCodes(contestViolations(state, 'western', 'br-eastern-cv', s, 'cvStrike'), ['placement.noFleetUnitPath']);
  });
});

describe('DS-EX-09 2.2.3.2 Surface Fleet contests an Air Force in an On Station Box: Coral Sea', () => {
  const s = pending('axis', 'jp-11-air-fleet', station('coralSea'));
  it('DS-EX-09 CT-11 FP-5 FP-6 FP-7 a US Surface Fleet may contest: a US Naval Base in the Coral Sea (Guadalcanal) and a path from the Western US Box', () => {
    expect(supportPlacementViolations(load(SOUTH_PACIFIC), 'jp-11-air-fleet', station('coralSea'), situation('axis'))).toEqual([]);
    expect(contestViolations(load(SOUTH_PACIFIC), 'western', 'us-tf44', s)).toEqual([]);
  });

  it('DS-EX-09 FP-7 without the US Naval Base it may not', () => {
    expectCodes(contestViolations(unsupplied(load(SOUTH_PACIFIC), 'us-guadalcanal-div'), 'western', 'us-tf44', s), ['placement.noNavalBaseInZone']);
  });
});
