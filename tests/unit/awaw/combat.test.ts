import { describe, expect, it } from 'vitest';
import type { CombatResult } from '../../../src/awaw/data/crt.ts';
import type { AwawGame } from '../../../src/awaw/model/game.ts';
import { eliminate } from '../../../src/awaw/apply/common.ts';
import { airSupportsRound, ctlAllowsBreakthrough, ctlAllowsRound, exploitationAllowanceByCtl, maxRounds, unitCtl } from '../../../src/awaw/rules/ctl.ts';
import { effectiveResult, owedNow, remaining } from '../../../src/awaw/rules/losses.ts';
import { atLeastOneToOne, attackTotal, crtColumn, crtResult, crtRow, defenseTotal, modifiedDie, oddsOf } from '../../../src/awaw/rules/odds.ts';
import { attackerOptions, earlyGermanResult, exLoss, fortifiedConversion, owedFor } from '../../../src/awaw/rules/results.ts';
import { bombardmentNextRound, involuntaryAirLoss, maxFleetLoss, maxVoluntaryAirLoss, supportLimit } from '../../../src/awaw/rules/support.ts';
import type { RoundState } from '../../../src/awaw/turn/context.ts';
import { unit } from '../../../src/awaw/model/queries.ts';
import { game } from './helpers.ts';

describe('15.5 odds (W-34..W-38)', () => {
  it('AW-T-5 W-35 15.51 oddsRatio, the 15.52 examples: 20 against 10 is 2:1, 19 against 10 is 1:1, five against 13 is 1:3', () => {
    expect(oddsOf(20, 10).text).toBe('2:1');
    expect(oddsOf(19, 10).text).toBe('1:1');
    expect(oddsOf(5, 13).text).toBe('1:3');
  });

  it('W-36 15.52 oddsBounds: the actual column, 5:1 above it, no column below 1:4 (the attacker eliminated)', () => {
    expect(crtColumn(oddsOf(60, 10))).toBe('5:1');
    expect(crtColumn(oddsOf(4, 10))).toBe('1:3');
    expect(crtColumn(oddsOf(1, 4))).toBe('1:4');
    expect(crtColumn(oddsOf(1, 5))).toBe('belowOneToFour');
    expect(atLeastOneToOne(oddsOf(9, 10))).toBe(false);
  });

  it('W-34 15.51 totalStrengths: ground plus ground support; defense plus defensive air support, tripled against an invasion (18.611C)', () => {
    expect(attackTotal(7, 6)).toBe(13);
    expect(defenseTotal(6, 2, false)).toBe(8);
    expect(defenseTotal(6, 2, true)).toBe(12);
  });

  it('W-38 15.6/15.75 combatRoll: +1 per previous round; a roll past 6 reads the 6 row (R-AWAW-CRT-ROWS)', () => {
    expect(modifiedDie(5, 2)).toBe(6);
    expect(modifiedDie(6, 3)).toBe(8);
    expect(crtRow(8)).toBe(6);
    expect(crtResult('2:1', modifiedDie(5, 2))).toBe('D');
    expect(crtResult('1:1', 6)).toBe('d');
  });
});

