import { describe, expect, test } from 'vitest';
import { attackLimitsToWeigh, attackOptions, attackViolations, isMarkerOnlyHex } from '../../../../src/ds/rules/combat/attack-api.ts';
import type { AttackDeclaration } from '../../../../src/ds/model/combat.ts';
import type { DsGameState } from '../../../../src/ds/model/index.ts';
import { add, arena, hexside, put, record, TARGET, terrain, unitLike, weather } from './attack-situation.ts';

const codes = (s: DsGameState, a: Omit<AttackDeclaration, 'target'>, mode: 'blitz' | 'regular' = 'regular', rec = record) =>
  attackViolations(s, mode, { target: TARGET, ...a }, rec).map((v) => v.code);
const axisVsBritish = () => put(put(arena('axis'), 'jp-16-army', 'w4211'), 'br-2-div', TARGET);

describe('4.2.1 Attacks, 4.2.1.1 Attack Restrictions', () => {
  test('AT-1 AT-3 4.2.1 an adjacent phasing ground unit may attack a hex holding an enemy ground unit', () => {
    expect(codes(axisVsBritish(), { attackers: ['jp-16-army'] })).toEqual([]);
  });
  test('AT-3 4.2.1 the target must hold an enemy ground unit or marker, and attackers must be adjacent phasing ground units', () => {
    expect(codes(put(arena('axis'), 'jp-16-army', 'w4211'), { attackers: ['jp-16-army'] })).toContain('attack.noEnemy');
    const s = put(axisVsBritish(), 'jp-38-div', 'w4212');
    expect(codes(s, { attackers: ['jp-38-div'] })).toEqual(['attack.notAdjacent']);
    expect(codes(s, { attackers: ['nobody'] })).toEqual(['attack.unknownUnit']);
    expect(codes(s, { attackers: ['jp-3-air-div'] })).toEqual(['attack.notGroundUnit']);
    expect(codes(put(s, 'in-34-div', 'w4209'), { attackers: ['in-34-div'] })).toEqual(['attack.notPhasing']);
    expect(codes(s, { attackers: [] })).toEqual(['attack.noAttackers']);
    expect(attackViolations(s, 'regular', { target: 'x9999', attackers: ['jp-16-army'] }, record).map((v) => v.code)).toEqual(['attack.unknownHex']);
  });
  test('AT-5 AT-7 4.2.1 a hex is attacked, and a unit attacks, once per Combat Segment', () => {
    const s = axisVsBritish();
    expect(codes(s, { attackers: ['jp-16-army'] }, 'regular', { ...record, attackedHexes: [TARGET] })).toContain('attack.hexAlreadyAttacked');
    expect(codes(s, { attackers: ['jp-16-army'] }, 'regular', { ...record, unitsThatAttacked: ['jp-16-army'] })).toContain('attack.unitAlreadyAttacked');
  });
  test('AT-8 4.2.1 an unsupplied unit may attack', () => {
    const s = axisVsBritish();
    expect(codes({ ...s, facts: { ...s.facts, unsupplied: ['jp-16-army'] } }, { attackers: ['jp-16-army'] })).toEqual([]);
  });
  test('AT-12 4.2.1.1 a unit with an Attack Factor of 0 cannot attack', () => {
    const s = put(axisVsBritish(), 'jp-35-bde', 'w4209');
    expect(codes(s, { attackers: ['jp-35-bde'] })).toContain('attack.zeroAttackFactor');
  });
  test('AT-13 4.2.1.1 without a raw 1-3 the attack cannot be made (the defender\'s Ranged Support HQ is left out)', () => {
    let s = put(put(put(arena('axis'), 'jp-5-div', 'w4211'), 'br-2-div', TARGET), 'in-34-div', TARGET);
    expect(codes(s, { attackers: ['jp-5-div'] })).toEqual(['attack.oddsBelowOneToThree']);
    s = put(s, 'in-34-div', 'w4309');
    expect(codes(s, { attackers: ['jp-5-div'] })).toEqual([]);
  });
  test('DS-CL-04 AT-14 4.2.1.1 Japanese + regular Siamese + Hopeh Exp may attack together; a regular Hopeh unit may not join', () => {
    let s = put(put(axisVsBritish(), 'si-phayap', 'w4209'), 'jp-38-div', 'w4110');
    s = add(s, unitLike(s, 'jp-38-div', { id: 'ho-exp', nationality: 'hopeh', exp: true }), 'w4110');
    s = add(s, unitLike(s, 'jp-38-div', { id: 'ho-reg', nationality: 'hopeh', exp: false }), 'w4109');
    expect(codes(s, { attackers: ['jp-16-army', 'si-phayap', 'ho-exp'] })).toEqual([]);
    expect(codes(s, { attackers: ['jp-16-army', 'si-phayap', 'ho-exp', 'ho-reg'] })).toEqual(['attack.minorCountryMix']);
  });
  test('AT-15 4.2.1.1 a Minor Country unit with a Mobilizing marker in its Capital attacks only inside its country', () => {
    let s = put(axisVsBritish(), 'si-phayap', 'w4209');
    const capital = s.countries.siam!.capital ?? 'w3917';
    s = { ...s, countries: { ...s.countries, siam: { ...s.countries.siam!, capital } } };
    s = add(s, { kind: 'marker', id: 'mob', type: 'mobilizing', delayStripe: false }, capital);
    expect(codes(s, { attackers: ['si-phayap'] })).toContain('attack.minorCountryStatus');
  });
  test('AT-16 MA-1 4.2.1.1 4.2.1.3 no attack across an All-Sea hexside, except a supplied marine or across a Beachhead Hexside', () => {
    let s = hexside(axisVsBritish(), 'w4211', TARGET, ['allSea']);
    expect(codes(s, { attackers: ['jp-16-army'] })).toEqual(['attack.acrossAllSea']);
    s = add(s, unitLike(s, 'jp-38-div', { id: 'jp-snlf', type: 'marine' }), 'w4211');
    expect(codes(s, { attackers: ['jp-snlf'] })).toEqual([]);
    expect(codes({ ...s, facts: { ...s.facts, unsupplied: ['jp-snlf'] } }, { attackers: ['jp-snlf'] })).toEqual(['attack.acrossAllSea']);
    s = put(s, 'ax-bh-1', 'w4211', TARGET);
    expect(codes(s, { attackers: ['jp-16-army'] })).toEqual([]);
  });
  test('AT-16 4.2.1.1 R-STRAIT-ATTACK any unit may attack across a Strait', () => {
    expect(codes(hexside(axisVsBritish(), 'w4211', TARGET, ['allSea', 'strait']), { attackers: ['jp-16-army'] })).toEqual([]);
  });
  test('AT-17 4.2.1.1 no attack during Pre-War', () => {
    const s = axisVsBritish();
    expect(codes({ ...s, game: { ...s.game, preWar: true } }, { attackers: ['jp-16-army'] })).toEqual(['attack.preWar']);
    expect(attackOptions({ ...s, game: { ...s.game, preWar: true } }, 'regular', record)).toEqual([]);
  });
  test('AT-18 4.2.1.1 R-TRUCE-ATTACK a Truce with the target\'s country is named for the player to weigh, not enforced', () => {
    const s = axisVsBritish();
    const t = { ...s, countries: { ...s.countries, india: { ...s.countries.india!, truces: ['axis' as const] } } };
    expect(codes(t, { attackers: ['jp-16-army'] })).toEqual([]);
    expect(attackLimitsToWeigh(t, TARGET, 'axis')).toEqual([`${t.countries.india!.name} has a Truce with the Axis faction (13.6.2)`]);
    expect(attackLimitsToWeigh(t, TARGET, 'western')).toEqual([]);
  });
  test('AT-20 4.2.2 a hex with only an enemy Detachment or Logistics marker is a marker-only hex', () => {
    const s = put(put(arena('axis'), 'jp-16-army', 'w4211'), 'br-det-1', TARGET);
    expect(isMarkerOnlyHex(s, TARGET, 'axis')).toBe(true);
    expect(codes(s, { attackers: ['jp-16-army'] })).toEqual([]);
    expect(isMarkerOnlyHex(put(s, 'br-2-div', TARGET), TARGET, 'axis')).toBe(false);
  });
  test('BC-1 4.1.2 in Blitz Combat every attacker must be Blitz-enabled', () => {
    const s = axisVsBritish();
    expect(codes(s, { attackers: ['jp-16-army'] }, 'blitz')).toEqual(['attack.notBlitzEnabled']);
    expect(codes(put(s, 'ax-blitz-1', 'w4212'), { attackers: ['jp-16-army'] }, 'blitz')).toEqual([]);
  });
  test('BC-3 4.1.2 no Blitz attack into Mud, Storms or Snow; Blitz-enabled Russians may attack into Snow', () => {
    const s = put(axisVsBritish(), 'ax-blitz-1', 'w4212');
    for (const w of ['mud', 'storms', 'snow'] as const) expect(codes(weather(s, w), { attackers: ['jp-16-army'] }, 'blitz')).toEqual(['attack.blitzWeather']);
    expect(codes(weather(s, 'mud'), { attackers: ['jp-16-army'] }, 'regular')).toEqual([]);
    let r = put(put(arena('soviet'), 'jp-16-army', TARGET), 'so-blitz-1', 'w4211');
    r = add(r, unitLike(r, 'jp-38-div', { id: 'ru-army', nationality: 'russian' }), 'w4211');
    expect(codes(weather(r, 'snow'), { attackers: ['ru-army'] }, 'blitz')).toEqual([]);
    expect(codes(weather(r, 'mud'), { attackers: ['ru-army'] }, 'blitz')).toEqual(['attack.blitzWeather']);
  });
  test('AT-9 4.2.1 attackOptions: units of one hex may attack apart, and every listed declaration is legal', () => {
    let s = put(put(axisVsBritish(), 'jp-38-div', 'w4211'), 'jp-southern-hq', 'w4212');
    s = terrain(s, 'w4212', 'clear');
    const opts = attackOptions(s, 'regular', record);
    for (const o of opts) expect(attackViolations(s, 'regular', o, record)).toEqual([]);
    const keys = opts.map((o) => `${o.attackers.join('+')}${o.rangedSupport ? `/${o.rangedSupport}` : ''}`);
    expect(keys).toEqual(expect.arrayContaining(['jp-16-army', 'jp-38-div', 'jp-38-div+jp-16-army', 'jp-16-army/jp-southern-hq']));
    expect(opts.every((o) => o.target === TARGET)).toBe(true);
  });
});
