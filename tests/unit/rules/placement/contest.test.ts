import { describe, expect, it } from 'vitest';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { contestingUnits, contestSides, contestViolations } from '../../../../src/ds/rules/placement/index.ts';
import { changeSupport, codes, expectCodes, hex, load, pending, pool, put, situation, SOUTH_PACIFIC, station, SWB, TEACHING, unsupplied } from './helpers.ts';

const teaching = () => load(TEACHING);

/** Manila's US units supplied (a US Air Base, as in DS-EX-01) and a US Air Force in the Western Force Pool. */
const manila = (): DsGameState => changeSupport({ ...teaching(), facts: { ...teaching().facts, unsupplied: [] } }, 'us-10-af', { type: 'airForce' });
const japaneseOnManila = pending('axis', 'jp-3-air-div', hex('w3824'));

describe('Contesting in a hex (2.2.3.2)', () => {
  const bay = () => put(teaching(), ['jp-malaya-force', pool('axis')], ['jp-kido-butai', pool('axis')]);

  it('CT-4 2.2.3.2 an Air Force contests any support unit in a Land or All-Sea hex it could be placed in', () => {
    expect(contestViolations(manila(), 'western', 'us-10-af', japaneseOnManila)).toEqual([]);
    expect(contestViolations(bay(), 'western', 'br-221-group', pending('axis', 'jp-kido-butai', hex('w2717')))).toEqual([]);
  });

  it('CT-5 2.2.3.2 a CV Fleet contests any support unit, but only in an All-Sea hex', () => {
    const state = put(manila(), ['jp-kido-butai', pool('axis')]);
    expect(contestViolations(bay(), 'western', 'br-eastern-cv', pending('axis', 'jp-kido-butai', hex('w2717')), 'cvFleet')).toEqual([]);
    const vs = contestViolations(state, 'western', 'br-eastern-cv', japaneseOnManila);
    expectCodes(vs, ['contest.notAllSea']);
    expect(vs[0]!.message).toBe('Manila (w3824) is a Land hex; a CV Fleet contests only placements in All-Sea hexes (2.2.3.2).');
  });

  it('CT-6 2.2.3.2 a CV Strike contests only a Surface Fleet', () => {
    const s = pending('axis', 'jp-kido-butai', hex('w2717'));
    const vs = contestViolations(bay(), 'western', 'br-eastern-cv', s, 'cvStrike');
    expectCodes(vs, ['contest.cannotContest']);
    expect(vs[0]!.message).toBe('A CV Strike contests a Surface Fleet placed in an All-Sea hex, not a CV Fleet (2.2.3.2).');
    expect(contestSides(bay(), 'western', 'br-eastern-cv', s)).toEqual(['cvFleet']);
  });

  it('CT-7 CT-14 2.2.3.2 a Surface Fleet contests an Air Force, Surface Fleet or CV Strike in an All-Sea hex, never a CV Fleet', () => {
    expect(contestViolations(bay(), 'western', 'br-force-b', pending('axis', 'jp-malaya-force', hex('w2717')))).toEqual([]);
    expectCodes(contestViolations(bay(), 'western', 'br-force-b', pending('axis', 'jp-kido-butai', hex('w2717'))), ['contest.cannotContest']);
    // The Kido Butai successfully placed in w2717 now places its CV Strike in w2618: that one the Surface Fleet may contest.
    const fleetPlaced = put(bay(), ['jp-kido-butai', 'w2717']);
    expect(contestViolations(fleetPlaced, 'western', 'br-force-b', pending('axis', 'jp-kido-butai', hex('w2618'), ['jp-kido-butai']))).toEqual([]);
  });
});