describe('15.53-15.55 options on the result (W-39..W-42)', () => {
  it('W-39 15.53 dToEx: a "d" may be taken as "Ex"; W-40 15.54 earlyGermanEx1: in the early German cases as "Ex-1" too, and German exploitation "Ex" is "Ex-1"', () => {
    expect(attackerOptions('d', false)).toEqual(['Ex']);
    expect(attackerOptions('d', true)).toEqual(['Ex', 'Ex-1']);
    expect(attackerOptions('D', false)).toEqual([]);
    expect(earlyGermanResult('Ex', true)).toBe('Ex-1');
    expect(earlyGermanResult('Ex', false)).toBe('Ex');
  });

  it('W-41 15.55 fortifiedResultMod (004): CTL 1 or less: Ex-2, d, D may be Ex-1; CTL 2: d, D may be Ex-2; CTL 3+: d, D may be Ex-3', () => {
    const r: CombatResult[] = ['A', 'a', 'Ex', 'Ex-1', 'Ex-2', 'd', 'D'];
    expect(r.map((x) => fortifiedConversion(x, 1) ?? '-')).toEqual(['-', '-', '-', '-', 'Ex-1', 'Ex-1', 'Ex-1']);
    expect(r.map((x) => fortifiedConversion(x, 2) ?? '-')).toEqual(['-', '-', '-', '-', '-', 'Ex-2', 'Ex-2']);
    expect(r.map((x) => fortifiedConversion(x, 3) ?? '-')).toEqual(['-', '-', '-', '-', '-', 'Ex-3', 'Ex-3']);
  });

  it('AW-T-6 W-42 15.551 mixedCtl, the Suez example: 24 German and Italian factors against six British at DM 3 (18), die 6 "d" reduced to Ex-1 by the Italian CTL', () => {
    const suez = (italianFactors: number[]): AwawGame => game({
      game: { phasing: 'axis' },
      units: [
        ...italianFactors.map((f, i) => ({ id: `it${i}`, nat: 'italian', type: 'infantry', values: `${f}-3`, at: i < 2 ? 'eK37' : 'eJ38' })),
        { id: 'ge1', nat: 'german', type: 'armor', values: '4-6', at: 'eL37' }, { id: 'br', nat: 'british', type: 'infantry', values: '6-3', at: 'eK38' },
      ],
    });
    const round = (g: AwawGame): RoundState => ({
      number: 1, attackers: g.pieces.ids.filter((id) => id !== 'br'), groundSupport: 0, defensiveAir: 0,
      defenses: [{ unit: 'br', hex: 'eK38', printed: 6, entries: [], net: 3, strength: 18 }], attack: 24, defense: 18, odds: '1:1', column: '1:1',
      die: 6, modified: 6, crt: 'd', result: 'd', attackerOptionTaken: true, defenderOptionTaken: true, fortifiedConversion: true, attackerLost: 0, defenderLost: 0,
    });
    // With 12 or more Italian factors the Axis lose 12.
    let g = suez([6, 6]);
    expect(effectiveResult(g, round(g))).toBe('Ex-1');
    expect(owedNow(g, round(g)).attacker).toEqual({ kind: 'factors', amount: 12, counting: 'printed' });
    // With 6 to 11 Italian factors, once they are gone the requirement is the Ex-2 of CTL 2: six, already met.
    g = suez([4, 4]);
    let r = round(g);
    g = eliminate(eliminate(g, 'it0'), 'it1');
    r = { ...r, attackerLost: 8 };
    expect(effectiveResult(g, r)).toBe('Ex-2');
    expect(remaining(owedNow(g, r).attacker, r.attackerLost)).toBe(0);
    // With fewer than 6, German factors make up the Ex-2's six.
    g = eliminate(suez([3]), 'it0');
    r = { ...round(g), attackerLost: 3 };
    expect(remaining(owedNow(g, r).attacker, r.attackerLost)).toBe(3);
    expect(unitCtl(g, unit(g, 'ge1')!)).toBe(2);
  });
});

