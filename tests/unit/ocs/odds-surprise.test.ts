import { describe, expect, it } from 'vitest';
import { COMBAT_TABLE_COLUMNS, COLUMN_COUNT, sampleResult } from '../../../src/ocs/data/combat-table.sample.ts';
import { arCandidates, arDrm, effectiveAr } from '../../../src/ocs/rules/action-rating.ts';
import { columnLabel, oddsColumn, rawOdds, roundOcs, shiftColumn, startingColumn } from '../../../src/ocs/rules/odds.ts';
import { modifiedCombatRoll, tableResult } from '../../../src/ocs/rules/resolution.ts';
import { modifiedSurpriseRoll, surpriseShift, surpriseSide } from '../../../src/ocs/rules/surprise.ts';
import { ZERO_STRENGTH_RULE } from '../../../src/ocs/rules/specialized.ts';
import { game, unit } from './helpers.ts';

const open = (label: string) => COMBAT_TABLE_COLUMNS.open.findIndex((c) => `${c.attacker}:${c.defender}` === label);

describe('9.6 Action Ratings', () => {
  it('9.6 O-A1 chooseArUnit: the candidates are the side\'s units in the combat', () => {
    const g = game();
    expect(arCandidates([unit(g, 'un-i1'), unit(g, 'un-at')]).map((u) => u.id)).toEqual(['un-i1', 'un-at']);
  });
  it('9.6 O-A2 arDrm: attacker AR minus defender AR, positive or negative', () => {
    const g = game();
    expect(arDrm(unit(g, 'nk-t1'), unit(g, 'un-i2'))).toBe(3);
    expect(arDrm(unit(g, 'un-i2'), unit(g, 'nk-t1'))).toBe(-3);
  });
  it('9.6a O-A3 arModeModifiers: DG reduces the AR by 1, Strat Mode to zero', () => {
    const u = unit(game(), 'nk-t1');
    expect(effectiveAr({ ...u, dg: true })).toBe(3);
    expect(effectiveAr({ ...u, mode: 'strat' })).toBe(0);
  });
});

describe('9.7 odds, 9.1g and 9.7b table limits, 9.14a zero strengths', () => {
  it('9.7 O-O1 rawOdds: both totals divided by the smaller, each rounded (4.2, R-OCS-ROUNDING)', () => {
    expect(rawOdds(10, 4, 'halfUp')).toEqual({ attacker: 3, defender: 1 });
    expect(rawOdds(10, 4, 'halfDown')).toEqual({ attacker: 2, defender: 1 });
    expect(rawOdds(3, 7, 'halfUp')).toEqual({ attacker: 1, defender: 2 });
    expect(roundOcs(2.49, 'halfUp')).toBe(2);
  });
  it('9.7a O-O2 oddsColumn: the highest column not above the rounded odds, on the row of the defence\'s terrain', () => {
    expect(columnLabel(oddsColumn({ attacker: 6, defender: 1 }, 'open'), 'open')).toBe('5:1');
    expect(columnLabel(oddsColumn({ attacker: 6, defender: 1 }, 'close'), 'close')).toBe('6:1');
  });
  it('9.1g, 9.7b O-O3 oddsClampAndShiftFromEdge, example (OCS-T-1): 1:12 starts on 1:5, six columns of Surprise give 3:1', () => {
    const start = oddsColumn(rawOdds(1, 12, 'halfUp'), 'open');
    expect(columnLabel(start, 'open')).toBe('1:5');
    expect(columnLabel(shiftColumn(start, 6), 'open')).toBe('3:1');
    expect(shiftColumn(COLUMN_COUNT - 2, 6)).toBe(COLUMN_COUNT - 1);
    expect(shiftColumn(1, -6)).toBe(0);
  });
  it('9.14a O-O4 (O-Z1) zeroStrengthOdds: against zero the right-most column, with zero the left-most, both zero 1:1', () => {
    expect(ZERO_STRENGTH_RULE).toBe('9.14a');
    expect(startingColumn(5, 0, 'open', 'halfUp')).toMatchObject({ column: COLUMN_COUNT - 1, zero: 'defender' });
    expect(startingColumn(0, 5, 'open', 'halfUp')).toMatchObject({ column: 0, zero: 'attacker' });
    expect(columnLabel(startingColumn(0, 0, 'open', 'halfUp').column, 'open')).toBe('1:1');
  });
});