describe('Contesting in an On Station Box (2.2.3.2)', () => {
  const bay = () => put(teaching(), ['jp-malaya-force', pool('axis')], ['jp-kido-butai', pool('axis')]);
  const sf = pending('axis', 'jp-malaya-force', station('bayOfBengal'));
  const cv = pending('axis', 'jp-kido-butai', station('bayOfBengal'));
  const af = pending('axis', 'jp-3-air-div', station('bayOfBengal'));

  it('CT-8 2.2.3.2 an Air Force contests any support unit in an On Station Box of a zone with its Naval Base', () => {
    for (const s of [sf, cv, af]) expect(contestViolations(bay(), 'western', 'br-221-group', s)).toEqual([]);
    // The Australians on Christmas Island (w2518) make an Australian Naval Base in the Bay of Bengal; out of supply, they do not.
    expectCodes(contestViolations(unsupplied(bay(), 'au-7-div', 'au-1-corps-hq'), 'western', 'au-raaf-nw', sf), ['placement.noNavalBaseInZone']);
  });

  it('CT-9 2.2.3.2 a CV Fleet contests any support unit in an On Station Box', () => {
    for (const s of [sf, cv, af]) expect(contestViolations(bay(), 'western', 'br-eastern-cv', s, 'cvFleet')).toEqual([]);
  });

  it('CT-10 2.2.3.2 a CV Strike contests a Surface Fleet or Sub Fleet in an On Station Box', () => {
    expect(contestViolations(bay(), 'western', 'br-eastern-cv', sf, 'cvStrike')).toEqual([]);
    const sub = put(bay(), ['jp-6-fleet', pool('axis')]);
    expect(contestViolations(sub, 'western', 'br-eastern-cv', pending('axis', 'jp-6-fleet', station('bayOfBengal')), 'cvStrike')).toEqual([]);
    expectCodes(contestViolations(bay(), 'western', 'br-eastern-cv', af, 'cvStrike'), ['contest.cannotContest']);
  });

  it('CT-11 2.2.3.2 a Surface Fleet contests an Air Force, Surface Fleet or Sub Fleet in an On Station Box, not a CV Fleet', () => {
    expect(contestViolations(bay(), 'western', 'br-force-b', sf)).toEqual([]);
    expect(contestViolations(bay(), 'western', 'br-force-b', af)).toEqual([]);
    expectCodes(contestViolations(bay(), 'western', 'br-force-b', cv), ['contest.cannotContest']);
  });
});

describe('Contesting in the Strategic Warfare Box (2.2.3.2)', () => {
  it('CT-12 DS-EX-05 2.2.3.2 an Axis Air Force may contest the US Bomber in the Strategic Warfare Box with a Japanese Air Base anywhere, no path traced', () => {
    const s = pending('western', 'us-20-af', SWB);
    expect(contestViolations(load(SOUTH_PACIFIC), 'axis', 'jp-11-air-fleet', s)).toEqual([]);
    expectCodes(contestViolations(load(SOUTH_PACIFIC), 'axis', 'jp-8-fleet', s), ['contest.cannotContest']);
    expectCodes(contestViolations(unsupplied(load(SOUTH_PACIFIC), 'jp-rabaul-army', 'jp-buna-det'), 'axis', 'jp-11-air-fleet', s), ['contest.noAirBase']);
  });

  it('CT-12 2.2.3.2 a Soviet Air Force may too, with a Russian Air Base anywhere', () => {
    const state = put(teaching(), ['ru-1-red-banner', 'w4317']);
    const s = pending('western', 'us-10-af', SWB);
    expect(contestViolations(state, 'soviet', 'ru-far-east-af', s)).toEqual([]);
    expectCodes(contestViolations(teaching(), 'soviet', 'ru-far-east-af', s), ['contest.noAirBase']);
  });

  it('CT-12 2.2.3.2 Western support units cannot contest an Axis Bomber in the Strategic Warfare Box', () => {
    const state = changeSupport(teaching(), 'jp-3-air-div', { type: 'bomber' });
    const vs = contestViolations(state, 'western', 'br-221-group', pending('axis', 'jp-3-air-div', SWB));
    expectCodes(vs, ['contest.cannotContest']);
  });

  it('CT-13 2.2.3.2 an Axis or Western Air Force, Interceptor, CV Fleet, CV Strike or Surface Fleet contests a Sub Fleet there, with a Naval Base of its nationality anywhere', () => {
    const state = put(teaching(), ['jp-6-fleet', pool('axis')]);
    const s = pending('axis', 'jp-6-fleet', SWB);
    for (const unit of ['br-force-b', 'br-221-group']) expect(contestViolations(state, 'western', unit, s)).toEqual([]);
    expect(contestSides(state, 'western', 'br-eastern-cv', s)).toEqual(['cvFleet', 'cvStrike']);
    expectCodes(contestViolations(state, 'western', 'us-10-af', s), ['contest.cannotContest']);
  });

  it('CT-13 2.2.3.2 Soviet support units cannot contest an Axis Sub Fleet there', () => {
    const state = put(teaching(), ['jp-6-fleet', pool('axis')], ['ru-1-red-banner', 'w4317']);
    expectCodes(contestViolations(state, 'soviet', 'ru-far-east-af', pending('axis', 'jp-6-fleet', SWB)), ['contest.cannotContest']);
  });
});

