import { describe, expect, it } from 'vitest';
import { retreatBlocked, retreatHexes, retreatViolations } from '../../../../src/ds/rules/combat/after-api.ts';
import type { RetreatProgress } from '../../../../src/ds/model/combat.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { hex, move, pool, teaching, unit, withCounter, withUnit, codes } from './retreat-fixtures.ts';

const defender = (faction: RetreatProgress['faction'], force: string[], from: string, remaining = 1): RetreatProgress =>
  ({ side: 'defender', faction, force, at: from, defendingHex: from, path: [from], remaining });

/** Taihoku with the Chinese unit in Foochow gone. */
const taihoku = (): DsGameState => move(teaching(), 'ch-3-war-zone', pool('western'));

describe('4.2.5.2 Retreat Restrictions', () => {
  it('RR-1 4.2.5.2 a force with a participating unit of Movement Allowance 0 cannot Retreat', () => {
    const s = withUnit(teaching(), unit('br-fort', { nationality: 'british', type: 'fortress', values: { attack: 0, defense: 2, movement: 0 } }), hex('w4114'));
    expect(codes(retreatBlocked(s, defender('western', ['br-2-div', 'br-fort'], 'w4114')))).toEqual(['retreat.movementAllowanceZero']);
    expect(retreatHexes(s, defender('western', ['br-2-div', 'br-fort'], 'w4114'))).toEqual([]);
  });

  it('RR-2 4.2.5.2 a force with a participating HQ (an RS HQ included) cannot Retreat', () => {
    const s = teaching();
    const r = defender('western', ['br-2-div', 'br-eastern-hq'], 'w4114');
    expect(codes(retreatBlocked(s, r))).toEqual(['retreat.hqInForce']);
    expect(codes(retreatViolations(s, r, 'w4214'))).toEqual(['retreat.hqInForce']);
  });

  it('RR-3 4.2.5.2 no Retreat into an Off-Map Box', () => {
    const s = teaching();
    const box = Object.keys(s.offMapBoxes)[0] ?? 'indianOcean';
    expect(codes(retreatViolations(s, defender('western', ['br-2-div'], 'w4114'), box))).toEqual(Object.keys(s.offMapBoxes).length > 0 ? ['retreat.offMapBox'] : ['retreat.unknownHex']);
  });

  it('RR-4 4.2.5.2 no Retreat into an enemy unit, enemy Airdrop or enemy Beachhead; an enemy Detachment or a friendly Airdrop is fine', () => {
    const s = teaching();
    const r = defender('western', ['br-2-div'], 'w4114');
    expect(codes(retreatViolations(withUnit(s, unit('jp-x'), hex('w4115')), r, 'w4115'))).toContain('retreat.enemyUnit');
    const marker = (st: DsGameState, id: string, type: 'airdrop' | 'detachment', faction: 'axis' | 'western'): DsGameState =>
      withCounter(st, { kind: 'marker', id, type, faction, delayStripe: false }, hex('w4115'));
    expect(codes(retreatViolations(marker(s, 'ax-ad', 'airdrop', 'axis'), r, 'w4115'))).toContain('retreat.enemyAirdrop');
    expect(codes(retreatViolations(withCounter(s, { kind: 'marker', id: 'ax-bh', type: 'beachhead', faction: 'axis', level: 1, snlf: false, delayStripe: false }, hex('w4115')), r, 'w4115'))).toContain('retreat.enemyBeachhead');
    expect(codes(retreatViolations(marker(s, 'ax-det', 'detachment', 'axis'), r, 'w4115')).filter((c) => c.startsWith('retreat.enemy'))).toEqual([]);
    expect(codes(retreatViolations(marker(s, 'we-ad', 'airdrop', 'western'), r, 'w4115')).filter((c) => c.startsWith('retreat.enemy'))).toEqual([]);
  });

  it('DS-EX-32 RR-5 4.2.5.2 Taihoku: a unit in Taihoku (w4324) can Retreat into Foochow (w4424) across the Strait, but not into Amoy (w4323)', () => {
    const s = taihoku();
    const r = defender('axis', ['jp-formosa-army'], 'w4324');
    expect(retreatViolations(s, r, 'w4424')).toEqual([]);
    expect(codes(retreatViolations(s, r, 'w4323'))).toEqual(['retreat.acrossAllSea']);
    expect(retreatHexes(s, r)).toContain('w4424');
    expect(retreatHexes(s, r)).not.toContain('w4323');
  });

  it('RR-5 4.2.5.2 an All-Sea hexside is crossed when it is a Beachhead Hexside', () => {
    const s = withCounter(taihoku(), { kind: 'marker', id: 'ax-bh', type: 'beachhead', faction: 'axis', level: 1, snlf: false, delayStripe: false }, { kind: 'hex', hex: 'w4324', arrowTo: 'w4323' });
    expect(codes(retreatViolations(s, defender('axis', ['jp-formosa-army'], 'w4324'), 'w4323'))).not.toContain('retreat.acrossAllSea');
  });

  it('RR-6 4.2.5.2 no Retreat into a Neutral Minor Country or a Policy Affected Country', () => {
    const s = teaching();
    const neutral: DsGameState = { ...s, countries: { ...s.countries, india: { ...s.countries['india']!, status: 'neutral' } } };
    expect(codes(retreatViolations(neutral, defender('western', ['br-2-div'], 'w4114'), 'w4214'))).toContain('retreat.neutralOrPolicyAffected');
  });
});
