import { describe, expect, it } from 'vitest';
import { airBases } from '../../../../src/ds/rules/placement/bases.ts';
import { placementContext } from '../../../../src/ds/rules/placement/context.ts';
import { placementFollowUp, supportPlacementTargets, supportPlacementViolations } from '../../../../src/ds/rules/placement/index.ts';
import { changeSupport, expectCodes, hex, load, pool, put, situation, SOUTH_PACIFIC, station, SWB, TEACHING, unsupplied } from './helpers.ts';

const western = situation('western');
const axis = situation('axis');

/** DS-EX-03: a supplied British ground unit in Singapore (w3218) instead of the Japanese 25th Army. */
const britishSingapore = () => put(load(TEACHING), ['jp-25-army', pool('axis')], ['br-5-div', 'w3218']);

describe('DS-EX-03 2.2.3.1 Air Force range from a same-nationality Air Base: Singapore', () => {
  it('DS-EX-03 (a) AP-1 AP-2 a British Air Force may be placed in any hex from Singapore out to three hexes', () => {
    const state = britishSingapore();
    const targets = supportPlacementTargets(state, 'br-221-group', western).flatMap((t) => (t.kind === 'hex' ? [t.hex] : []));
    const grid = state.board.grid;
    // Every hex within three of Singapore that an Air Unit Path reaches, none farther (no other British Air Base near).
    const within = grid.within('w3218', 3).filter((h) => targets.includes(h));
    expect(within.length).toBe(grid.within('w3218', 3).length);
    // And every hex listed is within three hexes of some British Air Base.
    const bases = airBases(placementContext(state, []), 'british', 'western');
    expect(bases).toContain('w3218');
    expect(targets.every((h) => bases.some((b) => grid.distance(b, h) <= 3))).toBe(true);
  });

  it('DS-EX-03 (a) AP-1 four hexes away is out of range, and the message names Singapore', () => {
    const vs = supportPlacementViolations(britishSingapore(), 'br-221-group', hex('w3214'), western);
    expectCodes(vs, ['placement.airForceOutOfRange']);
    expect(vs[0]!.message).toBe('Singapore (w3218) is the nearest British Air Base, 4 hexes away; an Air Force is placed within 3 hexes of an Air Base of its nationality (2.2.3.1).');
  });

  it('DS-EX-03 (b) AP-1 a US Air Force cannot be placed there: it needs a US Air Base', () => {
    const state = changeSupport(britishSingapore(), 'us-10-af', { type: 'airForce' });
    const vs = supportPlacementViolations(state, 'us-10-af', hex('w3318'), western);
    expectCodes(vs, ['placement.noAirBase']);
    expect(vs[0]!.message).toContain('There is no US Air Base on the map');
  });
});

describe('DS-EX-04 2.2.3.1 Air Force in an On Station Box: Saigon', () => {
  /** Every Japanese ground unit but the Southern Army HQ in Saigon (w3619) out of supply. */
  const onlySaigon = () => {
    const t = load(TEACHING);
    const others = t.counters.all().filter((p) => p.counter.kind === 'ground' && p.counter.nationality === 'japanese' && p.counter.id !== 'jp-southern-hq');
    return unsupplied(t, ...others.map((p) => p.counter.id));
  };

  it('DS-EX-04 AP-4 the Saigon Naval Base lets the Axis place a Japanese Air Force in the South China Sea On Station Box', () => {
    expect(supportPlacementViolations(onlySaigon(), 'jp-3-air-div', station('southChinaSea'), axis)).toEqual([]);
  });

  it('DS-EX-04 AP-5 CV-9 once successfully placed there, the Axis decides whether it becomes an Escort Troop Convoy', () => {
    const s = situation('axis', { pending: { unit: 'jp-3-air-div', to: station('southChinaSea') } });
    expect(placementFollowUp(onlySaigon(), s)).toBe('escortDecision');
  });

  it('DS-EX-04 AP-4 without a Japanese Naval Base in the zone, no On Station placement', () => {
    const state = unsupplied(onlySaigon(), 'jp-southern-hq');
    const vs = supportPlacementViolations(state, 'jp-3-air-div', station('southChinaSea'), axis);
    expectCodes(vs, ['placement.noNavalBaseInZone']);
  });

  it('AP-1 2.2.3.1 an Air Force is not placed in the Strategic Warfare Box', () => {
    expectCodes(supportPlacementViolations(load(TEACHING), 'jp-3-air-div', SWB, axis), ['placement.wrongPlace']);
  });
});