describe('15.61 results (W-43..W-50)', () => {
  const f = { attack: 12, defense: 9, defensePrinted: 3, defenders: [{ printed: 3, net: 3 }], defensiveAir: 0 };
  it('W-43 A and W-44 a: the defender\'s modified value, or half of it rounded up (W-50 15.62)', () => {
    expect(owedFor('A', f)).toEqual({ attacker: { kind: 'factors', amount: 9, counting: 'printed' }, defender: { kind: 'none' } });
    expect(owedFor('a', f).attacker).toEqual({ kind: 'factors', amount: 5, counting: 'printed' });
  });
  it('W-45 Ex: the smaller side loses all, the larger at least as many (the defender counted with DMs); a tie costs both sides everything (R-AWAW-EX-TIE)', () => {
    expect(owedFor('Ex', f)).toEqual({ attacker: { kind: 'factors', amount: 9, counting: 'printed' }, defender: { kind: 'all' } });
    expect(owedFor('Ex', { ...f, attack: 6 })).toEqual({ attacker: { kind: 'all' }, defender: { kind: 'factors', amount: 6, counting: 'modified' } });
    expect(owedFor('Ex', { ...f, attack: 9 })).toEqual({ attacker: { kind: 'all' }, defender: { kind: 'all' } });
  });
  it('W-46 Ex-1 and W-47 Ex-2/Ex-3: the defender loses all; the attacker the defender\'s value with the DM lowered, nothing for a DM brought to 0, plus DAS', () => {
    expect(exLoss({ defenders: [{ printed: 6, net: 3 }], defensiveAir: 0 }, 1)).toBe(12);
    expect(exLoss({ defenders: [{ printed: 6, net: 3 }], defensiveAir: 0 }, 2)).toBe(6);
    expect(exLoss({ defenders: [{ printed: 6, net: 3 }], defensiveAir: 2 }, 3)).toBe(2);
    expect(owedFor('Ex-2', f)).toEqual({ attacker: { kind: 'factors', amount: 3, counting: 'printed' }, defender: { kind: 'all' } });
  });
  it('W-48 d: half the defending factors, DMs ignored, rounded up; W-49 D: every defending unit', () => {
    expect(owedFor('d', f).defender).toEqual({ kind: 'factors', amount: 2, counting: 'printed' });
    expect(owedFor('D', f)).toEqual({ attacker: { kind: 'none' }, defender: { kind: 'all' } });
  });
});

describe('15.63-15.64 air and fleet losses (W-51..W-54)', () => {
  it('W-51 15.631 voluntaryAirLosses: support may be taken up to what is owed', () => {
    expect(maxVoluntaryAirLoss(5, 3)).toBe(3);
    expect(maxVoluntaryAirLoss(2, 3)).toBe(2);
  });
  it('W-52 15.632 involuntaryAirLosses: support over 3:1 after ground losses is eliminated', () => {
    expect(involuntaryAirLoss(6, 2)).toBe(0);
    expect(involuntaryAirLoss(8, 2)).toBe(2);
    expect(supportLimit(10, 3)).toBe(9);
  });
  it('W-53 15.641 voluntaryFleetLosses and W-54 15.642 (004) subsequentRoundBombardment', () => {
    expect(maxFleetLoss(4, 6)).toBe(4);
    expect(bombardmentNextRound(9, 2)).toBe(6);
  });
});

describe('15.8 Combat Training Levels (W-59..W-64)', () => {
  it('W-59 15.82A roundsByCtl: one round at CTL 1 or less, two at 2, three at 3', () => {
    expect([0, 1, 2, 3].map(maxRounds)).toEqual([1, 1, 2, 3]);
    expect(ctlAllowsRound(1, 2)).toBe(false);
    expect(ctlAllowsRound(2, 2)).toBe(true);
  });
  it('W-60 15.81 ctlReduction (GU-2, GU-11): partial supply or army oil lower the CTL by one, not cumulatively; flak is unaffected', () => {
    const g = game({ units: [
      { id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37', extra: { supply: 'partial', armyOil: true } },
      { id: 'b', nat: 'german', type: 'replacement', values: '1-1', at: 'eK36', extra: { armyOil: true } },
      { id: 'f', nat: 'german', type: 'flak', values: '1-1', at: 'eK35', extra: { supply: 'partial' } },
    ] });
    expect(unitCtl(g, unit(g, 'a')!)).toBe(1);
    expect(unitCtl(g, unit(g, 'b')!)).toBe(1);
    expect(unitCtl(g, unit(g, 'f')!)).toBe(2);
  });
  it('W-61 15.82B ctlSupportUnits: CTL-1 air gives ground support in the first round only', () => {
    expect(airSupportsRound(1, 1)).toBe(true);
    expect(airSupportsRound(1, 2)).toBe(false);
    expect(airSupportsRound(2, 2)).toBe(true);
  });
  it('W-62 15.82C ctlBreakthrough and W-63 15.82D ctlExploitMove', () => {
    expect(ctlAllowsBreakthrough(0)).toBe(false);
    expect(ctlAllowsBreakthrough(1)).toBe(true);
    expect(exploitationAllowanceByCtl(5, 1)).toBe(3);
    expect(exploitationAllowanceByCtl(6, 2)).toBe(6);
  });
});
