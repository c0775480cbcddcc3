import { describe, expect, test } from 'vitest';
import { attackViolations, resolveOdds } from '../../../../src/ds/rules/combat/attack-api.ts';
import { add, arena, put, record, TARGET, unitLike } from './attack-situation.ts';

/** What 4 and 4.2.1 explicitly allow (catalog "allow" lines): no check may forbid these. */
describe('4, 4.2.1 what attacks are allowed', () => {
  test('AT-2 4 (clarification) the Western and Soviet factions are enemies, so a Soviet unit may attack a Western one', () => {
    let s = put(arena('soviet'), 'br-2-div', TARGET);
    s = add(s, unitLike(s, 'jp-16-army', { id: 'ru-39-army', name: '39th Army', nationality: 'russian' }), 'w4211');
    expect(attackViolations(s, 'regular', { target: TARGET, attackers: ['ru-39-army'] }, record)).toEqual([]);
  });

  test('AT-6 4.2.1 all units in the defending hex are involved: the Defender Total counts every one of them', () => {
    const one = put(put(arena('axis'), 'jp-16-army', 'w4211'), 'br-2-div', TARGET);
    const two = put(one, 'in-34-div', TARGET);
    const attack = { target: TARGET, attackers: ['jp-16-army'] };
    const alone = resolveOdds(one, 'regular', attack, undefined).defenseTotal;
    const both = resolveOdds(two, 'regular', attack, undefined).defenseTotal;
    const india = two.counters.get('in-34-div')!.counter;
    if (india.kind !== 'ground') throw new Error('in-34-div is a ground unit in the teaching scenario');
    expect(both - alone).toBe(india.values.defense);
  });

  test('AT-10 4.2.1 ground units in hexes with enemy or friendly Air units can attack and be attacked', () => {
    let s = put(put(arena('axis'), 'jp-16-army', 'w4211'), 'br-2-div', TARGET);
    s = put(put(s, 'jp-3-air-div', 'w4211'), 'br-221-group', TARGET);
    expect(attackViolations(s, 'regular', { target: TARGET, attackers: ['jp-16-army'] }, record)).toEqual([]);
  });

  test('AT-19 4.2.1.1 (clarification) an Axis Kwantung unit can attack a hex outside a Japanese Dependent', () => {
    let s = put(arena('axis'), 'br-2-div', TARGET);
    s = add(s, unitLike(s, 'jp-16-army', { id: 'jp-kwantung-1', name: '1st Kwantung', kwantung: true, stepMarks: 'squares' }), 'w4211');
    expect(s.board.hexes[TARGET]!.country).not.toBe('japan');
    expect(attackViolations(s, 'regular', { target: TARGET, attackers: ['jp-kwantung-1'] }, record)).toEqual([]);
  });
});