describe('DS-EX-05 2.2.3.1 Bomber to the Strategic Warfare Box: Saipan', () => {
  it('DS-EX-05 AP-8 a supplied US ground unit in Saipan (e3906) lets the Western faction place a US Bomber in the Strategic Warfare Box', () => {
    expect(supportPlacementViolations(load(SOUTH_PACIFIC), 'us-20-af', SWB, western)).toEqual([]);
  });

  it('DS-EX-05 AP-8 with no US Air Base anywhere, it cannot', () => {
    const state = unsupplied(load(SOUTH_PACIFIC), 'us-saipan-div', 'us-guadalcanal-div');
    expectCodes(supportPlacementViolations(state, 'us-20-af', SWB, western), ['placement.noAirBase']);
  });

  it('DS-EX-05 AP-8 no Air Unit Path is traced: the Bomber may go there even with every hex around its bases in Mud', () => {
    const t = load(SOUTH_PACIFIC);
    const state = { ...t, weatherAreas: { southMonsoon: { ...t.weatherAreas['southMonsoon']!, weather: 'mud' as const }, northMonsoon: { ...t.weatherAreas['northMonsoon']!, weather: 'mud' as const } } };
    expect(supportPlacementViolations(state, 'us-20-af', SWB, western)).toEqual([]);
  });
});

describe('Bomber in a hex (2.2.3.1)', () => {
  it('AP-7 2.2.3.1 a Bomber goes in a Land hex within nine hexes of an Air Base of its nationality', () => {
    const t = load(SOUTH_PACIFIC);
    // Rabaul (e2809) is 3 hexes from the US Air Base in Guadalcanal (e2611).
    expect(supportPlacementViolations(t, 'us-20-af', hex('e2809'), western)).toEqual([]);
    expectCodes(supportPlacementViolations(t, 'us-20-af', hex('e2710'), western), ['placement.bomberNotLand']);
    expectCodes(supportPlacementViolations(t, 'us-20-af', station('coralSea'), western), ['placement.wrongPlace']);
    const landTargets = supportPlacementTargets(t, 'us-20-af', western);
    expect(landTargets.every((x) => x.kind === 'strategicWarfareBox' || (x.kind === 'hex' && t.board.hexes[x.hex]?.terrain !== 'allSea'))).toBe(true);
  });

  it('AP-7 2.2.3.1 ten hexes from every US Air Base is out of range', () => {
    // Saipan (e3906) alone: Kavieng (e2908) is 10 hexes from it.
    const t = unsupplied(load(SOUTH_PACIFIC), 'us-guadalcanal-div');
    const vs = supportPlacementViolations(t, 'us-20-af', hex('e2908'), western);
    expectCodes(vs, ['placement.bomberOutOfRange']);
    expect(vs[0]!.message).toContain('Saipan (e3906) is the nearest US Air Base, 10 hexes away; a Bomber is placed within 9 hexes');
  });

  it('AP-9 2.2.3.1 once successfully placed in a hex, the Bomber flips to its Devastation side', () => {
    const s = situation('western', { pending: { unit: 'us-20-af', to: hex('e2809') } });
    expect(placementFollowUp(load(SOUTH_PACIFIC), s)).toBe('devastation');
    expect(placementFollowUp(load(SOUTH_PACIFIC), { ...s, pending: { unit: 'us-20-af', to: SWB } })).toBe('none');
  });
});