describe('Who contests, with what (2.2.3, 2.2.3.2)', () => {
  const s = pending('western', 'br-force-b', hex('w2618'));

  it('CT-1 2.2.3.2 the contesting unit comes from the faction\'s Force Pool', () => {
    expectCodes(contestViolations(teaching(), 'axis', 'jp-22-flotilla', s), ['contest.notInForcePool']);
    expectCodes(contestViolations(teaching(), 'axis', 'no-such-unit', s), ['contest.unknownUnit']);
    expectCodes(contestViolations(teaching(), 'axis', 'jp-56-div', s), ['contest.notSupportUnit']);
    expectCodes(contestViolations(teaching(), 'soviet', 'jp-3-air-div', s), ['contest.notInForcePool']);
  });

  it('CT-1 2.2.3 only a non-phasing faction contests, and only while a placement is pending', () => {
    expectCodes(contestViolations(teaching(), 'western', 'br-221-group', s), ['contest.phasingFaction']);
    expectCodes(contestViolations(teaching(), 'axis', 'jp-3-air-div', situation('western')), ['contest.nothingPending']);
    expectCodes(contestViolations(teaching(), 'axis', 'jp-3-air-div', pending('western', 'ghost', hex('w2618'))), ['contest.unknownPending']);
    expectCodes(contestViolations(teaching(), 'axis', 'jp-3-air-div', pending('western', 'br-force-b', hex('w9999'))), ['contest.unknownHex']);
  });

  it('CT-16 2.2.3.2 a contest takes one support unit: each candidate is listed on its own', () => {
    const state = put(teaching(), ['jp-5-air-div', pool('axis')]);
    expect(contestingUnits(state, 'axis', s)).toEqual(['jp-3-air-div', 'jp-5-air-div']);
  });

  it('AP-6 2.2.3.1 an Interceptor contests as if it were an Air Force (within three hexes of a Japanese Air Base)', () => {
    const state = put(teaching(), ['jp-5-air-div', pool('axis')]);
    expect(contestViolations(state, 'axis', 'jp-5-air-div', s)).toEqual([]);
    expect(contestSides(state, 'axis', 'jp-5-air-div', s)).toEqual(['airForce']);
    expectCodes(contestViolations(state, 'axis', 'jp-5-air-div', pending('western', 'br-force-b', hex('w2514'))), ['placement.airForceOutOfRange']);
  });

  it('CT-4 CT-13 2.2.3.2 Bombers and Sub Fleets are named nowhere in the contest lists: they never contest', () => {
    const state = put(teaching(), ['jp-6-fleet', pool('axis')]);
    const vs = contestViolations(state, 'axis', 'jp-6-fleet', s);
    expect(codes(vs)).toEqual(['contest.cannotContest']);
    expectCodes(contestViolations(state, 'axis', 'jp-6-fleet', s, 'cvFleet'), ['contest.cannotContest']);
  });

  it('CT-1 2.2.3.2 a unit asked to contest on a side it does not have is refused', () => {
    expectCodes(contestViolations(teaching(), 'axis', 'jp-3-air-div', s, 'cvStrike'), ['contest.wrongSide']);
  });
});
