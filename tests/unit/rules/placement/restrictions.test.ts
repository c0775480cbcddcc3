import { describe, expect, it } from 'vitest';
import { contestViolations, cvStrikeViolations, placementLimitsToWeigh, supportPlacementViolations } from '../../../../src/ds/rules/placement/index.ts';
import { isNamed, kamikazesInForce } from '../../../../src/ds/rules/placement/restrictions.ts';
import { changeSupport, expectCodes, hex, load, NORTH_SEAS, pool, put, situation, SOUTH_PACIFIC, station, SWB, TEACHING, weather, withGame } from './helpers.ts';
import { withPlaced } from '../../../../src/ds/model/contents.ts';

const western = situation('western');
const axis = situation('axis');
const teaching = () => load(TEACHING);
/** The Western CV Strike successfully placed in Telekbetung (w2818), as in the Java example. */
const cvStrikeInTelekbetung = () => changeSupport(put(teaching(), ['br-eastern-cv', 'w2818']), 'br-eastern-cv', { flipped: true });

describe('Air Unit Restrictions (2.2.3.3)', () => {
  it('PR-1 2.2.3.3 an Air Force is not placed in or adjacent to a hex with a successfully placed friendly Air unit', () => {
    const state = cvStrikeInTelekbetung();
    const vs = supportPlacementViolations(state, 'br-221-group', hex('w2718'), western);
    expect(vs.map((v) => v.code)).toContain('placement.friendlyAirAdjacent');
    expect(vs.find((v) => v.code === 'placement.friendlyAirAdjacent')!.message).toContain('Eastern Fleet Carriers (British CV Strike) is already placed in Telekbetung (w2818), next to hex w2718');
    expect(supportPlacementViolations(state, 'au-raaf-nw', hex('w2818'), western).map((v) => v.code)).toContain('placement.friendlyAirAdjacent');
  });

  it('PR-1 2.2.3.3 a Bomber or Fleet unit can be placed adjacent to a friendly Air unit', () => {
    const state = cvStrikeInTelekbetung();
    expect(supportPlacementViolations(state, 'br-force-b', hex('w2717'), western)).toEqual([]);
    const bomber = put(state, ['br-5-div', 'w2719']);
    expect(supportPlacementViolations(changeSupport(bomber, 'us-10-af', { nationality: 'british' }), 'us-10-af', hex('w2819'), western)).toEqual([]);
  });

  it('PR-2 2.2.3.3 no support unit is placed in or adjacent to a hex with a successfully placed enemy Air unit', () => {
    const state = put(teaching(), ['jp-3-air-div', 'w2718']);
    const vs = supportPlacementViolations(state, 'br-force-b', hex('w2717'), western);
    expectCodes(vs, ['placement.enemyAirAdjacent']);
    expect(vs[0]!.message).toContain('The enemy 3rd Air Division (Japanese Air Force) is placed in hex w2718, next to hex w2717');
    expect(supportPlacementViolations(state, 'br-force-b', hex('w2617'), western)).toEqual([]);
  });

  it('PR-2 2.2.3.3 the enemy Air unit does not stop a contest (the Java example, see contest tests) nor an On Station placement', () => {
    const state = put(teaching(), ['jp-3-air-div', 'w2718']);
    expect(supportPlacementViolations(state, 'br-force-b', station('bayOfBengal'), western)).toEqual([]);
    const s = situation('axis', { pending: { unit: 'jp-malaya-force', to: hex('w2717') } });
    const pending = put(teaching(), ['jp-malaya-force', pool('axis')], ['ru-far-east-af', 'w2718']);
    expect(contestViolations(pending, 'western', 'br-force-b', s).map((v) => v.code)).not.toContain('placement.enemyAirAdjacent');
  });

  it('PR-2 R-ENEMIES a Soviet Air unit is an enemy of the Western faction too', () => {
    const state = put(teaching(), ['ru-far-east-af', 'w2718']);
    expectCodes(supportPlacementViolations(state, 'br-force-b', hex('w2717'), western), ['placement.enemyAirAdjacent']);
  });
});

