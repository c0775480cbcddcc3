import { describe, expect, it } from 'vitest';
import { canPayCombatSupply, combatSupplyCost, internalStocksAllowed, paymentOptions, paymentViolations, supplyFactor, supplySources } from '../../../src/ocs/rules/supply.ts';
import { advanceTo, combatOf, game, lastLog, piece, play, start, stepOf, unit, unitEntry } from './helpers.ts';

const codes = (vs: readonly { code: string }[]) => vs.map((v) => v.code);

describe('9.5 supply and combat', () => {
  it('9.5b O-S5 payCombatSupply, example (OCS-T-4): three 1-RE attackers cost 3T, a 1/2-RE defender 1T', () => {
    const g = game((d) => { d.pieces.push(unitEntry('un-half', 'un', 'A06.01', 1, 1, { re: 0.5 })); });
    expect(combatSupplyCost(['nk-t1', 'nk-i2', 'nk-hq'].map((id) => ({ ...unit(g, id), re: 1 })), 'attacker')).toBe(3);
    expect(combatSupplyCost([unit(g, 'un-half')], 'defender')).toBe(1);
  });

  it('9.5b OCS-T-4 and O-S1 noAttackWithoutCombatSupply: with only 1T the three-unit attack cannot be paid; cut to one unit it can', () => {
    const g = game((d) => {
      d.pieces = d.pieces.filter((p) => p['id'] !== 'nk-dump' && p['id'] !== 'nk-trk');
      d.pieces.push({ id: 'nk-d1', kind: 'dump', side: 'nk', at: 'A02.03', tokens: 1 });
      d.pieces.push(unitEntry('nk-x', 'nk', 'A03.03', 2, 1));
    });
    const three = ['nk-t1', 'nk-x', 'nk-i2'].map((id) => unit(g, id));
    expect(canPayCombatSupply(g, three, 'attacker', 'A04.03')).toBe(false);
    expect(canPayCombatSupply(g, [unit(g, 'nk-t1')], 'attacker', 'A04.03')).toBe(true);
  });

  it('9.0 procedure O-S6 supplyPaymentOrder: an attacker who cannot pay has his attack cancelled, and the defender pays nothing', () => {
    const g = game((d) => { d.pieces = d.pieces.filter((p) => p['id'] !== 'nk-dump' && p['id'] !== 'nk-trk'); });
    const a = start(g);
    advanceTo(a, 'ocs.combat.declare');
    const unDump = 8;
    play(a, { type: 'ATTACK', target: 'A04.03', attackers: ['nk-i1'] });
    expect(stepOf(a)).toBe('ocs.combat.declare');
    expect(lastLog(a, 2)[0]).toMatch(/attack is cancelled and the defender expends nothing/);
    expect(a.getSnapshot().context.game.pieces.get('un-dump')!.piece).toMatchObject({ tokens: unDump });
    // A cancelled attack spends neither the unit nor the hex (9.1c).
    expect(a.getSnapshot().context.turn.attackedHexes).toEqual([]);
  });

  it('9.5B O-S2 defendWithoutCombatSupply: the defender may withhold supply and fights at half; with none he also does', () => {
    const a = start(game());
    advanceTo(a, 'ocs.combat.declare');
    play(a, { type: 'ATTACK', target: 'A04.04', attackers: ['nk-i2'] }, { type: 'PAY_COMBAT_SUPPLY', side: 'nk', draws: [{ source: 'nk-dump', tokens: 1 }] });
    expect(stepOf(a)).toBe('ocs.combat.defenderSupply');
    play(a, { type: 'WITHHOLD_COMBAT_SUPPLY', side: 'un' });
    expect(combatOf(a)!.supply.defender).toBe('withheld');
    expect(supplyFactor(unit(game(), 'un-i2'), false, false)).toBe(0.5);
    const none = start(game((d) => { d.pieces = d.pieces.filter((p) => !['un-dump', 'un-trk'].includes(String(p['id']))); }));
    advanceTo(none, 'ocs.combat.declare');
    play(none, { type: 'ATTACK', target: 'A04.04', attackers: ['nk-i2'] }, { type: 'PAY_COMBAT_SUPPLY', side: 'nk', draws: [{ source: 'nk-dump', tokens: 1 }] });
    expect(stepOf(none)).toBe('ocs.combat.attackerAr');
    expect(combatOf(none)!.supply.defender).toBe('none');
  });

  it('9.5C O-S3 internalStocksOnlyIfNoSP: internal stocks only when regular supply is physically unavailable; SP on Organic Trucks do not count', () => {
    expect(internalStocksAllowed([{ id: 'd', tokens: 4, organic: false }], 3)).toBe(false);
    expect(internalStocksAllowed([{ id: 'd', tokens: 2, organic: false }], 3)).toBe(true);
    expect(internalStocksAllowed([{ id: 'o', tokens: 8, organic: true }], 3)).toBe(true);
    const g = game((d) => { piece(d, 'nk-i2')['internalStocks'] = 1; });
    const i2 = unit(g, 'nk-i2');
    expect(codes(paymentViolations(g, [i2], 'attacker', 'A04.04', { draws: [], internalStocks: ['nk-i2'] }))).toEqual(['supply.internalStocksWhileSp']);
    const dry = game((d) => { piece(d, 'nk-i2')['internalStocks'] = 1; d.pieces = d.pieces.filter((p) => !['nk-dump', 'nk-trk'].includes(String(p['id']))); });
    expect(paymentOptions(dry, [unit(dry, 'nk-i2')], 'attacker', 'A04.04')).toEqual([{ draws: [], internalStocks: ['nk-i2'] }]);
  });

  it('9.5a O-S4 outOfSupplyEffect: Out of Supply with combat supply attacks and defends at half; without it cannot attack and defends at 1/4', () => {
    const u = { ...unit(game(), 'nk-i1'), outOfSupply: true };
    expect(supplyFactor(u, true, true)).toBe(0.5);
    expect(supplyFactor(u, false, true)).toBe(0.5);
    expect(supplyFactor(u, true, false)).toBe(0);
    expect(supplyFactor(u, false, false)).toBe(0.25);
  });

  it('9.5b combat supply comes from the side\'s dumps and loaded Transport Points within the combat supply range', () => {
    expect(supplySources(game(), 'nk', 'A04.03').map((s) => s.id)).toEqual(['nk-dump', 'nk-trk']);
    expect(supplySources(game((d) => { d['game']['combatSupplyRange'] = 1; }), 'nk', 'A04.03')).toEqual([]);
  });
});
