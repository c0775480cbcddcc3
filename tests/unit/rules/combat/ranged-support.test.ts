import { describe, expect, test } from 'vitest';
import { attackViolations, defensiveSupportOptions, defensiveSupportViolations } from '../../../../src/ds/rules/combat/attack-api.ts';
import { hqPathMayEnter } from '../../../../src/ds/rules/combat/ranged-support.ts';
import type { DsGameState } from '../../../../src/ds/model/index.ts';
import { arena, put, record, TARGET, unitLike, add, terrain } from './attack-situation.ts';

const axis = () => put(put(put(arena('axis'), 'jp-16-army', 'w4211'), 'br-2-div', TARGET), 'jp-southern-hq', 'w4212');
const rs = (s: DsGameState, hq: string, attackers = ['jp-16-army'], mode: 'blitz' | 'regular' = 'regular', rec = record) =>
  attackViolations(s, mode, { target: TARGET, attackers, rangedSupport: hq }, rec).map((v) => v.code);

describe('4.2.1.2 HQ Ranged Support', () => {
  test('HQ-5 HQ-10 4.2.1.2 a supplied HQ two hexes away may support an attack with a unit of its nationality', () => {
    expect(rs(axis(), 'jp-southern-hq')).toEqual([]);
  });
  test('HQ-5 4.2.1.2 three hexes away is out of range', () => {
    expect(rs(put(axis(), 'jp-southern-hq', 'w4213'), 'jp-southern-hq')).toEqual(['rangedSupport.outOfRange']);
  });
  test('HQ-6 4.2.1.2 the path enters no Neutral or Policy Affected country (nor their Dependents)', () => {
    const s = axis();
    const neutral = { ...s, countries: { ...s.countries, india: { ...s.countries.india!, status: 'neutral' as const } } };
    expect(hqPathMayEnter(neutral, 'w4211')).toBe(false);
    expect(hqPathMayEnter(s, 'w4211')).toBe(true);
  });
  test('HQ-1 4.2.1.2 only a supplied HQ', () => {
    const s = axis();
    expect(rs({ ...s, facts: { ...s.facts, unsupplied: ['jp-southern-hq'] } }, 'jp-southern-hq')).toEqual(['rangedSupport.unsupplied']);
  });
  test('HQ-2 4.2.1.2 the combat must include a ground unit of the HQ\'s nationality', () => {
    const s = put(put(axis(), 'si-phayap', 'w4209'), 'jp-16-army', 'w4312');
    expect(rs(s, 'jp-southern-hq', ['si-phayap'])).toEqual(['rangedSupport.nationality']);
  });
  test('HQ-7 4.2.1.2 an HQ that already took part in a combat this segment cannot support (soak-off)', () => {
    expect(rs(axis(), 'jp-southern-hq', ['jp-16-army'], 'regular', { ...record, unitsThatParticipated: ['jp-southern-hq'] })).toEqual(['rangedSupport.alreadyUsed']);
  });
  test('HQ-8 4.2.1.2 one HQ per faction: no Ranged Support when an HQ attacks; none for a defending hex that holds an HQ', () => {
    let s = add(axis(), unitLike(arena(), 'jp-southern-hq', { id: 'jp-hq-2' }), 'w4211');
    expect(rs(s, 'jp-southern-hq', ['jp-16-army', 'jp-hq-2'])).toEqual(['rangedSupport.secondHq']);
    s = put(put(s, 'br-eastern-hq', TARGET), 'au-1-corps-hq', 'w4310');
    expect(defensiveSupportViolations(s, 'regular', { target: TARGET, attackers: ['jp-16-army'] }, 'western', 'au-1-corps-hq', record).map((v) => v.code)).toContain('rangedSupport.secondHq');
  });
  test('HQ-3 4.2.1.2 no Ranged Support to a Detachment or Logistics marker alone in a hex', () => {
    const s = put(put(put(arena('axis'), 'jp-16-army', 'w4211'), 'br-det-1', TARGET), 'br-eastern-hq', 'w4310');
    expect(defensiveSupportViolations(s, 'regular', { target: TARGET, attackers: ['jp-16-army'] }, 'western', 'br-eastern-hq', record).map((v) => v.code)).toEqual(['rangedSupport.loneMarker']);
  });
  test('HQ-4 4.2.1.2 an HQ alone cannot attack a non-adjacent hex by Ranged Support', () => {
    expect(rs(axis(), 'jp-southern-hq', [])).toContain('rangedSupport.noAdjacentAttacker');
  });
  test('HQ-9 4.2.1.2 gap §2 #42 an HQ on a Beachhead supports only across its Beachhead Hexside', () => {
    const s = put(axis(), 'ax-bh-1', 'w4212', 'w4213');
    expect(rs(s, 'jp-southern-hq')).toEqual(['rangedSupport.onBeachhead']);
    expect(rs(put(put(s, 'ax-bh-1', 'w4211', TARGET), 'jp-southern-hq', 'w4211'), 'jp-southern-hq')).toEqual([]);
  });
  test('HQ-12 BC-1 BC-2 4.1.2 in Blitz Combat the attacker\'s RS HQ must be Blitz-enabled; the defender\'s need not be', () => {
    let s = put(axis(), 'ax-blitz-1', 'w4109');
    expect(rs(s, 'jp-southern-hq', ['jp-16-army'], 'blitz')).toEqual(['rangedSupport.notBlitzEnabled']);
    s = put(s, 'br-eastern-hq', 'w4310');
    expect(defensiveSupportOptions(s, 'blitz', { target: TARGET, attackers: ['jp-16-army'] }, 'western', record)).toEqual(['br-eastern-hq']);
  });
  test('4.2.2 Step 2 bad input: an unknown or enemy HQ is refused with a reason', () => {
    const s = terrain(axis(), TARGET, 'clear');
    const bad = (hq: string) => defensiveSupportViolations(s, 'regular', { target: TARGET, attackers: ['jp-16-army'] }, 'western', hq, record).map((v) => v.code);
    expect(bad('nobody')).toEqual(['rangedSupport.unknownHq']);
    expect(bad('jp-southern-hq')).toEqual(['rangedSupport.wrongFaction']);
    expect(defensiveSupportViolations(s, 'regular', { target: TARGET, attackers: ['jp-16-army'] }, 'western', undefined, record)).toEqual([]);
  });
});
