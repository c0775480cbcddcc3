import { describe, expect, test } from 'vitest';
import { CRT_SAMPLE, CRT_SAMPLE_COLUMNS, CRT_SAMPLE_IS_SAMPLE } from '../../../../src/ds/data/crt.sample.ts';
import { crtResult, parseCombatResult, weatherAdjustedResult } from '../../../../src/ds/rules/combat/attack-api.ts';
import { arena, TARGET, weather } from './attack-situation.ts';

describe('4.2.4 combat results', () => {
  test('OD-6 4.2.2 Step 5: the SAMPLE CRT has a cell for every column and die 1-6, each a result', () => {
    expect(CRT_SAMPLE_IS_SAMPLE).toBe(true);
    for (const c of CRT_SAMPLE_COLUMNS) {
      expect(CRT_SAMPLE[c.label]).toHaveLength(6);
      for (let d = 1; d <= 6; d++) expect(crtResult(c.label, d).text).not.toBe('-');
    }
    expect(crtResult('2-1', 7).text).toBe('-');
    expect(crtResult('4-1', 1).text).toBe('-');
  });
  test('CR-3..CR-6 CR-8 4.2.4.1 4.2.4.2: results from the player\'s chart are read as printed', () => {
    expect(parseCombatResult('Dr2 0/1')).toEqual({ text: 'Dr2 0/1', retreat: { kind: 'Dr', hexes: 2 }, attrition: { attacker: 0, defender: 1 } });
    expect(parseCombatResult('Ad')).toEqual({ text: 'Ad', retreat: { kind: 'Ad' } });
    expect(parseCombatResult(' ex 1/1 ')).toEqual({ text: 'Ex 1/1', retreat: { kind: 'Ex' }, attrition: { attacker: 1, defender: 1 } });
    expect(parseCombatResult('1/2')).toEqual({ text: '1/2', attrition: { attacker: 1, defender: 2 } });
    expect(parseCombatResult('-')).toEqual({ text: '-' });
    expect(parseCombatResult('Dr4')).toBeUndefined();
    expect(parseCombatResult('hello')).toBeUndefined();
    expect(parseCombatResult('')).toBeUndefined();
  });
  test('CR-7 4.2.4.1 Mud, Storms or Snow: Dr3 becomes Dr2, Dr2 becomes Dr1, Dr1 becomes Ex; Attrition kept', () => {
    for (const w of ['mud', 'storms', 'snow'] as const) {
      const s = weather(arena(), w);
      expect(weatherAdjustedResult(s, TARGET, parseCombatResult('Dr3')!).text).toBe('Dr2');
      expect(weatherAdjustedResult(s, TARGET, parseCombatResult('Dr2 0/1')!).text).toBe('Dr1 0/1');
      expect(weatherAdjustedResult(s, TARGET, parseCombatResult('Dr1')!)).toEqual({ text: 'Ex', retreat: { kind: 'Ex' } });
    }
  });
  test('CR-7 4.2.4.1 Ex, Ad and Attrition results are not affected; clear weather changes nothing', () => {
    const mud = weather(arena(), 'mud');
    for (const t of ['Ex', 'Ad 1/0', '1/1']) expect(weatherAdjustedResult(mud, TARGET, parseCombatResult(t)!).text).toBe(t);
    expect(weatherAdjustedResult(weather(arena(), 'clear'), TARGET, parseCombatResult('Dr3')!).text).toBe('Dr3');
  });
});
