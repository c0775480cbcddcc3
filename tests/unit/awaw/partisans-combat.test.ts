import { describe, expect, it } from 'vitest';
import { applyAdvance } from '../../../src/awaw/apply/attack.ts';
import { maxDefensiveAir, maxGroundSupport } from '../../../src/awaw/legal/attack.ts';
import { unit } from '../../../src/awaw/model/queries.ts';
import { attackViolations } from '../../../src/awaw/rules/attack.ts';
import { winterDrm } from '../../../src/awaw/rules/attrition.ts';
import { unitCtl } from '../../../src/awaw/rules/ctl.ts';
import type { UnderWayAttack } from '../../../src/awaw/turn/context.ts';
import { freshBook } from '../../../src/awaw/turn/context.ts';
import { context } from './helpers.ts';
import { block, game20 } from './movement-helpers.ts';

/**
 * The partisan rules of 11.4 where the combat rules of issue 19 read them: the CTL (15.8), the
 * attrition winter modifier (14.42C), the air support limits (15.51), the advance after combat
 * (15.91) and who may attack what (15.2).
 */
const russia = block(['I', 'J', 'K', 'L'], [36, 39], { country: 'russia', control: 'axis' });
const rumania = block(['I', 'J', 'K', 'L'], [40, 41], { country: 'rumania', control: 'axis' });
const g = game20({
  politics: { wars: [['germany', 'russia']] },
  hexes: { ...russia, ...rumania },
  units: [
    { id: 'pa', nat: 'russian', type: 'partisan', values: '1-1', at: 'eK39' },
    { id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK39' },
    { id: 'ge', nat: 'german', type: 'infantry', values: '3-3', at: 'eK40' },
    { id: 'ge2', nat: 'german', type: 'infantry', values: '3-3', at: 'eJ38' },
  ],
});
const allies = { ...g, info: { ...g.info, phasing: 'allies' as const } };

describe('partisans in combat (11.4)', () => {
  it('PT-51 11.47 partisanCtl: a partisan\'s CTL is one, whatever its nationality\'s', () => {
    const strong = { ...g, nationalities: { ...g.nationalities, russian: { ...g.nationalities['russian']!, ctl: 3 } } };
    expect(unitCtl(strong, unit(strong, 'pa')!)).toBe(1);
    expect(unitCtl(strong, unit(strong, 'ru')!)).toBe(3);
  });

  it('PT-52 11.48 partisanWinterPrep: partisans count winter preparation six in the attrition winter modifier (14.42C)', () => {
    const winter = { ...g, weatherAreas: { w: { id: 'w', name: 'Winter', winterLevel: 4, restrictive: false, monsoon: false, frozen: false } },
      board: { ...g.board, hexes: new Map([...g.board.hexes].map(([id, h]) => [id, { ...h, weatherArea: 'w' }])) } };
    expect(winterDrm(winter, [unit(winter, 'pa')!], [unit(winter, 'ge')!])).toBe(4);
    expect(winterDrm(winter, [unit(winter, 'ru')!], [unit(winter, 'ge')!])).toBe(0);
  });

  it('PT-47 PT-48 11.44 partisanAirSupportBase: the 3:1 air limit follows the non-partisan factors only', () => {
    const book = freshBook();
    const rich = { ...allies, factions: { ...allies.factions, russia: { ...allies.factions.russia!, airFactors: 30 } } };
    expect(maxGroundSupport(rich, book, ['pa', 'ru'])).toBe(9);
    expect(maxGroundSupport(rich, book, ['pa'])).toBe(0);
    const defending: UnderWayAttack = attackOn(['ge'], ['pa', 'ru']);
    expect(maxDefensiveAir(rich, book, defending, 'russia')).toBe(9);
  });

  it('PT-44 11.42 partisanGeography: a partisan may not attack across its country\'s border; its comrades may', () => {
    const across = attackViolations(allies, freshBook(), 'regular', ['eK40'], ['pa'], 0);
    expect(across.map((v) => v.code)).toContain('partisan.leavesCountry');
    expect(attackViolations(allies, freshBook(), 'regular', ['eK40'], ['ru'], 0).map((v) => v.code)).not.toContain('partisan.leavesCountry');
  });

  it('PT-54 11.61 partisanHexControl: a partisan advancing after combat does not take the hex for its side; a regular unit does', () => {
    const emptied = { ...allies, pieces: allies.pieces.move('ge2', { kind: 'pool', nationality: 'german' }) };
    const ctx = context(emptied, { attack: attackOn(['pa', 'ru'], ['ge2'], 'eJ38') });
    const byPartisan = applyAdvance(ctx, { type: 'ADVANCE', unit: 'pa', hex: 'eJ38' }).game!;
    expect([byPartisan.pieces.get('pa')!.at, byPartisan.control['eJ38']]).toEqual([{ kind: 'hex', hex: 'eJ38' }, 'axis']);
    expect(applyAdvance(ctx, { type: 'ADVANCE', unit: 'ru', hex: 'eJ38' }).game!.control['eJ38']).toBe('russia');
  });
});

function attackOn(attackers: readonly string[], defenders: readonly string[], target = 'eK40'): UnderWayAttack {
  return {
    mode: 'regular', faction: 'russia', targets: [target], attackers, dropped: [], defenders, defenderHexes: [target], firstRoundHexes: ['eK39'],
    origins: attackers.map((u) => ({ unit: u, hex: 'eK39' })), groundSupport: 0, defensiveAir: 0, supportDeclared: true, defensiveAirDeclared: true,
    earlier: [], over: true, advanced: [],
  };
}