describe('Weather Restrictions (2.2.3.3)', () => {
  it('PR-4 2.2.3.3 an air unit is not placed in any hex of a Weather Area with Mud, All-Sea hexes included', () => {
    const state = weather(teaching(), 'southMonsoon', 'mud');
    expectCodes(supportPlacementViolations(state, 'jp-3-air-div', hex('w2819'), axis), ['placement.airInMud']);
    expect(supportPlacementViolations(state, 'jp-3-air-div', hex('w2717'), axis).map((v) => v.code)).toContain('placement.airInMud');
  });

  it('PR-4 2.2.3.3 R-PR4-AIR Bombers too; Fleet units not', () => {
    const state = weather(put(teaching(), ['br-5-div', 'w2719']), 'southMonsoon', 'mud');
    const bomber = changeSupport(state, 'us-10-af', { nationality: 'british' });
    expect(supportPlacementViolations(bomber, 'us-10-af', hex('w2719'), western).map((v) => v.code)).toContain('placement.airInMud');
    expect(supportPlacementViolations(state, 'br-force-b', hex('w2618'), western)).toEqual([]);
  });

  it('PR-5 2.2.3.3 North Weather Area in Snow: no support unit in an All-Sea hex of the Sea of Japan', () => {
    const north = load(NORTH_SEAS);
    const snow = weather(north, 'north', 'snow');
    expect(supportPlacementViolations(north, 'br-pacific-fleet', hex('w5227'), western)).toEqual([]);
    const vs = supportPlacementViolations(snow, 'br-pacific-fleet', hex('w5227'), western);
    expectCodes(vs, ['placement.northSnow']);
    expect(vs[0]!.message).toBe('The North Weather Area has Snow, so no support unit is placed in an All-Sea hex of the Sea of Japan (2.2.3.3).');
    // On Station Boxes are not All-Sea hexes.
    expect(supportPlacementViolations(snow, 'br-pacific-fleet', station('seaOfJapan'), western)).toEqual([]);
  });

  it('PR-6 2.2.3.3 North Monsoon in Mud: no support unit in an All-Sea hex of the Bay of Bengal or South China Sea', () => {
    const state = weather(teaching(), 'northMonsoon', 'mud');
    // w2717 lies in the South Monsoon area but in the Bay of Bengal Naval Zone: the zone decides.
    expectCodes(supportPlacementViolations(state, 'br-eastern-cv', hex('w2717'), western), ['placement.northMonsoonMud']);
    expect(supportPlacementViolations(state, 'br-eastern-cv', station('bayOfBengal'), western)).toEqual([]);
  });

  it('PR-7 2.2.3.3 South Monsoon in Mud: no support unit in an All-Sea hex of the Arafura Sea or Bismarck Sea', () => {
    const state = put(weather(load(SOUTH_PACIFIC), 'southMonsoon', 'mud'), ['us-tf11', 'e3009']);
    const s = situation('western', { placed: ['us-tf11'] });
    // A CV Strike into an All-Sea hex of the Bismarck Sea (e2909).
    expect(cvStrikeViolations(state, 'us-tf11', 'e2909', s).map((v) => v.code)).toEqual(['placement.airInMud', 'placement.southMonsoonMud']);
    expect(supportPlacementViolations(state, 'us-tf44', hex('e2607'), western)).toEqual([]);
  });

  it('R-NAMED-AREAS zones and Weather Areas are known by id or printed name', () => {
    expect(isNamed({ id: 'seaOfJapan', name: 'Japan Sea' }, ['Sea of Japan'])).toBe(true);
    expect(isNamed({ id: 'z7', name: 'Sea of Japan' }, ['Sea of Japan'])).toBe(true);
    expect(isNamed({ id: 'z7', name: 'Yellow Sea' }, ['Sea of Japan'])).toBe(false);
  });
});

describe('Other Restrictions (2.2.3.3)', () => {
  it('PR-8 2.2.3.3 no support unit can be placed in Pre-War', () => {
    const state = withGame(teaching(), { preWar: true });
    expectCodes(supportPlacementViolations(state, 'br-force-b', hex('w2618'), western), ['placement.preWar']);
    expectCodes(supportPlacementViolations(withGame(load(SOUTH_PACIFIC), { preWar: true }), 'us-20-af', SWB, western), ['placement.preWar']);
  });

  it('PR-9 2.2.3.3 with the Kamikazes marker in the Strategic Warfare Box, no Japanese Air Force, Surface Fleet, CV Fleet or CV Strike in a hex or On Station Box in the Axis Faction Turn', () => {
    const state = withGame(put(teaching(), ['jp-malaya-force', pool('axis')]), { kamikazes: true });
    expect(kamikazesInForce(state)).toBe(true);
    expectCodes(supportPlacementViolations(state, 'jp-3-air-div', hex('w2819'), axis), ['placement.kamikazes']);
    expectCodes(supportPlacementViolations(state, 'jp-malaya-force', station('southChinaSea'), axis), ['placement.kamikazes']);
    // A Sub Fleet or Bomber is not named.
    const sub = put(state, ['jp-6-fleet', pool('axis')]);
    expect(supportPlacementViolations(sub, 'jp-6-fleet', station('southChinaSea'), axis)).toEqual([]);
  });

  it('PR-9 2.2.3.3 those units may still contest in an Allied Faction Turn', () => {
    const state = withGame(teaching(), { kamikazes: true });
    const s = situation('western', { pending: { unit: 'br-force-b', to: hex('w2618') } });
    expect(contestViolations(state, 'axis', 'jp-3-air-div', s)).toEqual([]);
  });

  it('PR-9 R-KAMIKAZES the Kamikazes marker in the Strategic Warfare Box is enough', () => {
    const t = teaching();
    const withMarker = withPlaced(t, { counter: { kind: 'marker' as const, id: 'kamikazes', type: 'kamikazes' as const, delayStripe: false }, at: { kind: 'strategicWarfareBox' as const } });
    expect(kamikazesInForce(t)).toBe(false);
    expect(kamikazesInForce(withMarker)).toBe(true);
  });

  it('PR-10 2.2.3.3 Policies, Truces and Failures are named for the player to weigh, not enforced (R-POLICY)', () => {
    const t = teaching();
    const state = { ...t, facts: { ...t.facts, failures: ['siam'] }, countries: { ...t.countries, siam: { ...t.countries['siam']!, truces: ['western' as const] } } };
    expect(placementLimitsToWeigh(state, hex('w3619'), 'axis')).toEqual(['French Indochina: Policy "Japanese bases by the 1940-41 agreements with Vichy France (sample)" (13.6.1)']);
    expect(placementLimitsToWeigh(state, hex('w3817'), 'western')).toEqual(['Siam has a Truce with the Western faction (13.6.2)', 'Siam: Failure in effect (14.12/14.15)']);
    expect(placementLimitsToWeigh(state, station('bayOfBengal'), 'western')).toEqual([]);
    expect(supportPlacementViolations(state, 'jp-3-air-div', hex('w3619'), axis)).toEqual([]);
  });
});
