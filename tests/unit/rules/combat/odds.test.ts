import { describe, expect, test } from 'vitest';
import { oddsColumn, rawOddsAtLeastOneToThree, shiftedColumn } from '../../../../src/ds/rules/combat/odds.ts';
import { resolveOdds } from '../../../../src/ds/rules/combat/attack-api.ts';
import { arena, put, TARGET } from './attack-situation.ts';

describe('4.2.2 Steps 3-4 odds and the CRT column', () => {
  test('DS-EX-27 OD-1 OD-2 OD-3 4.2.2 Step 3: Defender Total 4, Attacker Total 11 is 2-1 (rounded for the defender); 12 is 3-1', () => {
    expect(oddsColumn(11, 4)).toBe('2-1');
    expect(oddsColumn(12, 4)).toBe('3-1');
  });
  test('OD-3 4.2.2 Step 3: odds above 9-1 are 9-1, below 1-3 are 1-3; ratios below 1-1 round down too', () => {
    expect(oddsColumn(40, 2)).toBe('9-1');
    expect(oddsColumn(1, 5)).toBe('1-3');
    expect(oddsColumn(2, 5)).toBe('1-3');
    expect(oddsColumn(3, 5)).toBe('1-2');
    expect(oddsColumn(5, 0)).toBe('9-1');
  });
  test('OD-7 4.2.2 Design Note, DS-CL-06: a 3-1 attack with three right shifts is resolved on the 9-1 column', () => {
    expect(shiftedColumn('3-1', 3)).toBe('9-1');
  });
  test('OD-4 OD-5 4.2.2 Step 4: shifts beyond the table stop at 9-1 and 1-3', () => {
    expect(shiftedColumn('2-1', 9)).toBe('9-1');
    expect(shiftedColumn('1-1', -5)).toBe('1-3');
    expect(shiftedColumn('2-1', -1)).toBe('1-1');
  });
  test('AT-13 4.2.1.1 raw odds of at least 1-3', () => {
    expect(rawOddsAtLeastOneToThree(1, 3)).toBe(true);
    expect(rawOddsAtLeastOneToThree(1, 4)).toBe(false);
  });
  test('OD-1 OD-2 4.2.2 Step 3: the totals include every unit of the defending hex and both Ranged Support HQs', () => {
    let s = arena('axis');
    s = put(put(s, 'jp-16-army', 'w4211'), 'jp-southern-hq', 'w4212');
    s = put(put(s, 'br-2-div', TARGET), 'in-34-div', TARGET);
    s = put(s, 'br-eastern-hq', 'w4310');
    const r = resolveOdds(s, 'regular', { target: TARGET, attackers: ['jp-16-army'], rangedSupport: 'jp-southern-hq' }, 'br-eastern-hq');
    expect(r.attackTotal).toBe(5);
    expect(r.defenseTotal).toBe(3 + 3 + 2);
    expect(r.rawColumn).toBe('1-2');
  });
});
