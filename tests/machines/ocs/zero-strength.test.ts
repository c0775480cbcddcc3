import { describe, expect, it } from 'vitest';
import { COLUMN_COUNT } from '../../../src/ocs/data/combat-table.sample.ts';
import { combatFigures } from '../../../src/ocs/rules/figures.ts';
import { advanceTo, combatOf, game, gameOf, lastLog, legal, play, start, stepOf, unitEntry } from '../../unit/ocs/helpers.ts';

/** 9.14a through the machine: zero strengths on either side, supplied normally. */
describe('9.14a O-Z1 zero-strength combats through the machine', () => {
  it('an attack against a zero strength starts on the right-most column', () => {
    const a = start(game((d) => { d.pieces.push(unitEntry('un-zero', 'un', 'A03.05', 0, 1)); }));
    advanceTo(a, 'ocs.combat.declare');
    play(a, { type: 'ATTACK', target: 'A03.05', attackers: ['nk-i2'] });
    play(a, legal(a)[0]!);
    const c = combatOf(a)!;
    expect(c.supply.attacker).toBeDefined();
    while (stepOf(a) !== 'ocs.combat.surprise') play(a, legal(a)[0]!);
    expect(combatFigures(gameOf(a), combatOf(a)!)).toMatchObject({ zero: 'defender', startColumn: COLUMN_COUNT - 1 });
    expect(lastLog(a, 3).join('\n')).toMatch(/against a zero strength: the right-most column \(9\.14a\)/);
  });

  it('an attack with a zero strength must be supplied normally and starts on the left-most column', () => {
    const a = start(game((d) => { d.pieces.push(unitEntry('nk-zero', 'nk', 'A03.04', 0, 2, { attackCapable: true })); }));
    advanceTo(a, 'ocs.combat.declare');
    play(a, { type: 'ATTACK', target: 'A04.04', attackers: ['nk-zero'] });
    expect(stepOf(a)).toBe('ocs.combat.attackerSupply');
    expect(legal(a)[0]).toMatchObject({ type: 'PAY_COMBAT_SUPPLY', draws: [{ tokens: 1 }] });
    while (stepOf(a) !== 'ocs.combat.surprise') play(a, legal(a)[0]!);
    expect(combatFigures(gameOf(a), combatOf(a)!)).toMatchObject({ zero: 'attacker', startColumn: 0 });
  });
});
