import { describe, expect, it } from 'vitest';
import { combatOf, game, gameOf, lastLog, legal, piece, play, start, stepOf, unit, why } from '../../unit/ocs/helpers.ts';
import { combatTo } from './harness.ts';

const onMap = (a: ReturnType<typeof start>, id: string) => gameOf(a).pieces.get(id)!.at;

describe('9.10 examples through the machine (catalog A.5)', () => {
  it('9.10 example A OCS-T-A: Ao1, DL1o2 with the attacker retreating one hex: the defender\'s result becomes DL1 (O-X4)', () => {
    const a = start(game((d) => { Object.assign(piece(d, 'un-i2'), { steps: 3, re: 3 }); }));
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'Ao1, DL1o2' });
    expect(stepOf(a)).toBe('ocs.combat.attackerOption');
    expect(why(a, { type: 'TAKE_OPTION', side: 'nk', losses: 2 })[0]?.code).toBe('option.badSplit');
    play(a, { type: 'TAKE_OPTION', side: 'nk', losses: 0 }, { type: 'RETREAT', units: ['nk-i2'], to: 'A02.04' });
    play(a, { type: 'LOSE_STEP', unit: 'un-i2' });
    expect(stepOf(a)).toBe('ocs.combat.defenderOption');
    expect(legal(a)).toContainEqual({ type: 'IGNORE_OPTION', side: 'un' });
    play(a, { type: 'IGNORE_OPTION', side: 'un' });
    expect(stepOf(a)).toBe('ocs.combat.declare');
    expect(unit(gameOf(a), 'un-i2').stepsLost).toBe(1);
    expect(lastLog(a, 2)[0]).toMatch(/ignores his o2/);
  });

  it('9.10 example B OCS-T-B: AL1o1, Do1 kills the lone one-step attacker: the defender may ignore his option', () => {
    const a = start(game());
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'AL1o1, Do1' });
    play(a, { type: 'LOSE_STEP', unit: 'nk-i2' });
    expect(onMap(a, 'nk-i2').kind).toBe('deadPile');
    expect(combatOf(a)!.attacker.couldNotTakeAll).toBe(true);
    expect(stepOf(a)).toBe('ocs.combat.defenderOption');
    play(a, { type: 'IGNORE_OPTION', side: 'un' });
    expect(stepOf(a)).toBe('ocs.combat.declare');
  });

  it('9.10 example C OCS-T-C: Ao1e4, DL1o2 with the option as a step loss: Exploit for the AR-4 units; the defender loses 1 and executes o2 (O-X5)', () => {
    const a = start(game());
    combatTo(a, { target: 'A04.03', attackers: ['nk-t1', 'nk-i1'], arA: 'nk-i1', arD: 'un-i1', result: 'Ao1e4, DL1o2' });
    play(a, { type: 'TAKE_OPTION', side: 'nk', losses: 1 });
    expect(why(a, { type: 'LOSE_STEP', unit: 'nk-t1' })[0]?.code).toBe('loss.arUnitFirst');
    play(a, { type: 'LOSE_STEP', unit: 'nk-i1' });
    expect(stepOf(a)).toBe('ocs.combat.exploit');
    expect(legal(a)).toContainEqual({ type: 'MARK_EXPLOIT', unit: 'nk-t1' });
    expect(why(a, { type: 'MARK_EXPLOIT', unit: 'nk-i1' })[0]?.code).toBe('exploit.notEligible');
    play(a, { type: 'MARK_EXPLOIT', unit: 'nk-t1' });
    expect(unit(gameOf(a), 'nk-t1').mode).toBe('exploit');
    play(a, { type: 'LOSE_STEP', unit: 'un-i1' });
    expect(stepOf(a)).toBe('ocs.combat.defenderOption');
    expect(legal(a).some((e) => e.type === 'IGNORE_OPTION')).toBe(false);
    expect(why(a, { type: 'IGNORE_OPTION', side: 'un' })[0]?.code).toBe('option.mustExecute');
  });

  it('9.10 example D OCS-T-D: AL1, Do1: the attacker takes his loss, the defender must execute his option', () => {
    const a = start(game((d) => { Object.assign(piece(d, 'un-i2'), { steps: 2, re: 2 }); }));
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'AL1, Do1' });
    play(a, { type: 'LOSE_STEP', unit: 'nk-i2' });
    expect(stepOf(a)).toBe('ocs.combat.defenderOption');
    expect(legal(a).map((e) => e.type)).toEqual(['TAKE_OPTION', 'TAKE_OPTION']);
    play(a, { type: 'TAKE_OPTION', side: 'un', losses: 1 }, { type: 'LOSE_STEP', unit: 'un-i2' });
    expect(unit(gameOf(a), 'un-i2').stepsLost).toBe(1);
  });

  it('9.10 example E OCS-T-E: Ao1, DL1o1 against a lone one-step defender: the attacker must take his option; the defending step is destroyed', () => {
    const a = start(game());
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'Ao1, DL1o1' });
    expect(stepOf(a)).toBe('ocs.combat.attackerOption');
    expect(legal(a).every((e) => e.type === 'TAKE_OPTION')).toBe(true);
    play(a, { type: 'TAKE_OPTION', side: 'nk', losses: 0 }, { type: 'RETREAT', units: ['nk-i2'], to: 'A02.04' });
    play(a, { type: 'LOSE_STEP', unit: 'un-i2' });
    expect(onMap(a, 'un-i2').kind).toBe('deadPile');
    // The attacker retreated: no advance (9.12g B).
    expect(stepOf(a)).toBe('ocs.combat.declare');
  });

  it('9.10b O-X3 attackerFirstHardFirst: the attacker executes his result first, hard losses before options; then the defender', () => {
    const a = start(game((d) => { Object.assign(piece(d, 'un-i2'), { steps: 3, re: 3 }); }));
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'AL1o1, DL1o1' });
    const order: string[] = [stepOf(a)!];
    play(a, { type: 'LOSE_STEP', unit: 'nk-i2' });
    order.push(stepOf(a)!);
    expect(order).toEqual(['ocs.combat.attackerLoss', 'ocs.combat.defenderLoss']);
    // The sole attacker died by the L1 before his option: the defender's hard loss comes first, then his option.
    const b = start(game((d) => { Object.assign(piece(d, 'un-i2'), { steps: 3, re: 3 }); Object.assign(piece(d, 'nk-i2'), { steps: 2, re: 2 }); }));
    combatTo(b, { target: 'A04.04', attackers: ['nk-i2'], result: 'AL1o1, DL1o1' });
    const seen = [stepOf(b)];
    play(b, { type: 'LOSE_STEP', unit: 'nk-i2' });
    seen.push(stepOf(b));
    play(b, { type: 'TAKE_OPTION', side: 'nk', losses: 0 }, { type: 'RETREAT', units: ['nk-i2'], to: 'A02.04' });
    seen.push(stepOf(b));
    expect(seen).toEqual(['ocs.combat.attackerLoss', 'ocs.combat.attackerOption', 'ocs.combat.defenderLoss']);
  });
});
