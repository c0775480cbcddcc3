import { describe, expect, it } from 'vitest';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { advanceOptions, advanceViolations } from '../../../../src/ds/rules/combat/after-api.ts';
import { china, codes, hex, move, pool, unit, withCounter, withUnit } from './retreat-fixtures.ts';

const CHUNGKING = 'w4620';
/** Chungking vacated: its HQ gone, the 15th Army in w4520 adjacent. */
const vacated = (): DsGameState => move(china(), 'nc-chungking-hq', pool('western'));
const attack = { target: CHUNGKING, attackers: ['jp-15-army'] };

describe('4.2.7 Advance After Combat', () => {
  it('AA-1 AA-2 AA-3 4.2.7 a supplied adjacent ground unit of the attacking force may advance into the vacated defending hex', () => {
    expect(advanceOptions(vacated(), attack, ['jp-15-army'])).toEqual([{ unit: 'jp-15-army', hex: CHUNGKING }]);
  });

  it('AA-1 4.2.7 not while an enemy unit or a Beachhead marker is in the defending hex', () => {
    expect(codes(advanceViolations(china(), attack, ['jp-15-army'], 'jp-15-army'))).toEqual(['advance.defenderRemains']);
    const bh = withCounter(vacated(), { kind: 'marker', id: 'we-bh', type: 'beachhead', faction: 'western', level: 1, snlf: false, delayStripe: false }, hex(CHUNGKING));
    expect(codes(advanceViolations(bh, attack, ['jp-15-army'], 'jp-15-army'))).toEqual(['advance.beachhead']);
  });

  it('AA-7 4.2.7 an enemy marker other than a Beachhead, and an EZOC in the hex left, do not stop it', () => {
    const det = withCounter(vacated(), { kind: 'marker', id: 'we-det', type: 'detachment', faction: 'western', delayStripe: false }, hex(CHUNGKING));
    expect(advanceViolations(det, attack, ['jp-15-army'], 'jp-15-army')).toEqual([]);
  });

  it('AA-2 AA-4 AA-5 AA-3 4.2.7 unsupplied, MA 0, HQ, non-adjacent (RS HQ remnants) or non-surviving units do not advance', () => {
    let s = vacated();
    s = { ...s, facts: { ...s.facts, unsupplied: ['jp-15-army'] } };
    expect(codes(advanceViolations(s, attack, ['jp-15-army'], 'jp-15-army'))).toEqual(['advance.unsupplied']);
    const zero = withUnit(vacated(), unit('jp-fort', { values: { attack: 1, defense: 1, movement: 0 } }), hex('w4520'));
    expect(codes(advanceViolations(zero, { target: CHUNGKING, attackers: ['jp-fort'] }, ['jp-fort'], 'jp-fort'))).toEqual(['advance.movementAllowanceZero']);
    const hq = withUnit(vacated(), unit('jp-hq', { type: 'hq' }), hex('w4520'));
    expect(codes(advanceViolations(hq, { target: CHUNGKING, attackers: ['jp-hq', 'jp-15-army'] }, ['jp-hq', 'jp-15-army'], 'jp-hq'))).toEqual(['advance.hq']);
    expect(advanceOptions(hq, { target: CHUNGKING, attackers: ['jp-hq', 'jp-15-army'] }, ['jp-hq', 'jp-15-army'])).toEqual([{ unit: 'jp-15-army', hex: CHUNGKING }]);
    const rs = withUnit(vacated(), unit('jp-rs-hq', { type: 'hq' }), hex('w4421'));
    expect(codes(advanceViolations(rs, { target: CHUNGKING, attackers: ['jp-15-army'], rangedSupport: 'jp-rs-hq' }, ['jp-rs-hq'], 'jp-rs-hq'))).toEqual(['advance.notAttacker']);
    expect(codes(advanceViolations(rs, { target: CHUNGKING, attackers: ['jp-rs-hq'] }, ['jp-rs-hq'], 'jp-rs-hq'))).toEqual(['advance.notAdjacent', 'advance.hq']);
    expect(codes(advanceViolations(vacated(), attack, [], 'jp-15-army'))).toEqual(['advance.notAttacker']);
    // AA-8 (4.2.2 cl.): a defending unit is never offered an advance.
    expect(codes(advanceViolations(china(), attack, ['nc-chungking-hq'], 'nc-chungking-hq'))).toEqual(['advance.notAttacker']);
    expect(codes(advanceViolations(vacated(), attack, ['ghost'], 'ghost'))).toEqual(['advance.unknownUnit']);
  });

  it('AA-6 4.2.7 a Kwantung unit cannot advance outside a Japanese Dependent while Nationalist China is Policy Affected', () => {
    let s = withUnit(vacated(), unit('jp-kwa', { kwantung: true }), hex('w4520'));
    const k = { target: CHUNGKING, attackers: ['jp-kwa'] };
    expect(advanceViolations(s, k, ['jp-kwa'], 'jp-kwa')).toEqual([]);
    s = { ...s, countries: { ...s.countries, china: { ...s.countries['china']!, status: 'policyAffected' } } };
    expect(codes(advanceViolations(s, k, ['jp-kwa'], 'jp-kwa'))).toContain('move.kwantungOutside');
  });
});