describe('9.8 Surprise and 9.9 resolution', () => {
  it('9.8 O-U1 surpriseRoll, example 1 (OCS-T-5): an AR-5 overrun on AR-0 rolls 8 +5 = 13: attacker Surprise', () => {
    const m = modifiedSurpriseRoll([4, 4], 5, 0);
    expect(m).toBe(13);
    expect(surpriseSide(m, 'overrun')).toBe('attacker');
    expect(modifiedSurpriseRoll([4, 4], 5, 3)).toBe(12); // any hedgehog level: -1
  });
  it('9.8 O-U2 surpriseShift, example 1 (OCS-T-5): shift 3 right moves 4:1 Open to 9:1; roll 7 +5 = 12 gives Ae3, DL2o2DG (without the shift Ae4, DL1o2)', () => {
    expect(surpriseShift('attacker', 3)).toBe(3);
    const col = shiftColumn(open('4:1'), 3);
    expect(columnLabel(col, 'open')).toBe('9:1');
    const roll = modifiedCombatRoll([3, 4], 5, 0);
    expect(roll).toBe(12);
    expect(tableResult(col, roll)).toBe('Ae3, DL2o2DG');
    expect(tableResult(open('4:1'), roll)).toBe('Ae4, DL1o2');
  });
  it('9.8 example 2 (OCS-T-6): AR-0 overruns AR-5: 10 -5 = 5 is defender Surprise; six left gives 1:4; 7 -5 = 2 gives AL2 (without: AL1o1, Do1)', () => {
    const m = modifiedSurpriseRoll([5, 5], -5, 0);
    expect(surpriseSide(m, 'overrun')).toBe('defender');
    expect(surpriseShift('defender', 6)).toBe(-6);
    const col = shiftColumn(open('4:1'), -6);
    expect(columnLabel(col, 'open')).toBe('1:4');
    expect(tableResult(col, modifiedCombatRoll([3, 4], -5, 0))).toBe('AL2');
    expect(tableResult(open('4:1'), 2)).toBe('AL1o1, Do1');
    expect(surpriseShift('none', 4)).toBe(0);
  });
  it('9.8 the type of attack decides the Surprise roll needed: 10 is Surprise on the overrun line only (SAMPLE table)', () => {
    expect(surpriseSide(10, 'overrun')).toBe('attacker');
    expect(surpriseSide(10, 'combat')).toBe('none');
  });
  it('9.9 O-C1 combatRoll: 2D6 + AR DRM - the full hedgehog level (Surprise takes only -1)', () => {
    expect(modifiedCombatRoll([3, 4], 1, 2)).toBe(6);
    expect(modifiedSurpriseRoll([3, 4], 1, 2)).toBe(7);
  });
  it('the SAMPLE Combat Table keeps the cells the examples fix, and rolls beyond 2-12 read the end rows (R-OCS-COMBAT-TABLE)', () => {
    expect(sampleResult(open('9:1'), 12)).toBe('Ae3, DL2o2DG');
    expect(sampleResult(open('4:1'), 12)).toBe('Ae4, DL1o2');
    expect(sampleResult(open('1:4'), 2)).toBe('AL2');
    expect(sampleResult(open('4:1'), 2)).toBe('AL1o1, Do1');
    expect(sampleResult(open('4:1'), 17)).toBe(sampleResult(open('4:1'), 12));
    expect(sampleResult(3, -3)).toBe(sampleResult(3, 2));
  });
});
